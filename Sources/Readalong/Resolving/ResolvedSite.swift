/// A site after the resolve stage: what was written, with everything later stages need
/// worked out once (events placed in time, rooms' spans, transcripts in order with their
/// visible messages, anchors and pages, pseudonyms, image paths). The rules check it; the
/// renderer works from the `Site` made of it.
struct ResolvedSite: Sendable {
    let inventory: ContentInventory
    let config: SiteConfig?
    let books: [Book]
    let members: [Member]
    let rooms: [Room]
    let pages: [Page]
    /// Text of every file read, by path, for quoting source lines in reports.
    let sources: [String: String]
    /// The site-relative path of each book's cover, by book slug.
    let covers: [String: String]
    /// The site-relative path of each member's avatar, by handle.
    let avatars: [String: String]
    /// News items and picks placed in the site's zone, and lists.
    let news: [NewsItem]
    let lists: [BookList]
    let picks: [Pick]
    /// Translations, in path order.
    let translations: [Translation]
    /// When the translations and their originals were last committed, by path; `nil`
    /// outside a git work tree.
    let commits: [String: Int]?

    /// Slugs and handles of every file found, readable or not.
    var bookSlugs: Set<String> { inventory.bookSlugs }
    var memberHandles: Set<String> { inventory.memberHandles }
    var roomSlugs: Set<String> { inventory.roomSlugs }
}
