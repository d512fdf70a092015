/// A whole site after loading, resolving and validation: what the renderer works from.
public struct Site: Sendable {
    public let config: SiteConfig
    /// Books by slug order.
    public let books: [Book]
    /// Members by handle order.
    public let members: [Member]
    /// Rooms by slug order, drafts included (the plan decides what to publish).
    public let rooms: [Room]
    /// Free pages by slug order.
    public let pages: [Page]
    /// Files under `content/assets/`, site-relative.
    public let assets: [String]
    /// The site-relative path of each book's cover, by book slug.
    let covers: [String: String]
    /// The site-relative path of each member's avatar, by handle.
    let avatars: [String: String]
    /// Every image the pages show, checked and measured.
    var images = ImageCatalog()
    /// News items by slug order, drafts and future items included.
    public internal(set) var news: [NewsItem] = []
    /// Book lists by slug order, drafts included.
    public internal(set) var lists: [BookList] = []
    /// Picks by slug order, drafts included.
    public internal(set) var picks: [Pick] = []

    /// Takes the news, lists and picks of a site that passed its checks.
    mutating func attachClubContent(_ parsed: ResolvedSite) {
        news = parsed.news.sorted { $0.slug < $1.slug }
        lists = parsed.lists.sorted { $0.slug < $1.slug }
        picks = parsed.picks.sorted { $0.slug < $1.slug }
    }
}
