/// Everything read from `content/`, before the cross-file rules are checked.
struct ParsedSite {
    let inventory: ContentInventory
    let config: SiteConfig?
    let books: [Book]
    let members: [Member]
    /// Rooms with their schedule and transcripts attached (schedules not yet resolved).
    var rooms: [Room]
    let pages: [Page]
    /// Text of every file read, by path, for quoting source lines in reports.
    let sources: [String: String]
    /// News items, lists and picks (the folders of the second wave), in no particular order.
    var news: [NewsItem] = []
    var lists: [BookList] = []
    var picks: [Pick] = []

    /// Slugs and handles of every file found, readable or not: references to a file that
    /// failed to parse are not reported again as unknown.
    var bookSlugs: Set<String> { Set(inventory.books.map(\.slug)) }
    var memberHandles: Set<String> { Set(inventory.members.map(\.handle)) }
    var roomSlugs: Set<String> { Set(inventory.rooms.map(\.slug)) }
}
