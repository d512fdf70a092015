/// The rules of `aliases:`: an old name may not be the name of a file of the same kind
/// (E081), may be claimed by one item only (E082), and a room's may not be the address of a
/// list of rooms, nor a book's or member's `page` (`/books/page/2/`) (E084). The slug rule and repeats within one list are checked on reading.
enum AliasRules {
    static func check(_ site: ResolvedSite) -> [Diagnostic] {
        let log = DiagnosticLog()
        let index = AliasIndex(site)
        let names: [AliasIndex.Kind: [String: String]] = [
            .book: Dictionary(site.inventory.books.map { ($0.slug, $0.path) }, uniquingKeysWith: { first, _ in first }),
            .member: Dictionary(site.inventory.members.map { ($0.handle, $0.path) }, uniquingKeysWith: { first, _ in first }),
            .room: Dictionary(site.inventory.rooms.map { ($0.slug, $0.index ?? "content/rooms/\($0.slug)/index.md") },
                              uniquingKeysWith: { first, _ in first }),
        ]
        for kind in AliasIndex.Kind.allCases {
            for owner in index.owners[kind] ?? [] {
                for alias in owner.aliases {
                    check(alias, of: owner, kind: kind, files: names[kind] ?? [:], index: index, log: log)
                }
            }
        }
        return log.entries
    }

    private static func check(_ alias: Located<String>, of owner: AliasIndex.Owner, kind: AliasIndex.Kind,
                              files: [String: String], index: AliasIndex, log: DiagnosticLog) {
        let name = alias.value
        if name == owner.name {
            log.report(.aliasTaken, at: alias.location, "'\(name)' is this \(kind.rawValue)'s own \(kind.nameWord), not an old one",
                       hint: "remove '\(name)' from aliases")
        } else if let path = files[name] {
            log.report(.aliasTaken, at: alias.location, "alias '\(name)' is the \(kind.nameWord) of \(path)",
                       hint: "an alias is an old name that no file has any more; remove it from aliases, "
                           + "or rename \(path) if it is the one that moved")
        } else if kind == .room, let use = ContentInventory.reservedRoomSlugs[name] {
            log.report(.aliasReserved, at: alias.location, "a room's alias cannot be '\(name)'",
                       hint: "rooms/\(name)/ is \(use); remove '\(name)' from aliases")
        } else if kind != .room, ContentInventory.reservedListSlugs.contains(name) {
            log.report(.aliasReserved, at: alias.location, "a \(kind.rawValue)'s alias cannot be '\(name)'",
                       hint: "\(kind.rawValue)s/\(name)/2/ is the second page of the list of \(kind.rawValue)s; "
                           + "remove '\(name)' from aliases")
        } else if let first = index.owner(of: name, kind: kind), first.path != owner.path {
            log.report(.aliasShared, at: alias.location, "alias '\(name)' is also an alias of '\(first.name)' (\(first.path))",
                       hint: "an old address can lead to one \(kind.rawValue) only; remove '\(name)' from one of them")
        }
    }
}
