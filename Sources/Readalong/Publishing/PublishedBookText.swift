/// A book's words as every page shows them: title, authors (joined with commas) and
/// subtitle, filtered for publishing once per build. A book is named on its own page, on
/// `/books/`, on each of its genres and topics and wherever a room or list names it.
struct PublishedBookText: Sendable {
    let title: String
    let authors: String
    let subtitle: String?

    init(_ book: Book, markdown: MarkdownRenderer) {
        title = markdown.text(book.title.value)
        authors = markdown.text(book.authors.joined(separator: ", "))
        subtitle = book.subtitle.map(markdown.text)
    }

    /// The words of every book of `books`, by slug (the first book of a slug), filtered in
    /// parallel.
    static func bySlug(_ books: [Book], markdown: MarkdownRenderer) -> [String: PublishedBookText] {
        let texts = books.parallelMap { PublishedBookText($0, markdown: markdown) }
        return Dictionary(zip(books.map(\.slug), texts), uniquingKeysWith: { first, _ in first })
    }
}
