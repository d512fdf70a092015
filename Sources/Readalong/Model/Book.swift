/// A book of `content/books/<slug>.md`.
public struct Book: Sendable {
    public let slug: String
    public let path: String
    public var title: Located<String>
    public var subtitle: String?
    /// At least one author (from `authors:` or a single `author:`).
    public let authors: [String]
    public let isbn: Located<ISBN>?
    public let pages: Int?
    /// A year (`1962`) or a full date, as written.
    public let published: String?
    public let language: String?
    public let genres: [String]
    public let topics: [String]
    /// The cover image path as written, relative to the book's file.
    public let cover: Located<String>?
    public let links: [Link]
    /// Old slugs the book was published under (`aliases:`), each redirected to its page.
    public let aliases: [Located<String>]
    /// The description.
    public var body: MarkdownSource
    /// The title folded for comparing and sorting (see `DuplicateBookRule.fold`), worked
    /// out once while the file is read.
    public var titleKey: String
    /// The editions and translations the book lists (`editions:`), in the order written.
    public var editions: [Edition] = []
    /// The marginalia of `books/<slug>/notes.md`, in the order written.
    public var notes: [BookNote] = []
}
