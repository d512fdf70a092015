/// `/lists/` and `/lists/<slug>/`, the lists a book is on, and members' shelves.
extension RenderContext {
    func listsPage() -> ListsPageModel {
        let shell = kit.shell(title: strings["list.title"], description: strings["list.description"], url: urls.lists, section: .books)
        let sorted = published.club.lists.sorted { ($0.title.lowercased(), $0.slug) < ($1.title.lowercased(), $1.slug) }
        return ListsPageModel(shell: shell, lists: sorted.map { list in
            ListSummary(url: urls.list(list.slug), title: text(list.title), count: strings.count(list.entries.count, "book"),
                        curator: list.curator.map { memberReference($0.value) })
        })
    }

    func listPage(_ list: BookList) -> ListPageModel {
        let shell = kit.shell(title: text(list.title), description: text(Excerpt.of(list.body.text, fallback: list.title)),
                          url: urls.list(list.slug), section: .books)
        let intro = html(list.body)
        let details = ListPageModel.Details(
            title: text(list.title), intro: intro.isEmpty ? nil : intro, curator: list.curator.map { memberReference($0.value) },
            ordered: list.ordered, count: strings.count(list.entries.count, "book"),
            entries: list.entries.enumerated().map { index, entry in
                ListPageModel.Entry(book: bookReference(entry.book.value, eager: index < 3), note: entry.note.map(text))
            })
        return ListPageModel(shell: shell, list: details)
    }

    /// The published lists a book is on, by title.
    func listLinks(of book: Book) -> [TitledLink] {
        (published.club.listsByBook[book.slug] ?? []).map { TitledLink(url: urls.list($0.slug), title: text($0.title)) }
            .sorted { ($0.title.lowercased(), $0.url) < ($1.title.lowercased(), $1.url) }
    }

    /// A member's shelves, in the order written (erased members have no page to show them).
    func shelves(of member: Member) -> [ShelfModel] {
        member.shelves.map { shelf in ShelfModel(name: text(shelf.name.value), books: shelf.books.map { bookReference($0.value) }) }
    }

    /// `/lists/` and `/picks/` as entries of the books page's index links, when the site has any.
    var clubIndexes: [BooksPageModel.Index] {
        [("list.title", urls.lists, published.club.lists.count), ("pick.title", urls.picks, published.club.picks.count)]
            .filter { $0.2 > 0 }.map { BooksPageModel.Index(label: strings[$0.0], url: $0.1, count: $0.2) }
    }
}
