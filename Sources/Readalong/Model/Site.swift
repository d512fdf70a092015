/// A whole site after loading, resolving and validation: what the renderer works from.
public struct Site: Sendable {
    public var config: SiteConfig
    /// Books by slug order.
    public var books: [Book]
    /// Members by handle order.
    public var members: [Member]
    /// Rooms by slug order, drafts included (the plan decides what to publish).
    public var rooms: [Room]
    /// Free pages by slug order.
    public var pages: [Page]
    /// Files under `content/assets/`, site-relative.
    public let assets: [String]
    /// The site-relative path of each book's cover, by book slug.
    let covers: [String: String]
    /// The site-relative path of each member's avatar, by handle.
    let avatars: [String: String]
    /// Every image the pages show, checked and measured.
    let images: ImageCatalog
    /// News items by slug order, drafts and future items included.
    public var news: [NewsItem]
    /// Book lists by slug order, drafts included.
    public var lists: [BookList]
    /// Picks by slug order, drafts included.
    public var picks: [Pick]
    /// Translations into the site's other languages, in path order (see `SiteTranslation`).
    public let translations: [Translation]

    /// The site of a resolved site that passed its checks, with its `config` and the
    /// images that passed: everything in the order pages list it.
    init(_ resolved: ResolvedSite, config: SiteConfig, images: ImageCatalog) {
        self.config = config
        books = resolved.books.sorted { $0.slug < $1.slug }
        // Members' private accounts (forge login, e-mail) stay with the check result.
        members = resolved.members.sorted { $0.handle < $1.handle }.map(\.withoutAccount)
        rooms = resolved.rooms.sorted { $0.slug < $1.slug }
        pages = resolved.pages.sorted { $0.slug < $1.slug }
        assets = resolved.inventory.assets
        covers = resolved.covers
        avatars = resolved.avatars
        self.images = images
        news = resolved.news.sorted { $0.slug < $1.slug }
        lists = resolved.lists.sorted { $0.slug < $1.slug }
        picks = resolved.picks.sorted { $0.slug < $1.slug }
        translations = resolved.translations
    }
}
