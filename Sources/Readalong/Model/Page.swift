/// A free page of `content/pages/<slug>.md`.
public struct Page: Sendable {
    public let slug: String
    public let path: String
    public var title: String
    public var description: String?
    /// Position in the site navigation, when the page is in it.
    public let menu: Int?
    public let draft: Bool
    /// Whether the page may publish e-mail addresses and telephone numbers (`contact: true`),
    /// such as a page on how to reach the club.
    public let publishesContacts: Bool
    public var body: MarkdownSource
}
