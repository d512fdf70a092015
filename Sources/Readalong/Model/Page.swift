/// A free page of `content/pages/<slug>.md`.
public struct Page: Sendable {
    public let slug: String
    public let path: String
    public let title: String
    public let description: String?
    /// Position in the site navigation, when the page is in it.
    public let menu: Int?
    public let draft: Bool
    public let body: MarkdownSource
}
