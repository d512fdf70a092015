import Foundation

/// `/books/<slug>/`: a book with its cover, details, links, the rooms that read it and the
/// lists it is on.
struct BookPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts
    /// The site's `links.book` template and the placeholders it uses, read once per build.
    private let findLink: (template: String, names: [String])?
    /// The names of the books' languages in the page's language, and of their editions'
    /// languages in the site's, by code: asking the system for them costs more than a page.
    private let languageNames: [String: String]
    private let editionLanguageNames: [String: String]

    init(published: PublishedSite, kit: PageKit, parts: PageParts) {
        self.published = published
        self.kit = kit
        self.parts = parts
        let books = published.site.books
        languageNames = Self.names(of: books.compactMap(\.language), in: kit.language)
        editionLanguageNames = Self.names(of: books.flatMap { $0.editions.compactMap(\.language) }, in: kit.config.language)
        findLink = kit.config.bookLinkTemplate.map { template in
            (template, ["isbn", "title", "author"].filter { template.contains("{\($0)}") })
        }
    }

    func page(_ book: Book) -> BookPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let title = published.text(of: book).title
        let shell = kit.shell(title: title,
                              description: kit.text(Excerpt.of(book.body.text, fallback: book.authors.joined(separator: ", "))),
                              url: urls.book(book.slug), section: .books,
                              image: parts.cards.card(book).map { urls.shared($0.outputPath) }, item: .book(book.slug))
        var reference = parts.references.book(book.slug)
        if let cover = parts.references.coverPath(book) {
            reference.cover = kit.pictures.picture(cover, use: .coverPage, alt: "\(strings["book.coverOf"]) \(title)",
                                                   cssClass: "cover cover-large", eager: true)
        }
        var links = book.links.filter { kit.publishable(url: $0.url) }.map { NamedLink(name: kit.text($0.name), url: $0.url) }
        if let find = findURL(for: book) { links.append(NamedLink(name: strings["books.find"], url: find)) }
        let rooms = published.listedRoomsByBook[book.slug] ?? []
        let finishedRatings = rooms.filter { published.view.status(of: $0) == .finished }.flatMap { $0.ratings.map(\.value.stars) }
        let description = kit.html(book.body)
        let details = BookPageModel.Details(
            reference: reference, isbn: book.isbn?.value.digits, pages: book.pages.map { strings.count($0, "page") },
            published: book.published.map(kit.text),
            language: book.language.map { languageNames[$0] ?? RoomFacets.languageName($0, in: Locale(identifier: kit.language)) },
            description: description.isEmpty ? nil : description,
            rating: kit.ratingSummary(finishedRatings), genres: parts.references.genreLinks(book),
            topics: book.topics.compactMap { published.topics.term($0) }.map { NamedLink(name: kit.text($0.name), url: urls.topic($0.slug)) },
            links: links, rooms: rooms.map { parts.references.card($0) }, lists: listLinks(of: book),
            editions: book.editions.map(edition), chapters: chapterLinks(of: book))
        return BookPageModel(shell: shell, book: details)
    }

    /// The name of each of `codes` in the language `tag`.
    private static func names(of codes: [String], in tag: String) -> [String: String] {
        let locale = Locale(identifier: tag)
        return Dictionary(Set(codes).map { ($0, RoomFacets.languageName($0, in: locale)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The site's `links.book` template filled in, or `nil` when the book lacks a value it uses.
    private func findURL(for book: Book) -> String? {
        guard let (template, names) = findLink else { return nil }
        let values: [String: String?] = ["isbn": book.isbn?.value.digits, "title": published.text(of: book).title,
                                         "author": book.authors.first.map(kit.text)]
        var result = template
        for name in names {
            guard let value = values[name] ?? nil else { return nil }
            result = result.replacingOccurrences(of: "{\(name)}", with: Escaping.queryValue(value))
        }
        return result
    }

    /// An edition in a line: language, length and ISBN, as far as they are written.
    private func edition(_ edition: Edition) -> EditionSummary {
        let strings = kit.strings
        let length = edition.extent.map { extent -> String in
            switch extent.value {
            case .pages(let count): return strings.count(count, "page")
            case .duration(let seconds): return MediaTime.readable(seconds)
            }
        }
        let language = edition.language.map {
            editionLanguageNames[$0] ?? RoomFacets.languageName($0, in: Locale(identifier: kit.config.language))
        }
        let facts = [language, length, edition.isbn.map { "ISBN \($0.value.digits)" }].compactMap { $0 }
        return EditionSummary(title: kit.text(edition.title), facts: facts.joined(separator: " · "))
    }

    /// The chapters with a companion page, each with its counts of messages and notes.
    private func chapterLinks(of book: Book) -> [ChapterLink] {
        let strings = kit.strings
        return parts.companions.chapters(of: book.slug).map { chapter in
            var counts = [strings.count(chapter.messages.count, "chapter.message")]
            if !chapter.notes.isEmpty { counts.append(strings.count(chapter.notes.count, "chapter.note")) }
            return ChapterLink(url: kit.urls.bookChapter(book.slug, chapter: chapter.number),
                               title: strings.format("chapter.title", String(chapter.number)), counts: counts.joined(separator: " · "))
        }
    }

    /// The published lists a book is on, by title.
    private func listLinks(of book: Book) -> [TitledLink] {
        (published.club.listsByBook[book.slug] ?? []).map {
            TitledLink(url: kit.urls.list($0.slug), title: kit.text($0.title), titleLang: kit.titleLang(.list($0.slug)))
        }.sorted { ($0.title.lowercased(), $0.url) < ($1.title.lowercased(), $1.url) }
    }
}
