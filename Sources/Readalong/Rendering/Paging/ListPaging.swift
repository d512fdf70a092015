/// How long lists are cut into pages. Page 1 keeps the list's own URL (`/books/`); the
/// others add `page/<n>/` to it (`/books/page/2/`), so a page's address depends only on
/// its number and the page size.
enum ListPaging {
    /// Books per page of `/books/`, `/genres/<g>/` and `/topics/<t>/` (a multiple of 2, 3 and 4,
    /// so the grid's last row is full at every width).
    static let books = 48
    /// Members per page of `/members/`.
    static let members = 60
    /// Rooms per page of `/rooms/<status>/`, and the most a group of `/rooms/` shows.
    static let rooms = 24
    /// Transcripts per page of `/rooms/<slug>/chats/`, and the most a room's page lists.
    static let transcripts = 30
    /// News items per page of `/news/` and `/tags/<t>/`.
    static let news = 20
    /// Readers per page of `/rooms/<slug>/members/`, and the most a room's page shows.
    static let roster = 60

    /// The number of pages `count` items take, a page at least (an empty list still has one).
    static func pageCount(_ count: Int, size: Int) -> Int {
        max(1, (count + size - 1) / size)
    }

    /// The items of page `number` (from 1).
    static func slice<Item>(_ items: [Item], page number: Int, size: Int) -> ArraySlice<Item> {
        items.dropFirst((number - 1) * size).prefix(size)
    }
}
