/// The books an import has seen so far, by ISBN and by folded title and first author: the
/// site's (by file) and the import's own earlier ones (by whatever names them there, a CSV
/// line or an ISBN as written). Books are the same under the rule of `publish check`
/// (E020): same ISBN, or same title and first author after folding case, accents and
/// punctuation.
struct KnownBooks<Earlier> {
    /// Where a book was seen first.
    enum Origin {
        case file(String)
        case earlier(Earlier)
    }

    /// How a new book matches a known one.
    enum Match {
        case sameISBN(Origin)
        case sameTitleAndAuthor(Origin)
    }

    private var byISBN: [String: Origin] = [:]
    private var byTitle: [String: Origin] = [:]

    /// The site's books, the first file (by path) winning.
    init(books: [Book]) {
        for book in books {
            if let isbn = book.isbn?.value.digits, byISBN[isbn] == nil { byISBN[isbn] = .file(book.path) }
            if let author = book.authors.first {
                let key = Self.titleKey(book.title.value, author)
                if byTitle[key] == nil { byTitle[key] = .file(book.path) }
            }
        }
    }

    /// The known book this one is, by ISBN first.
    func match(isbn: ISBN?, title: String, author: String) -> Match? {
        if let isbn, let origin = self.origin(of: isbn) { return .sameISBN(origin) }
        return byTitle[Self.titleKey(title, author)].map(Match.sameTitleAndAuthor)
    }

    /// Where a book with this ISBN was seen.
    func origin(of isbn: ISBN) -> Origin? {
        byISBN[isbn.digits]
    }

    /// Remembers a book of this import.
    mutating func add(isbn: ISBN?, title: String, author: String?, as earlier: Earlier) {
        if let isbn { byISBN[isbn.digits] = .earlier(earlier) }
        if let author { byTitle[Self.titleKey(title, author)] = .earlier(earlier) }
    }

    private static func titleKey(_ title: String, _ author: String) -> String {
        DuplicateBookRule.fold(title) + "\u{1F}" + DuplicateBookRule.fold(author)
    }
}
