/// An ISBN names one edition: an edition's ISBN may be neither another edition's (of any
/// book) nor a book's own `isbn:`. Two books sharing one are `DuplicateBookRule`'s (E020).
enum EditionISBNRule {
    private struct Holder {
        let isbn: Located<ISBN>
        let description: ToolText
        let isEdition: Bool
    }

    static func check(_ books: [Book]) -> [Diagnostic] {
        var first: [String: Holder] = [:]
        var diagnostics: [Diagnostic] = []
        for book in books.sorted(by: { $0.path < $1.path }) {
            let own = book.isbn.map { Holder(isbn: $0, description: ToolText("edition.holder.book", ["path": book.path]), isEdition: false) }
            let editions = book.editions.compactMap { edition in
                edition.isbn.map {
                    Holder(isbn: $0, description: ToolText("edition.holder.edition", ["id": edition.id.value, "path": book.path]),
                           isEdition: true)
                }
            }
            for holder in [own].compactMap({ $0 }) + editions {
                guard let earlier = first[holder.isbn.value.digits] else {
                    first[holder.isbn.value.digits] = holder
                    continue
                }
                guard holder.isEdition || earlier.isEdition else { continue }
                diagnostics.append(Diagnostic(.isbnTwice, at: holder.isbn.location,
                                              ToolText("edition.isbnTwice", ["isbn": "\(holder.isbn.value)"], texts: ["other": earlier.description]),
                                              hint: ToolText("edition.isbnTwice.hint")))
            }
        }
        return diagnostics
    }
}
