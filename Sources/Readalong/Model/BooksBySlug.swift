/// Books found by slug without copying them: the books stay in their array (shared, not
/// copied), and the table maps each slug to its place. A dictionary of ten thousand `Book`
/// values would hold a second copy of every book.
struct BooksBySlug: Sendable {
    private let books: [Book]
    private let places: [String: Int]

    /// Indexes `books`; of two books with the same slug, the first is found.
    init(_ books: [Book]) {
        self.books = books
        var places: [String: Int] = [:]
        places.reserveCapacity(books.count)
        for (place, book) in books.enumerated() where places[book.slug] == nil {
            places[book.slug] = place
        }
        self.places = places
    }

    /// Every slug, in no particular order.
    var slugs: Dictionary<String, Int>.Keys { places.keys }

    /// The book with this slug, if there is one.
    subscript(slug: String) -> Book? {
        places[slug].map { books[$0] }
    }
}
