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
        while let start = text.range(of: "<label class=\"spoiler\">"),
              let end = text.range(of: "</label>", range: start.upperBound..<text.endIndex) {
            text.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
        }
        var result = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true; result.append(" ") } else if character == ">" { inTag = false } else if !inTag { result.append(character) }
        }
        return Escaping.unescapeHTML(result).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
