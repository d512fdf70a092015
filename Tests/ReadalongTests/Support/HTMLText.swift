import Foundation

/// Reads published pages the way a reader (or a screen reader) meets them: the text of
/// `<main>` without markup or what is hidden from assistive technology, and the rounds of a
/// pick's result tables.
enum HTMLText {
    /// One round table of a pick page: its caption, each row's text, and the sentence under it.
    struct Round: Equatable {
        let caption: String
        let rows: [String]
        let outcome: String
    }

    /// The text of the page's `<main>`, with single spaces.
    static func main(of page: String) -> String {
        guard let start = page.range(of: "<main"), let end = page.range(of: "</main>", range: start.upperBound..<page.endIndex) else {
            return ""
        }
        return text(of: String(page[start.lowerBound..<end.upperBound]))
    }

    /// The text of a piece of HTML: elements hidden with `aria-hidden="true"` dropped, tags
    /// turned into spaces, the entities the templates write decoded, blanks collapsed.
    static func text(of html: String) -> String {
        var text = html
        for tag in ["a", "span", "svg"] {
            text = text.replacingOccurrences(of: "<\(tag)\\b[^>]*aria-hidden=\"true\"[^>]*>.*?</\(tag)>", with: " ",
                                             options: .regularExpression)
        }
        text = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        for (entity, character) in [("&#39;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The rounds of a pick page, in order.
    static func rounds(in page: String) -> [Round] {
        blocks(of: "<div class=\"pick-round\">", until: "</div>", in: page).map { block in
            let caption = blocks(of: "<caption>", until: "</caption>", in: block).first ?? ""
            let body = blocks(of: "<tbody>", until: "</tbody>", in: block).first ?? ""
            let outcome = blocks(of: "<p class=\"pick-outcome\">", until: "</p>", in: block).first ?? ""
            return Round(caption: text(of: caption), rows: blocks(of: "<tr", until: "</tr>", in: body).map { text(of: "<tr" + $0) },
                         outcome: text(of: outcome))
        }
    }

    /// The text between each `open` and the next `close`.
    private static func blocks(of open: String, until close: String, in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: open), let end = rest.range(of: close, range: start.upperBound..<rest.endIndex) {
            found.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }
}
