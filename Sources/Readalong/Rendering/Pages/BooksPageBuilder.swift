/// `/books/`, every book a page of `ListPaging.books` at a time, with the indexes of genres,
/// topics, lists and picks.
struct BooksPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    /// The number of pages of `/books/`.
    var pageCount: Int { ListPaging.pageCount(published.site.books.count, size: ListPaging.books) }

    func page(_ number: Int = 1) -> BooksPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        var shell = kit.shell(title: strings["nav.books"], description: strings["books.description"],
                              url: urls.paged(urls.books, page: number), section: .books)
        let all = published.booksInOrder
        let club = [("list.title", urls.lists, published.club.lists.count), ("pick.title", urls.picks, published.club.picks.count)]
        let indexes = ([("books.genres", urls.genres, published.genres.terms.count), ("books.topics", urls.topics, published.topics.terms.count)]
            + club).filter { $0.2 > 0 }.map { BooksPageModel.Index(label: strings[$0.0], url: $0.1, count: $0.2) }
        let pagination = kit.paged(&shell.page, page: number, of: pageCount, label: strings["pager.books"]) { urls.paged(urls.books, page: $0) }
        // The first row of covers fills a phone's first screen: fetched at once, not lazily.
        return BooksPageModel(shell: shell, books: ListPaging.slice(all, page: number, size: ListPaging.books).enumerated()
                                  .map { parts.references.book($0.element, eager: $0.offset < 3) },
                              indexes: indexes, pagination: pagination)
    }

    /// The books of `slugs` that exist, in listing order.
    static func listed(_ slugs: [String], in published: PublishedSite) -> [String] {
        slugs.compactMap { slug in published.bookOrder[slug].map { ($0, slug) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
