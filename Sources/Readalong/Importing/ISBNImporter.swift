/// `publish import isbn` and `publish new book --isbn`: book files and covers from Open
/// Library, one ISBN at a time. Writes nothing; says what it would create, and why it
/// does not create the others.
public enum ISBNImporter {
    /// What became of one ISBN.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// A new book file, its cover, and why the cover is missing when Open Library has
        /// one that cannot be used.
        case created(book: ImportedFile, cover: ImportedFile?, coverProblem: ToolText?)
        /// The site (or an earlier ISBN of the same import) has the book already.
        case skipped(ToolText)
        /// Open Library has no edition with this ISBN.
        case notFound(ToolText)
        /// The ISBN is not valid, or Open Library's answer could not be used.
        case failed(ToolText)

        /// `created content/books/nada.md and content/books/nada.jpg`, `skipped: …`.
        public var text: ToolText {
            switch self {
            case .created(let book, let cover, let problem):
                if let cover { return ToolText("isbnImport.created.cover", ["book": book.path, "cover": cover.path]) }
                guard let problem else { return ToolText("isbnImport.created.noCover", ["book": book.path]) }
                return ToolText("isbnImport.created.badCover", ["book": book.path], texts: ["problem": problem])
            case .skipped(let reason): return ToolText("isbnImport.skipped", texts: ["reason": reason])
            case .notFound(let reason): return ToolText("isbnImport.notFound", texts: ["reason": reason])
            case .failed(let reason): return ToolText("isbnImport.failed", texts: ["reason": reason])
            }
        }

        /// What became of the ISBN, in English.
        public var description: String { text.english }
    }

    /// One ISBN and what became of it.
    public struct Report: Hashable, Sendable, CustomStringConvertible {
        public let request: ISBNRequest
        public let outcome: Outcome

        /// A report; the CLI makes one when a created book fails the content check.
        public init(request: ISBNRequest, outcome: Outcome) {
            self.request = request
            self.outcome = outcome
        }

        /// `9780439023481: created content/books/the-hunger-games.md …`.
        public var text: ToolText { ToolText("isbnImport.report", ["isbn": request.label], texts: ["outcome": outcome.text]) }

        /// The report in English.
        public var description: String { text.english }
    }

    /// Looks up each ISBN in order and decides what to create. A book is skipped when a
    /// book of the site, or an earlier ISBN of this import, has the same ISBN, the same
    /// title and first author (the duplicate rule of `publish check`), or the same file
    /// name. `slug`, when given, names the file instead of the title (for a single ISBN).
    public static func run(_ requests: [ISBNRequest], site: ImportSite, library: OpenLibrary,
                           slug: String? = nil) -> [Report] {
        var state = State(known: KnownBooks(books: site.books), lookup: ISBNLookup(library: library), site: site)
        return requests.map { Report(request: $0, outcome: state.outcome(for: $0, slug: slug)) }
    }

    /// What the import has decided so far.
    private struct State {
        var known: KnownBooks<String>
        /// Slugs of the books created so far, with the ISBN that made each.
        var slugs: [String: String] = [:]
        /// Every valid ISBN looked at so far, with how it was written first.
        var seen: [String: String] = [:]
        let lookup: ISBNLookup
        let site: ImportSite

        mutating func outcome(for request: ISBNRequest, slug override: String?) -> Outcome {
            let isbn: ISBN
            switch ISBN.parse(request.text) {
            case .success(let parsed): isbn = parsed
            case .failure(.malformed): return .failed(ToolText("isbnImport.malformed"))
            case .failure(.checksum(let expected)): return .failed(ToolText("isbnImport.checksum", ["digit": "\(expected)"]))
            }
            if let origin = known.origin(of: isbn) { return .skipped(Self.sameISBN(origin)) }
            if let earlier = seen[isbn.digits] { return .skipped(ToolText("isbnImport.sameISBNAs", ["isbn": earlier])) }
            seen[isbn.digits] = request.label
            let found: ISBNLookup.Found
            switch lookup.book(isbn) {
            case .success(let book): found = book
            case .failure(.notFound(let url)): return .notFound(ToolText("isbnImport.unknown", ["url": "\(url)"]))
            case .failure(.failed(let reason)): return .failed(reason)
            }
            let edition = found.edition
            if case .sameTitleAndAuthor(let origin) = known.match(isbn: nil, title: edition.title, author: found.authors[0]) {
                return .skipped(Self.sameTitle(origin))
            }
            var slug = override ?? BookListImporter.baseSlug(title: edition.title, authors: found.authors, isbn: isbn)
            if ContentInventory.reservedListSlugs.contains(slug) { slug += "-2" }
            let place = NewBookPlace(slug: slug, site: site)
            if let existing = place.existingBook(on: site) { return .skipped(ToolText("isbnImport.nameTaken", ["path": existing])) }
            let path = place.bookPath
            if let earlier = slugs[slug] { return .skipped(ToolText("isbnImport.nameMade", ["isbn": earlier, "path": path])) }
            let (cover, problem) = coverFile(edition.coverID, place: place)
            let fields = BookFile.Fields(
                title: edition.title, subtitle: edition.subtitle, authors: found.authors, isbn: isbn, pages: edition.pages,
                published: edition.year, language: edition.languages.first.flatMap(MARCLanguage.tag(for:)),
                topics: edition.subjects, cover: cover.map { String($0.path.split(separator: "/").last!) })
            known.add(isbn: isbn, title: edition.title, author: found.authors[0], as: request.label)
            slugs[slug] = request.label
            return .created(book: ImportedFile(path: path, text: BookFile.render(fields)), cover: cover, coverProblem: problem)
        }

        /// The cover file, checked as the build will check it, or why there is none.
        private func coverFile(_ id: Int?, place: NewBookPlace) -> (ImportedFile?, ToolText?) {
            guard let id else { return (nil, nil) }
            let bytes: [UInt8]
            switch lookup.cover(id) {
            case .success(let body): bytes = body
            case .failure(.failed(let reason)): return (nil, reason)
            case .failure(.notFound(let url)): return (nil, ISBNLookup.status(url, 404))
            }
            let name = lookup.library.coverURL(id).absoluteString
            let header: ImageHeader
            switch ImageProbe.check(bytes, extension: "") {
            case .success(let checked): header = checked
            case .failure(let failure): return (nil, failure.message(name: name))
            }
            guard let ext = header.format.properExtension else {
                return (nil, ToolText("isbnImport.coverFormat", ["name": name, "format": header.format.label]))
            }
            let path = place.coverPath(extension: ext)
            guard !site.exists(path) else { return (nil, ToolText("isbnImport.coverTaken", ["path": path])) }
            return (ImportedFile(path: path, bytes: bytes), nil)
        }

        private static func sameISBN(_ origin: KnownBooks<String>.Origin) -> ToolText {
            switch origin {
            case .file(let path): return ToolText("bookList.sameISBN", ["path": path])
            case .earlier(let label): return ToolText("isbnImport.sameISBNAs", ["isbn": label])
            }
        }

        private static func sameTitle(_ origin: KnownBooks<String>.Origin) -> ToolText {
            switch origin {
            case .file(let path): return ToolText("bookList.sameTitleAndAuthor", ["path": path])
            case .earlier(let label): return ToolText("isbnImport.sameTitleAs", ["isbn": label])
            }
        }
    }
}
