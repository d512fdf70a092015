/// Reads `content/lists/<slug>.md`, and members' `shelves:`.
enum BookListParser {
    static let keys = ["title", "curator", "ordered", "books", "draft"]
    static let entryKeys = ["book", "note"]

    static func parse(slug: String, _ document: SourceDocument, log: DiagnosticLog) -> BookList? {
        guard let fields = FieldReader(document.yaml, path: document.path, log: log, what: ToolText("what.list"), keys: keys,
                                       at: document.start) else { return nil }
        let title = fields.text("title", required: true)
        let curator = fields.reference("curator")
        let ordered = fields.boolean("ordered")?.value ?? false
        let items = fields.list("books", required: true)
        if let items, items.isEmpty, let node = fields.node("books") {
            log.report(.missingKey, at: node.location(in: document.path), ToolText("bookList.empty"),
                       hint: ToolText("bookList.empty.hint"))
        }
        let entries = items.map { readEntries($0, fields: fields) }
        let draft = fields.boolean("draft")?.value ?? false
        guard let title, let entries, !entries.isEmpty else { return nil }
        return BookList(slug: slug, path: document.path, title: title.value, curator: curator, ordered: ordered,
                        entries: entries, draft: draft, body: document.body)
    }

    /// Each item is a slug or a `{book: slug, note: text}` map; a book written twice is
    /// reported (E025) and kept once.
    private static func readEntries(_ items: [YAMLNode], fields: FieldReader) -> [BookList.Entry] {
        var seen = Set<String>()
        return items.compactMap { item -> BookList.Entry? in
            let entry: BookList.Entry
            if case .mapping = item.content {
                guard let map = FieldReader(item, path: fields.path, log: fields.log, what: ToolText("what.listEntry"),
                                            keys: entryKeys, at: item.location(in: fields.path)),
                      let book = map.reference("book", required: true) else { return nil }
                entry = BookList.Entry(book: book, note: map.text("note")?.value)
            } else {
                guard let book = FieldReader.text(of: item, key: "books", reader: fields) else { return nil }
                entry = BookList.Entry(book: book, note: nil)
            }
            guard seen.insert(entry.book.value).inserted else {
                fields.log.report(.duplicateEntry, at: entry.book.location,
                                  ToolText("list.twice", ["entry": entry.book.value, "key": "books"]), hint: ToolText("list.twice.hint"))
                return nil
            }
            return entry
        }
    }

    /// A member's `shelves:`, a map from shelf names to lists of book slugs.
    static func shelves(_ fields: FieldReader) -> [Shelf] {
        (fields.map("shelves") ?? []).compactMap { entry in
            let key = "shelves.\(entry.key.value)"
            if entry.value.isNull { return Shelf(name: entry.key, books: []) }
            guard case .sequence(let items) = entry.value.content else {
                fields.wrongType(entry.value, key: key, expected: ToolText("kind.bookList"),
                                 hint: ToolText("bookList.shelf.hint", ["shelf": entry.key.value]))
                return nil
            }
            let books = fields.uniqueTexts(items, key: key, hint: ToolText("list.twice.hint")) {
                ToolText("bookList.shelf.twice", ["book": $0, "shelf": entry.key.value])
            }
            return Shelf(name: entry.key, books: books)
        }
    }
}
