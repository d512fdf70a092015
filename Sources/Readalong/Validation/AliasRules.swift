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
            log.report(.aliasTaken, at: alias.location, ToolText("alias.own.\(kind.rawValue)", ["name": name]),
                       hint: ToolText("alias.remove.hint", ["name": name]))
        } else if let path = files[name] {
            log.report(.aliasTaken, at: alias.location, ToolText("alias.taken.\(kind.rawValue)", ["name": name, "path": path]),
                       hint: ToolText("alias.taken.hint", ["path": path]))
        } else if kind == .room, let use = ContentInventory.reservedRoomSlugs[name] {
            log.report(.aliasReserved, at: alias.location, ToolText("alias.reserved.room", ["name": name]),
                       hint: ToolText("alias.reserved.room.hint", ["name": name], texts: ["use": use]))
        } else if kind != .room, ContentInventory.reservedListSlugs.contains(name) {
            log.report(.aliasReserved, at: alias.location, ToolText("alias.reserved.\(kind.rawValue)", ["name": name]),
                       hint: ToolText("alias.reserved.list.hint", ["name": name, "list": kind.rawValue + "s"]))
        } else if let first = index.owner(of: name, kind: kind), first.path != owner.path {
            log.report(.aliasShared, at: alias.location,
                       ToolText("alias.shared", ["name": name, "other": first.name, "path": first.path]),
                       hint: ToolText("alias.shared.\(kind.rawValue).hint", ["name": name]))
        }
    }
}
