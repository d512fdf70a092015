/// An announcement of `content/news/<slug>.md` as written.
public struct WrittenNewsItem: Sendable {
    public let slug: String
    public let path: String
    public var title: String
    /// The publication day or time as written.
    public let date: Located<EventTime>
    /// The member who wrote it.
    public let author: Located<String>?
    public let tags: [String]
    /// The room whose page also shows the item.
    public let room: Located<String>?
    /// Kept first on the home page while recent.
    public let pinned: Bool
    public let draft: Bool
    public var body: MarkdownSource
}
