/// What `publish rename` renames: a member (handle), a book or a room (slug).
public enum RenameKind: String, CaseIterable, Sendable {
    case member, book, room

    /// `handle` for members, `slug` otherwise.

    /// The file (or, for rooms, the folder) that carries the name, site-relative.
    public func place(of name: String) -> String {
        switch self {
        case .member: return "content/members/\(name).md"
        case .book: return "content/books/\(name).md"
        case .room: return "content/rooms/\(name)"
        }
    }

    /// The file whose front matter lists the aliases.
    func indexFile(of name: String) -> String {
        self == .room ? "content/rooms/\(name)/index.md" : place(of: name)
    }

    /// `@/members/old.md`: the start of an `@/` link to the item, which the next character
    /// must end (`#`, `)`, `>`, a space…) for rooms, whose links may end in a slash or not.
    func linkPrefix(of name: String) -> String {
        switch self {
        case .member: return "@/members/\(name).md"
        case .book: return "@/books/\(name).md"
        case .room: return "@/rooms/\(name)"
        }
    }
}
