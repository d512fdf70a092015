/// Reads `content/books/<slug>.md`.
enum BookParser {
    static let keys = ["title", "subtitle", "authors", "author", "isbn", "pages", "published", "language",
                       "genres", "topics", "cover", "links", "aliases", "editions"]

    static func parse(slug: String, _ document: SourceDocument, log: DiagnosticLog) -> Book? {
        let path = document.path
        guard let fields = FieldReader(document.yaml, path: path, log: log, what: ToolText("what.book"), keys: keys, at: document.start)
        else { return nil }
        let title = fields.text("title", required: true)
        let authors = readAuthors(fields, start: document.start)
        let isbn = fields.text("isbn").flatMap { readISBN($0, log: log) }
        let pages = fields.integer("pages", minimum: 1)
        let published = fields.text("published")
        if let published, !isYearOrDate(published.value) {
            log.report(.invalidDate, at: published.location, ToolText("book.published", ["value": published.value]),
                       hint: ToolText("book.published.hint"))
        }
        let shownTitle = title ?? Located(slug, at: document.start)
        var book = Book(
            slug: slug, path: path, title: shownTitle,
            subtitle: fields.text("subtitle")?.value, authors: authors ?? [],
            isbn: isbn, pages: pages?.value, published: published?.value,
            language: fields.language("language")?.value,
            genres: fields.textList("genres")?.map(\.value) ?? [],
            topics: fields.textList("topics")?.map(\.value) ?? [],
            cover: fields.image("cover"), links: fields.links("links") ?? [], aliases: fields.aliases(),
            body: document.body,
            titleKey: DuplicateBookRule.fold(shownTitle.value)
        )
        book.editions = EditionParser.editions(fields)
        return title == nil || authors == nil ? nil : book
    }

    private static func readAuthors(_ fields: FieldReader, start: SourceLocation) -> [String]? {
        if fields.has("author") && fields.has("authors") {
            fields.log.report(.authorAndAuthors, at: fields.keyLocation("author") ?? start,
                              ToolText("book.authorAndAuthors"), hint: ToolText("book.authorAndAuthors.hint"))
            return nil
        }
        if fields.has("author") {
            return fields.text("author").map { [$0.value] }
        }
        guard let authors = fields.textList("authors") else {
            if !fields.has("authors") {
                fields.log.report(.missingKey, at: start, ToolText("field.missing", ["key": "authors"]),
                                  hint: ToolText("book.authors.hint"))
            }
            return nil
        }
        guard !authors.isEmpty else {
            fields.log.report(.missingKey, at: fields.keyLocation("authors") ?? start, ToolText("book.noAuthors"),
                              hint: ToolText("book.noAuthors.hint"))
            return nil
        }
        return authors.map(\.value)
    }

    /// The ISBN written in `text`, or `nil` after reporting why it is not one.
    static func readISBN(_ text: Located<String>, log: DiagnosticLog) -> Located<ISBN>? {
        switch ISBN.parse(text.value) {
        case .success(let isbn):
            return Located(isbn, at: text.location)
        case .failure(.malformed):
            log.report(.invalidISBN, at: text.location, ToolText("isbn.invalid", ["isbn": text.value]),
                       hint: ToolText("isbn.invalid.hint"))
        case .failure(.checksum(let expected)):
            log.report(.invalidISBN, at: text.location, ToolText("isbn.checksum", ["isbn": text.value]),
                       hint: ToolText("isbn.checksum.hint", ["digit": "\(expected)"]))
        }
        return nil
    }

    private static func isYearOrDate(_ text: String) -> Bool {
        if LocalDate.parse(text) != nil { return true }
        return (1...4).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber } && text != String(repeating: "0", count: text.count)
    }
}
