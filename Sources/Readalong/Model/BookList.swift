/// A curated list of books of `content/lists/<slug>.md`.
public struct BookList: Sendable {
    /// One book of the list, with the curator's note about it.
    public struct Entry: Sendable {
        public let book: Located<String>
        public var note: String?
    }

    public let slug: String
    public let path: String
    public var title: String
    /// The member who keeps the list.
    public let curator: Located<String>?
    /// Whether the order means something (a numbered list).
    public let ordered: Bool
    /// The books in the order written, each once.
    public var entries: [Entry]
    public let draft: Bool
    /// The list's introduction.
    public var body: MarkdownSource
}

/// A named shelf of a member (`shelves:`): books they keep together, such as "to read".
public struct Shelf: Sendable {
    public let name: Located<String>
    /// Book slugs in the order written, each once.
    public let books: [Located<String>]
}
