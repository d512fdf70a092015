import Foundation

/// `publish import goodreads`: creates book files from a Goodreads or StoryGraph CSV export.
public enum BookListImporter {
    /// Which service the export comes from, told by its columns.
    public enum Source: String, Hashable, Sendable {
        case goodreads = "Goodreads"
        case storyGraph = "StoryGraph"
    }

    /// A row that did not become a book, and why.
    public struct Skipped: Hashable, Sendable, CustomStringConvertible {
        /// Why a row was skipped.
        public enum Reason: Hashable, Sendable {
            /// A book of the site (this file) has the same ISBN.
            case sameISBN(String)
            /// A book of the site (this file) has the same title and first author.
            case sameTitleAndAuthor(String)
            /// The same book (same ISBN, or title and first author) is on this earlier line.
            case repeated(line: Int)
            /// The row has no title.
            case noTitle
            /// The row names no author.
            case noAuthor
        }

        /// The CSV line the row starts on.
        public let line: Int
        /// The row's title, as read (empty when it has none).
        public let title: String
        /// Why it was skipped.
        public let reason: Reason

        /// `line 4 "Solitud": content/books/solitud.md has the same ISBN`.
        public var description: String { text.english }

        /// The row and why it was skipped, as a sentence of the tools.
        public var text: ToolText {
            let what = title.isEmpty ? ToolText("bookList.row", ["line": "\(line)"])
                : ToolText("bookList.row.titled", ["line": "\(line)", "title": title])
            let why: ToolText
            switch reason {
            case .sameISBN(let path): why = ToolText("bookList.sameISBN", ["path": path])
            case .sameTitleAndAuthor(let path): why = ToolText("bookList.sameTitleAndAuthor", ["path": path])
            case .repeated(let earlier): why = ToolText("bookList.repeated", ["line": "\(earlier)"])
            case .noTitle: why = ToolText("bookList.noTitle")
            case .noAuthor: why = ToolText("bookList.noAuthor")
            }
            return ToolText("bookList.skipped", texts: ["row": what, "reason": why])
        }
    }

    /// What an import produced.
    public struct Outcome: Hashable, Sendable {
        /// Whose export it was.
        public let source: Source
        /// The book files to write, in CSV order.
        public let files: [ImportedFile]
        /// The rows skipped, in CSV order.
        public let skipped: [Skipped]
    }

    /// Reads `csv` (the bytes of the export) and builds one book file per new book; writes
    /// nothing. A book already in the site (same ISBN, or same title and first author after
    /// folding case, accents and punctuation, as the duplicate rule of `publish check`) or
    /// repeated in the CSV is skipped, and so is a row without title or author.
    public static func run(_ csv: [UInt8], site: ImportSite) throws(ImportError) -> Outcome {
        let text = try ImportInput.text(csv)
        let records: [CSVReader.Record]
        do {
            records = try CSVReader.read(text)
        } catch {
            switch error {
            case .unterminatedQuote(let line): throw .malformedCSV(line: line, reason: ToolText("csv.unterminatedQuote"))
            case .textAfterQuote(let line): throw .malformedCSV(line: line, reason: ToolText("csv.textAfterQuote"))
            }
        }
        let header = records.first?.fields.map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        let columns = Dictionary(header.enumerated().map { ($0.element.lowercased(), $0.offset) }, uniquingKeysWith: { first, _ in first })
        guard columns["title"] != nil, let source = columns["author"] != nil ? Source.goodreads
                : columns["authors"] != nil ? Source.storyGraph : nil else {
            throw .unknownBookList(header: header)
        }
        var known = KnownBooks<Int>(books: site.books)
        var slugs = site.bookSlugs
        var files: [ImportedFile] = []
        var skipped: [Skipped] = []
        for record in records.dropFirst() {
            let entry = BookListEntry(record, columns: columns)
            if let reason = reason(toSkip: entry, known: known) {
                skipped.append(Skipped(line: entry.line, title: entry.title, reason: reason))
                continue
            }
            known.add(isbn: entry.isbn, title: entry.title, author: entry.authors.first, as: entry.line)
            let slug = freeSlug(for: entry, taken: slugs, site: site)
            slugs.insert(slug)
            files.append(ImportedFile(path: NewBookPlace(slug: slug, site: site).bookPath, text: BookFile.render(entry)))
        }
        return Outcome(source: source, files: files, skipped: skipped)
    }

    /// Why a row is not imported, if it is not.
    private static func reason(toSkip entry: BookListEntry, known: KnownBooks<Int>) -> Skipped.Reason? {
        guard !entry.title.isEmpty else { return .noTitle }
        guard let author = entry.authors.first else { return .noAuthor }
        switch known.match(isbn: entry.isbn, title: entry.title, author: author) {
        case .sameISBN(.file(let path)): return .sameISBN(path)
        case .sameTitleAndAuthor(.file(let path)): return .sameTitleAndAuthor(path)
        case .sameISBN(.earlier(let line)), .sameTitleAndAuthor(.earlier(let line)): return .repeated(line: line)
        case nil: return nil
        }
    }

    /// The book's file slug, with `-2`, `-3` … when the slug or its file is taken.
    private static func freeSlug(for entry: BookListEntry, taken: Set<String>, site: ImportSite) -> String {
        let base = baseSlug(for: entry)
        var slug = base
        var number = 2
        while taken.contains(slug) || ContentInventory.reservedListSlugs.contains(slug) || NewBookPlace(slug: slug, site: site).existingBook(on: site) != nil {
            slug = "\(base)-\(number)"
            number += 1
        }
        return slug
    }

    /// The title as a slug, Greek and Cyrillic transliterated. A title left with nothing
    /// (Chinese, Japanese, Arabic …) is named by its ISBN (`isbn-9787536692930`), or else by
    /// `book-` and eight hexadecimal digits of a fingerprint of its title and authors, the
    /// same on every import of the same book.
    static func baseSlug(for entry: BookListEntry) -> String {
        baseSlug(title: entry.title, authors: entry.authors, isbn: entry.isbn)
    }

    /// The slug of a book with this title, authors and ISBN (see `baseSlug(for:)`).
    static func baseSlug(title: String, authors: [String], isbn: ISBN?) -> String {
        let slug = Slug.make(from: Transliteration.latin(title))
        if !slug.isEmpty { return slug }
        if let isbn { return "isbn-\(isbn.digits)" }
        let fingerprint = ContentHash(text: ([title] + authors).joined(separator: "\n"))
        return "book-" + String(fingerprint.description.prefix(8))
    }
}
