/// The text of an imported file: UTF-8 checked, BOM dropped, CRLF folded to LF.
enum ImportInput {
    static func text(_ bytes: [UInt8]) throws(ImportError) -> String {
        switch SourceText.decode(bytes) {
        case .text(let text): return text
        case .invalid(let line, let column, _): throw .notUTF8(line: line, column: column)
        }
    }

    /// A value as one line: single spaces, no control characters, no spaces around.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace })
            .map { $0.filter { !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) } }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}
