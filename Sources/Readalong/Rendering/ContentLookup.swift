/// The published content that page requests name, by slug: what `SitePages` looks a request
/// up in, indexed once per build.
struct ContentLookup: Sendable {
    let rooms: [String: Room]
    /// The transcripts read by this build, by room slug and name.
    let transcripts: [String: [String: Transcript]]
    let terms: [TaxonomyKind: [String: Taxonomy.Term]]
    let lists: [String: BookList]
    let picks: [String: Pick]
    let newsItems: [String: NewsItem]
    let tags: [String: Taxonomy.Term]
    let pages: [String: Page]

    init(_ published: PublishedSite) {
        let view = published.view
        rooms = Self.index(view.publishedRooms, by: \.slug)
        transcripts = Dictionary(view.publishedRooms.map { ($0.slug, Self.index($0.transcripts.loaded, by: \.name)) },
                                 uniquingKeysWith: { first, _ in first })
        terms = [.genre: Self.index(published.genres.terms, by: \.slug), .topic: Self.index(published.topics.terms, by: \.slug)]
        lists = Self.index(published.club.lists, by: \.slug)
        picks = Self.index(published.club.picks, by: \.slug)
        newsItems = Self.index(published.news.items, by: \.slug)
        tags = Self.index(published.news.tags.terms, by: \.slug)
        pages = Self.index(view.publishedPages, by: \.slug)
    }

    /// `items` by a key, the first of any with the same key.
    private static func index<Item>(_ items: [Item], by key: (Item) -> String) -> [String: Item] {
        Dictionary(items.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
