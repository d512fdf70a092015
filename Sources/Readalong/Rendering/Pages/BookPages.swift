import Foundation

/// `/books/`, `/books/<slug>/`, `/genres/<g>/` and `/topics/<t>/`.
extension RenderContext {
    func booksPage() -> [String: Any] {
        var model = shell(title: strings["nav.books"], description: strings["books.description"], url: urls.books, section: .books)
        // The first row of covers fills a phone's first screen: fetched at once, not lazily.
        model["books"] = listed(site.books.map(\.slug)).enumerated().map { bookReference($0.element, eager: $0.offset < 3) }
        model["genres"] = genres.terms.map { ["name": text($0.name), "url": urls.genre($0.slug), "count": $0.books.count] }
        model["topics"] = topics.terms.map { ["name": text($0.name), "url": urls.topic($0.slug), "count": $0.books.count] }
        return model
    }

    func bookPage(_ book: Book) -> [String: Any] {
        var model = shell(title: text(book.title.value), description: text(Excerpt.of(book.body.text, fallback: book.authors.joined(separator: ", "))),
                          url: urls.book(book.slug), section: .books,
                          image: urls.page(shareCard(book).outputPath))
        var details = bookReference(book.slug)
        if let cover = coverPath(book) {
            details["cover"] = picture(cover, use: .coverPage, alt: "\(strings["book.coverOf"]) \(text(book.title.value))",
                                       cssClass: "cover cover-large", eager: true)
        }
        for key in ["isbn", "pages", "published", "language", "description", "rating"] { details[key] = false }
        if let isbn = book.isbn { details["isbn"] = isbn.value.digits }
        if let pages = book.pages { details["pages"] = strings.count(pages, "page") }
        if let published = book.published { details["published"] = published }
        if let language = book.language { details["language"] = language }
        details["genres"] = book.genres.compactMap { genres.term($0) }.map { ["name": text($0.name), "url": urls.genre($0.slug)] }
        details["topics"] = book.topics.compactMap { topics.term($0) }.map { ["name": text($0.name), "url": urls.topic($0.slug)] }
        let description = html(book.body)
        if !description.isEmpty { details["description"] = description }
        var links = book.links.map { ["name": text($0.name), "url": $0.url] }
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

    func taxonomyPage(_ term: Taxonomy.Term, kind: String) -> [String: Any] {
        let url = kind == "genre" ? urls.genre(term.slug) : urls.topic(term.slug)
        var model = shell(title: text(term.name), description: strings.format("\(kind).description", text(term.name)),
                          url: url, section: .books)
        model["term"] = ["name": text(term.name), "kindLabel": strings["\(kind).label"]]
        model["books"] = listed(term.books).map(bookReference)
        return model
    }

    /// The books of `slugs` that exist, in listing order.
    private func listed(_ slugs: [String]) -> [String] {
        slugs.compactMap { slug in bookOrder[slug].map { ($0, slug) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

extension CharacterSet {
    /// Characters left as they are in a query value (`&`, `=`, `+`, `?` and `/` are encoded).
    static let urlQueryValueAllowed: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        set.insert(charactersIn: "-._~")
        return set
    }()
}
