import Foundation

/// `/books/`, `/books/<slug>/`, `/genres/<g>/` and `/topics/<t>/`, the lists a page of
/// `ListPaging.books` books at a time.
extension RenderContext {
    /// The number of pages of `/books/`.
    var bookListPages: Int { ListPaging.pageCount(site.books.count, size: ListPaging.books) }

    func booksPage(page number: Int = 1) -> [String: Any] {
        var model = shell(title: strings["nav.books"], description: strings["books.description"],
                          url: urls.paged(urls.books, page: number), section: .books)
        let all = listed(site.books.map(\.slug))
        // The first row of covers fills a phone's first screen: fetched at once, not lazily.
        model["books"] = ListPaging.slice(all, page: number, size: ListPaging.books).enumerated()
            .map { bookReference($0.element, eager: $0.offset < 3) }
        let indexes: [[String: Any]] = [("books.genres", urls.genres, genres.terms.count), ("books.topics", urls.topics, topics.terms.count)]
            .filter { $0.2 > 0 }.map { ["label": strings[$0.0], "url": $0.1, "count": $0.2] }
        model["indexes"] = indexes
        model["hasIndexes"] = !indexes.isEmpty
        paged(&model, page: number, of: bookListPages, label: strings["pager.books"]) { urls.paged(urls.books, page: $0) }
        return model
    }

    func bookPage(_ book: Book) -> [String: Any] {
        var model = shell(title: text(book.title.value), description: text(Excerpt.of(book.body.text, fallback: book.authors.joined(separator: ", "))),
                          url: urls.book(book.slug), section: .books,
                          image: shareCard(book).map { urls.page($0.outputPath) })
        var details = bookReference(book.slug)
        if let cover = coverPath(book) {
            details["cover"] = picture(cover, use: .coverPage, alt: "\(strings["book.coverOf"]) \(text(book.title.value))",
                                       cssClass: "cover cover-large", eager: true)
        }
        for key in ["isbn", "pages", "published", "language", "description", "rating"] { details[key] = false }
        if let isbn = book.isbn { details["isbn"] = isbn.value.digits }
        if let pages = book.pages { details["pages"] = strings.count(pages, "page") }
        if let published = book.published { details["published"] = text(published) }
        if let language = book.language { details["language"] = language }
        details["genres"] = book.genres.compactMap { genres.term($0) }.map { ["name": text($0.name), "url": urls.genre($0.slug)] }
        details["topics"] = book.topics.compactMap { topics.term($0) }.map { ["name": text($0.name), "url": urls.topic($0.slug)] }
        let description = html(book.body)
        if !description.isEmpty { details["description"] = description }
        var links = book.links.filter { publishable(url: $0.url) }.map { ["name": text($0.name), "url": $0.url] }
        if let find = findURL(for: book) { links.append(["name": strings["books.find"], "url": find]) }
        details["links"] = links
        let rooms = listedRoomsByBook[book.slug] ?? []
        details["rooms"] = rooms.map(roomCard)
        let finishedRatings = rooms.filter { view.status(of: $0) == .finished }.flatMap { $0.ratings.map(\.value.stars) }
        if let rating = Ratings.average(finishedRatings) {
            details["rating"] = ["average": rating.text, "count": strings.count(rating.count, "rating"), "stars": rating.stars]
        }
        model["book"] = details
        return model
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
    func taxonomyPage(_ term: Taxonomy.Term, kind: String, page number: Int = 1) -> [String: Any] {
        let first = kind == "genre" ? urls.genre(term.slug) : urls.topic(term.slug)
        var model = shell(title: text(term.name), description: strings.format("\(kind).description", text(term.name)),
                          url: urls.paged(first, page: number), section: .books)
        model["term"] = ["name": text(term.name), "kindLabel": strings["\(kind).label"],
                         "index": kind == "genre" ? urls.genres : urls.topics, "count": strings.count(term.books.count, "book")]
        model["books"] = ListPaging.slice(listed(term.books), page: number, size: ListPaging.books).map(bookReference)
        paged(&model, page: number, of: Self.pageCount(of: term), label: strings["pager.books"]) { urls.paged(first, page: $0) }
        return model
    }

    /// The number of pages of a genre's or topic's list.
    static func pageCount(of term: Taxonomy.Term) -> Int {
        ListPaging.pageCount(term.books.count, size: ListPaging.books)
    }

    /// `/genres/` or `/topics/`: every term with its number of books.
    func taxonomyIndexPage(kind: String) -> [String: Any] {
        let isGenre = kind == "genre"
        var model = shell(title: strings[isGenre ? "books.genres" : "books.topics"],
                          description: strings["\(kind).indexDescription"], url: isGenre ? urls.genres : urls.topics,
                          section: .books)
        model["terms"] = (isGenre ? genres : topics).terms.map { term -> [String: Any] in
            ["name": text(term.name), "url": isGenre ? urls.genre(term.slug) : urls.topic(term.slug), "count": term.books.count]
        }
        return model
    }

    /// The books of `slugs` that exist, in listing order.
    private func listed(_ slugs: [String]) -> [String] {
        slugs.compactMap { slug in bookOrder[slug].map { ($0, slug) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
