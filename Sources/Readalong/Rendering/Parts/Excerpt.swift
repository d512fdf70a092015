import Foundation

/// A plain-text excerpt of Markdown for meta descriptions: the first lines of prose, with
/// spoilers, link destinations, raw HTML and Markdown punctuation left out.
enum Excerpt {
    static func of(_ markdown: String, fallback: String, limit: Int = 160) -> String {
        var text = ""
        var rest = Substring(markdown)
        // Line by line from the top, only as far as the excerpt needs.
        // Counting characters walks the whole text: its bytes, never fewer, are counted first.
        while !rest.isEmpty, text.utf8.count <= limit || text.count <= limit {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? "" : rest[rest.utf8.index(after: end)...]
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("|") else { continue }
            text += (text.isEmpty ? "" : " ") + trimmed(line)
        }
        let stripped = plainText(text)
        guard !stripped.isEmpty else { return fallback }
        return stripped.utf8.count > limit && stripped.count > limit ? String(stripped.prefix(limit - 1)) + "…" : stripped
    }

    /// `line` without the blanks around it (spaces of any width and tabs), as
    /// `CharacterSet.whitespaces` would trim it.
    private static func trimmed(_ line: Substring) -> Substring {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isBlank($0) })!
        return Substring(scalars[first...last])
    }

    /// Markdown as plain text, in one pass over the UTF-8 bytes (every mark it looks for is
    /// ASCII): `||…||` becomes `…`, `](…)` and `<…>` disappear, and so do the characters
    /// Markdown uses for emphasis, code, quotes and links. Calendar descriptions use it too:
    /// raw HTML never reaches them.
    static func plainText(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var index = 0
            func next(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
            func skip(past byte: UInt8) {
                if let end = bytes[index...].firstIndex(of: byte) { index = end + 1 }
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "|") where next(UInt8(ascii: "|")):
                    index += 1
                    if let end = closingBars(in: bytes, from: index) {
                        index = end + 2
                        result.append(contentsOf: "…".utf8)
                    }
                case UInt8(ascii: "]") where next(UInt8(ascii: "(")):
                    skip(past: UInt8(ascii: ")"))
                case UInt8(ascii: "<"):
                    skip(past: UInt8(ascii: ">"))
                case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"):
                    continue
                default:
                    result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Where the next `||` starts.
    private static func closingBars(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < bytes.count - 1 {
            if bytes[index] == UInt8(ascii: "|") && bytes[index + 1] == UInt8(ascii: "|") { return index }
            index += 1
        }
        return nil
    }
}
