/// An announcement of `content/news/<slug>.md`.
public struct NewsItem: Sendable {
    public let slug: String
    public let path: String
    public let title: String
    /// The publication day or time as written.
    public let date: Located<EventTime>
    /// The instant the item is published from (seconds since the epoch): the start of the
    /// day for a date, the time itself otherwise, read in the site's zone.
    public let publishedAt: Int
    /// The member who wrote it.
    public let author: Located<String>?
    public let tags: [String]
    /// The room whose page also shows the item.
    public let room: Located<String>?
    /// Kept first on the home page while recent.
    public let pinned: Bool
    public let draft: Bool
    public let body: MarkdownSource

    /// Whether the build clock has reached the publication time.
    public func isPublished(at now: Int) -> Bool { now >= publishedAt }
}
