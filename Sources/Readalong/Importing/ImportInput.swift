/// The text of an imported file: UTF-8 checked, BOM dropped, CRLF folded to LF.
enum ImportInput {
    static func text(_ bytes: [UInt8]) throws(ImportError) -> String {
        switch SourceText.decode(bytes) {
        case .text(let text): return text
        case .invalid(let line, let column, _): throw .notUTF8(line: line, column: column)
        }
    }
}
