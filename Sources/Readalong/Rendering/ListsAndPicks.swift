/// The lists and picks a build publishes (drafts only when asked), and the lists that
/// hold each book, worked out once per build.
struct ListsAndPicks: Sendable {
    /// Published lists, by slug.
    let lists: [BookList]
    /// Published picks, by slug.
    let picks: [Pick]
    /// The published lists that hold each book, by slug order.
    let listsByBook: [String: [BookList]]

    init(site: Site, includeDrafts: Bool) {
        lists = site.lists.filter { includeDrafts || !$0.draft }
        picks = site.picks.filter { includeDrafts || !$0.draft }
        var byBook: [String: [BookList]] = [:]
        for list in lists {
            for entry in list.entries { byBook[entry.book.value, default: []].append(list) }
        }
        listsByBook = byBook
    }

    /// The stylesheet of list and pick pages, among the theme files.
    static let stylesheet = "lists-picks.css"

    /// Whether a theme file is published: the lists and picks stylesheet only for a site
    /// that has some, so that other sites publish the theme they always did.
    func publishes(themeFile name: String) -> Bool {
        name != Self.stylesheet || !lists.isEmpty || !picks.isEmpty
    }
}
