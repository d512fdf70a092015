import Foundation

/// The same book written twice: same ISBN, or same title and first author after folding
/// case, accents and punctuation.
enum DuplicateBookRule {
    static func check(_ books: [Book]) -> [Diagnostic] {
        let log = DiagnosticLog()
        var byISBN: [String: Book] = [:]
        var byTitle: [String: Book] = [:]
        let sorted = books.sorted(by: { $0.path < $1.path })
        let authorKeys = sorted.parallelMap { $0.authors.first.map(fold) }
        for (book, authorKey) in zip(sorted, authorKeys) {
            if let isbn = book.isbn {
                if let first = byISBN[isbn.value.digits] {
                    log.report(.duplicateBook, at: isbn.location,
                               ToolText("book.duplicateISBN", ["isbn": "\(isbn.value)", "path": first.path]),
                               hint: ToolText("book.duplicate.hint"))
                } else {
                    byISBN[isbn.value.digits] = book
                }
            }
            guard let author = book.authors.first, let authorKey else { continue }
            let key = book.titleKey + "\u{1F}" + authorKey
            if let first = byTitle[key] {
                log.report(.duplicateBook, at: book.title.location,
                           ToolText("book.duplicateTitle", ["title": book.title.value, "author": author, "path": first.path]),
                           hint: ToolText("book.duplicate.hint"))
            } else {
                byTitle[key] = book
            }
        }
        return log.entries
    }

    /// Lower case, no accents, letters and digits only, single spaces.
    static func fold(_ text: String) -> String {
        let base = text.unicodeScalars.allSatisfy(\.isASCII)
            ? text.lowercased()
            : text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
        var result = ""
        var pendingSpace = false
        for character in base {
            if character.isLetter || character.isNumber {
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(character)
            } else if character.isWhitespace || character.isPunctuation || character.isSymbol {
                pendingSpace = pendingSpace || character.isWhitespace
            }
        }
        return result
    }
}
