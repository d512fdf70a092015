/// Everything read from `content/`, as written, before the resolve stage places it in time.
struct ParsedSite {
    let inventory: ContentInventory
    let config: SiteConfig?
    let books: [Book]
    let members: [Member]
    /// Rooms with their schedule and transcripts attached, as written.
    let rooms: [ParsedRoom]
    let pages: [Page]
    /// Text of every file read, by path, for quoting source lines in reports.
    let sources: [String: String]
    /// News items, lists and picks (the folders of the second wave), in no particular order.
    var news: [WrittenNewsItem] = []
    var lists: [BookList] = []
    var picks: [WrittenPick] = []
    /// Translations, in path order.
    var translations: [Translation] = []
    /// When the translations and their originals were last committed, by path; `nil`
    /// outside a git work tree.
    var commits: [String: Int]?
}

/// A room's files as written: `index.md`, `schedule.yml` and the chats.
struct ParsedRoom {
    let written: WrittenRoom
    /// `nil` when `schedule.yml` is missing or unreadable.
    let schedule: WrittenSchedule?
    /// The room has no `schedule.yml` at all.
    let planned: Bool
    let chats: RoomChats
}

extension ContentInventory {
    /// Slugs and handles of every file found, readable or not: references to a file that
    /// failed to parse are not reported again as unknown.
    var bookSlugs: Set<String> { Set(books.map(\.slug)) }
    var memberHandles: Set<String> { Set(members.map(\.handle)) }
    var roomSlugs: Set<String> { Set(rooms.map(\.slug)) }
}
