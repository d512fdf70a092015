/// `publish import isbn` and `publish new book --isbn`: book files and covers from Open
/// Library, one ISBN at a time. Writes nothing; says what it would create, and why it
/// does not create the others.
public enum ISBNImporter {
    /// What became of one ISBN.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// A new book file, its cover, and why the cover is missing when Open Library has
        /// one that cannot be used.
        case created(book: ImportedFile, cover: ImportedFile?, coverProblem: String?)
        /// The site (or an earlier ISBN of the same import) has the book already.
        case skipped(String)
        /// Open Library has no edition with this ISBN.
        case notFound(String)
        /// The ISBN is not valid, or Open Library's answer could not be used.
        case failed(String)

        /// `created content/books/nada.md and content/books/nada.jpg`, `skipped: …`.
        public var description: String {
            switch self {
            case .created(let book, let cover, let problem):
                if let cover { return "created \(book.path) and \(cover.path)" }
                return "created \(book.path)" + (problem.map { " without a cover: \($0)" } ?? " (Open Library has no cover)")
            case .skipped(let reason): return "skipped: \(reason)"
            case .notFound(let reason): return "not found: \(reason)"
            case .failed(let reason): return "failed: \(reason)"
            }
        }
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
        public var description: String { "\(request.label): \(outcome)" }
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
            case .failure(.malformed): return .failed("not an ISBN: an ISBN has 10 or 13 digits (the last of ten may be X)")
            case .failure(.checksum(let expected)): return .failed("not a valid ISBN: its check digit should be \(expected)")
            }
            if let origin = known.origin(of: isbn) { return .skipped(Self.sameISBN(origin)) }
            if let earlier = seen[isbn.digits] { return .skipped("the same ISBN as \(earlier)") }
            seen[isbn.digits] = request.label
            let found: ISBNLookup.Found
            switch lookup.book(isbn) {
            case .success(let book): found = book
            case .failure(.notFound(let url)): return .notFound("Open Library has no book with this ISBN (\(url) answered 404)")
            case .failure(.failed(let reason)): return .failed(reason)
            }
            let edition = found.edition
            if case .sameTitleAndAuthor(let origin) = known.match(isbn: nil, title: edition.title, author: found.authors[0]) {
                return .skipped(Self.sameTitle(origin))
            }
            var slug = override ?? BookListImporter.baseSlug(title: edition.title, authors: found.authors, isbn: isbn)
            if ContentInventory.reservedListSlugs.contains(slug) { slug += "-2" }
            let path = "content/books/\(slug).md"
            if site.exists(path) { return .skipped("\(path) exists already (a book of the same name)") }
            if let earlier = slugs[slug] { return .skipped("\(earlier) makes \(path) already") }
            let (cover, problem) = coverFile(edition.coverID, slug: slug)
            let fields = BookFile.Fields(
                title: edition.title, subtitle: edition.subtitle, authors: found.authors, isbn: isbn, pages: edition.pages,
                published: edition.year, language: edition.languages.first.flatMap(MARCLanguage.tag(for:)),
                topics: edition.subjects, cover: cover.map { String($0.path.dropFirst("content/books/".count)) })
            known.add(isbn: isbn, title: edition.title, author: found.authors[0], as: request.label)
            slugs[slug] = request.label
            return .created(book: ImportedFile(path: path, text: BookFile.render(fields)), cover: cover, coverProblem: problem)
        }

        /// The cover file, checked as the build will check it, or why there is none.
        private func coverFile(_ id: Int?, slug: String) -> (ImportedFile?, String?) {
            guard let id else { return (nil, nil) }
            let bytes: [UInt8]
            switch lookup.cover(id) {
            case .success(let body): bytes = body
            case .failure(.failed(let reason)): return (nil, reason)
            case .failure(.notFound(let url)): return (nil, "\(url) answered HTTP 404")
            }
            let name = lookup.library.coverURL(id).absoluteString
            let header: ImageHeader
            switch ImageProbe.check(bytes, extension: "") {
            case .success(let checked): header = checked
            case .failure(let failure): return (nil, failure.message(name: name).english)
            }
            guard let ext = header.format.properExtension else {
                return (nil, "the image '\(name)' is \(header.format.label), which a site does not publish")
            }
            let path = "content/books/\(slug).\(ext)"
            guard !site.exists(path) else { return (nil, "\(path) exists already") }
            return (ImportedFile(path: path, bytes: bytes), nil)
        }

        private static func sameISBN(_ origin: KnownBooks<String>.Origin) -> String {
            switch origin {
            case .file(let path): return "\(path) has the same ISBN"
            case .earlier(let label): return "the same ISBN as \(label)"
            }
        }

        private static func sameTitle(_ origin: KnownBooks<String>.Origin) -> String {
            switch origin {
            case .file(let path): return "\(path) has the same title and first author"
            case .earlier(let label): return "the same title and first author as \(label)"
            }
        }
    }
}
