/// One chunk file of a search index: its JSON, and the texts the search page compares with
/// a query, from which the shards are made (a chat message; a site entry's title, detail
/// and kind).
struct SearchChunk: Sendable {
    let json: String
    let texts: [String]

    /// A JSON array, one element a line.
    static func array(_ elements: [String]) -> String {
        elements.isEmpty ? "[]\n" : "[\n" + elements.joined(separator: ",\n") + "\n]\n"
    }
}

/// The words of rendered Markdown, for searching: inline spoilers dropped with their
/// cover, tags removed, entities decoded, white space folded.
enum SearchText {
    static func plain(fromHTML html: String) -> String {
        var text = html
        // Bytes first: Foundation's search folds Unicode, and most messages have no spoiler.
        while ByteSearch.contains("<label class=\"spoiler\">", in: text), let start = text.range(of: "<label class=\"spoiler\">"),
              let end = text.range(of: "</label>", range: start.upperBound..<text.endIndex) {
            text.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
        }
        // Below U+0300 (no lead byte from 0xCC up) every character is one code point: no
        // combining mark can join a `<` or `>`, so bytes give what characters give.
        if text.utf8.allSatisfy({ $0 < 0xCC }) { return plainBytes(text) }
        var result = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true; result.append(" ") } else if character == ">" { inTag = false } else if !inTag { result.append(character) }
        }
        return Escaping.unescapeHTML(result).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `plain(fromHTML:)` for text without code points from U+0300 up, on bytes: tags become
    /// a space, entities are decoded, and runs of white space (ASCII's, U+0085 and U+00A0)
    /// become one space, with none at either end.
    private static func plainBytes(_ html: String) -> String {
        var stripped: [UInt8] = []
        stripped.reserveCapacity(html.utf8.count)
        var inTag = false
        for byte in html.utf8 {
            if byte == UInt8(ascii: "<") { inTag = true; stripped.append(0x20) } else if byte == UInt8(ascii: ">") { inTag = false } else if !inTag { stripped.append(byte) }
        }
        let decoded = Array(Escaping.unescapeHTML(String(decoding: stripped, as: UTF8.self)).utf8)
        var result: [UInt8] = []
        result.reserveCapacity(decoded.count)
        var index = 0
        var pendingSpace = false
        while index < decoded.count {
            let byte = decoded[index]
            let width = byte == 0xC2 && index + 1 < decoded.count && (decoded[index + 1] == 0x85 || decoded[index + 1] == 0xA0) ? 2
                : (byte == 0x20 || (0x09...0x0D).contains(byte)) ? 1 : 0
            if width > 0 {
                pendingSpace = !result.isEmpty
                index += width
                continue
            }
            if pendingSpace { result.append(0x20) }
            pendingSpace = false
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
