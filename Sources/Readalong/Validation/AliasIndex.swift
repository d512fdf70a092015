/// The old names (`aliases:`) of the site's books, members and rooms, and whose they are:
/// what turns a reference to an old name into a hint naming the new one.
struct AliasIndex {
    /// The three kinds of file that can be renamed.
    enum Kind: String, CaseIterable {
        case book, member, room
    }

    /// One item that lists aliases.
    struct Owner {
        let name: String
        let path: String
        let aliases: [Located<String>]
    }

    /// Items with aliases, by kind, in path order.
    let owners: [Kind: [Owner]]

    init(_ site: ResolvedSite) {
        owners = [
            .book: site.books.map { Owner(name: $0.slug, path: $0.path, aliases: $0.aliases) },
            .member: site.members.map { Owner(name: $0.handle, path: $0.path, aliases: $0.aliases) },
            .room: site.rooms.map { Owner(name: $0.slug, path: $0.path, aliases: $0.aliases) },
        ].mapValues { $0.filter { !$0.aliases.isEmpty }.sorted { $0.path < $1.path } }
    }

    /// The first item (in path order) that lists `alias`.
    func owner(of alias: String, kind: Kind) -> Owner? {
        owners[kind]?.first { owner in owner.aliases.contains { $0.value == alias } }
    }

    /// The hint for a reference to `name` that names no file, when `name` is an old name of
    /// an item: write the new one.
    func hint(for name: String, kind: Kind) -> ToolText? {
        owner(of: name, kind: kind).map { Self.hint(old: name, new: $0.name, path: $0.path, kind: kind) }
    }

    /// "'jordi' is an old handle of 'jordi-vila' …": the hint for a reference to an old name.
    static func hint(old: String, new: String, path: String, kind: Kind) -> ToolText {
        ToolText("alias.old.\(kind.rawValue).hint", ["old": old, "new": new, "path": path])
    }
}
