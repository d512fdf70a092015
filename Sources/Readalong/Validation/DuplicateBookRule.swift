import Foundation

/// The same book written twice: same ISBN, or same title and first author after folding
/// case, accents and punctuation.
enum DuplicateBookRule {
    static func check(_ books: [Book]) -> [Diagnostic] {
        let log = DiagnosticLog()
        // The path of the first book of each ISBN and of each title and author: paths, not
        // books, so that ten thousand books are not copied into the tables.
        var byISBN: [String: String] = [:]
        var byTitle: [String: String] = [:]
        let order = books.indices.sorted { books[$0].path < books[$1].path }
        let authorKeys = order.parallelMap { books[$0].authors.first.map(fold) }
        for (index, authorKey) in zip(order, authorKeys) {
            let book = books[index]
            if let isbn = book.isbn {
                let digits = isbn.value.digits
                if let first = byISBN[digits] {
                    log.report(.duplicateBook, at: isbn.location,
                               ToolText("book.duplicateISBN", ["isbn": "\(isbn.value)", "path": first]),
                               hint: ToolText("book.duplicate.hint"))
                } else {
                    byISBN[digits] = book.path
                }
            }
            guard let author = book.authors.first, let authorKey else { continue }
            let key = book.titleKey + "\u{1F}" + authorKey
            if let first = byTitle[key] {
                log.report(.duplicateBook, at: book.title.location,
                           ToolText("book.duplicateTitle", ["title": book.title.value, "author": author, "path": first]),
                           hint: ToolText("book.duplicate.hint"))
            } else {
                byTitle[key] = book.path
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
