/// Where the files of a new book go: `content/books/<slug>.md` and its cover beside it, or,
/// when `content/books/<slug>/` already holds files of that book (its notes, its
/// translations), the folder form `content/books/<slug>/index.md` with the cover inside.
struct NewBookPlace: Sendable, Equatable {
    let slug: String
    /// Whether the book is written in the folder form.
    let inFolder: Bool

    /// The place of a book named `slug` on `site`.
    init(slug: String, site: ImportSite) {
        self.slug = slug
        inFolder = site.hasBookFolder(slug)
    }

    /// The book's file: `content/books/<slug>.md` or `content/books/<slug>/index.md`.
    var bookPath: String { inFolder ? "content/books/\(slug)/index.md" : "content/books/\(slug).md" }

    /// The cover's file, beside the book's file.
    func coverPath(extension ext: String) -> String {
        (inFolder ? "content/books/\(slug)/" : "content/books/") + "\(slug).\(ext)"
    }

    /// The book file of this slug the site has already, in either form.
    func existingBook(on site: ImportSite) -> String? {
        ["content/books/\(slug).md", "content/books/\(slug)/index.md"].first(where: site.exists)
    }

    /// The slug of a book file in either form (`content/books/nada.md`,
    /// `content/books/nada/index.md`).
    static func slug(ofBook path: String) -> String {
        let relative = path.dropFirst("content/books/".count)
        return String(relative.hasSuffix("/index.md") ? relative.dropLast("/index.md".count) : relative.dropLast(".md".count))
    }
}
