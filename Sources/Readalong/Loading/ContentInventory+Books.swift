/// The two forms of a book, `books/<slug>.md` and `books/<slug>/index.md`, and the
/// marginalia only the folder form may hold.
extension ContentInventory {
    /// The books found, with a slug written in both forms reported and kept once (the
    /// file form), and marginalia without a folder-form book reported and left out.
    mutating func settleBookForms(_ found: [(slug: String, path: String)], log: DiagnosticLog) -> [(slug: String, path: String)] {
        let flat = Set(found.filter { !$0.path.hasSuffix("/index.md") }.map(\.slug))
        let books = found.filter { book in
            guard book.path.hasSuffix("/index.md"), flat.contains(book.slug) else { return true }
            log.report(.bookFileAndFolder, at: .file(book.path), ToolText("book.bothForms", ["slug": book.slug]),
                       hint: ToolText("book.bothForms.hint", ["slug": book.slug]))
            return false
        }
        let folders = Set(found.filter { $0.path.hasSuffix("/index.md") }.map(\.slug))
        bookNotes = bookNotes.filter { notes in
            guard !folders.contains(notes.slug) else { return true }
            if flat.contains(notes.slug) {
                log.report(.bookFileAndFolder, at: .file(notes.path), ToolText("book.notesNeedFolder", ["slug": notes.slug]),
                           hint: ToolText("book.notesNeedFolder.hint", ["slug": notes.slug]))
            } else {
                Self.unknownFile(notes.path, log: log, hint: ToolText("book.notesWithoutBook.hint", ["slug": notes.slug]))
            }
            return false
        }
        return books
    }
}
