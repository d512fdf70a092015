/// The text of `content/books/<slug>.md` for an imported book: front matter only, the
/// description left for an editor to write.
enum BookFile {
    static func render(_ entry: BookListEntry) -> String {
        var text = "---\ntitle: \(YAMLScalar.write(entry.title))\nauthors:\n"
        text += entry.authors.map { "  - \(YAMLScalar.write($0))\n" }.joined()
        if let isbn = entry.isbn { text += "isbn: \(isbn)\n" }
        if let pages = entry.pages { text += "pages: \(pages)\n" }
        if let published = entry.published { text += "published: \(published)\n" }
        if !entry.topics.isEmpty {
            text += "topics:\n" + entry.topics.map { "  - \(YAMLScalar.write($0))\n" }.joined()
        }
        return text + "---\n"
    }
}
