/// The text of `content/books/<slug>.md` for an imported book: front matter only, the
/// description left for an editor to write.
enum BookFile {
    /// The values an import found for a book; absent ones are left out of the file.
    struct Fields {
        var title: String
        var subtitle: String? = nil
        var authors: [String]
        var isbn: ISBN?
        var pages: Int?
        var published: String?
        var language: String? = nil
        var topics: [String]
        /// The cover's file name, beside the book's file.
        var cover: String? = nil
    }

    static func render(_ fields: Fields) -> String {
        var text = "---\ntitle: \(YAMLScalar.write(fields.title))\n"
        if let subtitle = fields.subtitle { text += "subtitle: \(YAMLScalar.write(subtitle))\n" }
        text += "authors:\n" + list(fields.authors)
        if let isbn = fields.isbn { text += "isbn: \(isbn)\n" }
        if let pages = fields.pages { text += "pages: \(pages)\n" }
        if let published = fields.published { text += "published: \(published)\n" }
        if let language = fields.language { text += "language: \(language)\n" }
        if !fields.topics.isEmpty { text += "topics:\n" + list(fields.topics) }
        if let cover = fields.cover { text += "cover: \(cover)\n" }
        return text + "---\n"
    }

    static func render(_ entry: BookListEntry) -> String {
        render(Fields(title: entry.title, authors: entry.authors, isbn: entry.isbn, pages: entry.pages,
                      published: entry.published, topics: entry.topics))
    }

    private static func list(_ values: [String]) -> String {
        values.map { "  - \(YAMLScalar.write($0))\n" }.joined()
    }
}
