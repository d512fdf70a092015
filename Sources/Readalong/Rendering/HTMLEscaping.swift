/// How `{{value}}` is escaped in every template: `<`, `>`, `&`, `"` and `'` become
/// entities.
///
/// The five characters are ASCII, and in UTF-8 an ASCII byte never occurs inside another
/// character's encoding, so working on bytes escapes exactly these characters wherever
/// they are, including a quote followed by a combining accent.
enum HTMLEscaping {
    /// `text` with the five characters escaped.
    static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text`'s UTF-8 bytes to `output` with the five characters escaped.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                entity.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
