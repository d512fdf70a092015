import Foundation

/// `/books/`, `/books/<slug>/`, `/genres/<g>/` and `/topics/<t>/`, the lists a page of
/// `ListPaging.books` books at a time.
extension RenderContext {
    /// The number of pages of `/books/`.
    var bookListPages: Int { ListPaging.pageCount(site.books.count, size: ListPaging.books) }

    func booksPage(page number: Int = 1) -> BooksPageModel {
        var shell = kit.shell(title: strings["nav.books"], description: strings["books.description"],
                          url: urls.paged(urls.books, page: number), section: .books)
        let all = listed(site.books.map(\.slug))
        let indexes = [("books.genres", urls.genres, published.genres.terms.count), ("books.topics", urls.topics, published.topics.terms.count)]
            .filter { $0.2 > 0 }.map { BooksPageModel.Index(label: strings[$0.0], url: $0.1, count: $0.2) } + clubIndexes
        let pagination = paged(&shell.page, page: number, of: bookListPages, label: strings["pager.books"]) { urls.paged(urls.books, page: $0) }
        // The first row of covers fills a phone's first screen: fetched at once, not lazily.
        return BooksPageModel(shell: shell, books: ListPaging.slice(all, page: number, size: ListPaging.books).enumerated()
                                  .map { bookReference($0.element, eager: $0.offset < 3) },
                              indexes: indexes, pagination: pagination)
    }

    func bookPage(_ book: Book) -> BookPageModel {
        let shell = kit.shell(title: text(book.title.value), description: text(Excerpt.of(book.body.text, fallback: book.authors.joined(separator: ", "))),
                          url: urls.book(book.slug), section: .books,
                          image: shareCard(book).map { urls.page($0.outputPath) })
        var reference = bookReference(book.slug)
        if let cover = coverPath(book) {
            reference.cover = picture(cover, use: .coverPage, alt: "\(strings["book.coverOf"]) \(text(book.title.value))",
                                      cssClass: "cover cover-large", eager: true)
        }
        var links = book.links.filter { publishable(url: $0.url) }.map { NamedLink(name: text($0.name), url: $0.url) }
        if let find = findURL(for: book) { links.append(NamedLink(name: strings["books.find"], url: find)) }
        let rooms = published.listedRoomsByBook[book.slug] ?? []
        let finishedRatings = rooms.filter { view.status(of: $0) == .finished }.flatMap { $0.ratings.map(\.value.stars) }
        let description = html(book.body)
        let details = BookPageModel.Details(
            reference: reference, isbn: book.isbn?.value.digits, pages: book.pages.map { strings.count($0, "page") },
            published: book.published.map(text), language: book.language.map { RoomFacets.languageName($0, in: Locale(identifier: site.config.language)) },
            description: description.isEmpty ? nil : description,
            rating: ratingSummary(finishedRatings), genres: genreLinks(book),
            topics: book.topics.compactMap { published.topics.term($0) }.map { NamedLink(name: text($0.name), url: urls.topic($0.slug)) },
            links: links, rooms: rooms.map(roomCard), lists: listLinks(of: book))
        return BookPageModel(shell: shell, book: details)
    }

    /// The site's `links.book` template filled in, or `nil` when the book lacks a value it uses.
    func findURL(for book: Book) -> String? {
        guard let template = site.config.bookLinkTemplate else { return nil }
        let values: [String: String?] = ["isbn": book.isbn?.value.digits, "title": text(book.title.value),
                                         "author": book.authors.first.map(text)]
        var result = template
        for (name, value) in values where template.contains("{\(name)}") {
            guard let value, let encoded = value.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) else { return nil }
            result = result.replacingOccurrences(of: "{\(name)}", with: encoded)
        }
        return result
    }

    /// Page `number` of a genre's or topic's list of books.
    func taxonomyPage(_ term: Taxonomy.Term, kind: String, page number: Int = 1) -> TaxonomyPageModel {
        let first = kind == "genre" ? urls.genre(term.slug) : urls.topic(term.slug)
        var shell = kit.shell(title: text(term.name), description: strings.format("\(kind).description", text(term.name)),
                          url: urls.paged(first, page: number), section: .books)
        let heading = TaxonomyPageModel.Term(name: text(term.name), kindLabel: strings["\(kind).label"],
                                             index: kind == "genre" ? urls.genres : urls.topics,
                                             count: strings.count(term.books.count, "book"))
        let pagination = paged(&shell.page, page: number, of: Self.pageCount(of: term), label: strings["pager.books"]) {
            urls.paged(first, page: $0)
        }
        return TaxonomyPageModel(shell: shell, term: heading,
                                 books: ListPaging.slice(listed(term.books), page: number, size: ListPaging.books).map(bookReference),
                                 pagination: pagination)
    }

    /// The number of pages of a genre's or topic's list.
    static func pageCount(of term: Taxonomy.Term) -> Int {
        ListPaging.pageCount(term.books.count, size: ListPaging.books)
    }

    /// `/genres/` or `/topics/`: every term with its number of books.
    func taxonomyIndexPage(kind: String) -> TermsPageModel {
        let isGenre = kind == "genre"
        let shell = kit.shell(title: strings[isGenre ? "books.genres" : "books.topics"],
                          description: strings["\(kind).indexDescription"], url: isGenre ? urls.genres : urls.topics,
                          section: .books)
        return TermsPageModel(shell: shell, terms: (isGenre ? published.genres : published.topics).terms.map { term in
            TermsPageModel.Entry(name: text(term.name), url: isGenre ? urls.genre(term.slug) : urls.topic(term.slug), count: term.books.count)
        })
    }

    /// The books of `slugs` that exist, in listing order.
    private func listed(_ slugs: [String]) -> [String] {
        slugs.compactMap { slug in published.bookOrder[slug].map { ($0, slug) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
