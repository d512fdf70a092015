/// A file of a book written in the folder form: `<slug>/index.md` (the book) or
/// `<slug>/notes.md` (its marginalia), relative to `content/books/`.
struct BookFolderFile: Equatable {
    let slug: String
    /// `notes.md` rather than `index.md`.
    let isNotes: Bool

    /// The folder file `relative` names, or `nil` for any other path.
    init?(_ relative: Substring) {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1] == "index.md" || parts[1] == "notes.md" else { return nil }
        slug = String(parts[0])
        isNotes = parts[1] == "notes.md"
    }
}
