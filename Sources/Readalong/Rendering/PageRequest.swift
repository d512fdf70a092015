/// One page of the site, named by what it shows: the plan lists pages as requests, and
/// `SitePages` makes each one's model when it is rendered. Rooms, books, members and the
/// rest are named by slug or handle, so two plans of the same site compare equal.
enum PageRequest: Hashable, Sendable {
    case home
    /// `/rooms/` without a filter, else a page of a filtered list.
    case rooms(filter: RoomFilter?, page: Int)
    case room(String)
    case roomChats(room: String, page: Int)
    case roster(room: String, page: Int)
    case transcript(room: String, name: String, page: Int)
    case calendar
    /// The month whose first day this is.
    case calendarMonth(LocalDate)
    case books(page: Int)
    case book(String)
    /// A book's companion page for one chapter.
    case chapter(book: String, number: Int)
    case terms(TaxonomyKind)
    case term(TaxonomyKind, slug: String, page: Int)
    case lists
    case list(String)
    case picks
    case pick(String)
    case members(page: Int)
    case member(String)
    case memberYear(String, year: Int)
    case year(Int)
    case news(page: Int)
    case newsItem(String)
    case tag(String, page: Int)
    case freePage(String)
    case search
    case notFound
    case offline

    /// The template that renders the page.
    var template: String {
        switch self {
        case .home: return "home"
        case .rooms: return "rooms"
        case .room: return "room"
        case .roomChats: return "chats"
        case .roster: return "roster"
        case .transcript: return "transcript"
        case .calendar, .calendarMonth: return "calendar-page"
        case .books: return "books"
        case .book: return "book"
        case .chapter: return "chapter"
        case .terms: return "terms"
        case .term: return "taxonomy"
        case .lists: return "lists"
        case .list: return "list"
        case .picks: return "picks"
        case .pick: return "pick"
        case .members: return "members"
        case .member: return "member"
        case .memberYear: return "member-year"
        case .year: return "year"
        case .news: return "news"
        case .newsItem: return "news-item"
        case .tag: return "tag"
        case .freePage: return "page"
        case .search: return "search"
        case .notFound: return "404"
        case .offline: return "offline"
        }
    }
}
