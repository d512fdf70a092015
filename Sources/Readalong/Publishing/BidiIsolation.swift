/// Direction for the HTML of a message that mixes right-to-left writing (Hebrew, Arabic…)
/// with left-to-right writing (Spanish, Catalan…). The message's box takes one direction
/// from its first letter, so a Spanish sentence after a Hebrew greeting would be laid out
/// right to left and its punctuation would jump. Here each paragraph and list item takes the
/// direction most of its letters have, and every run of the other direction inside it is
/// isolated (`<bdi>`), so each reads in its own order. HTML without right-to-left letters is
/// returned as it is.
enum BidiIsolation {
    /// `html` (as cmark-gfm writes it) with each `<p>` and `<li>` directed and the runs of
    /// its minority direction isolated.
    static func isolate(_ html: String) -> String {
        guard html.unicodeScalars.contains(where: isRightToLeft) else { return html }
        var result = ""
        var rest = Substring(html)
        while let open = nextBlock(in: rest) {
            result += rest[..<open.range.lowerBound]
            guard let close = rest[open.range.upperBound...].range(of: "</\(open.tag)>") else {
                rest = rest[open.range.lowerBound...]
                break
            }
            let inner = rest[open.range.upperBound..<close.lowerBound]
            let rightToLeft = majorityIsRightToLeft(inner)
            result += "<\(open.tag) dir=\"\(rightToLeft ? "rtl" : "ltr")\">" + isolateRuns(inner, baseIsRightToLeft: rightToLeft)
            rest = rest[close.lowerBound...]
        }
        return result + rest
    }

    /// The next `<p>` or `<li>` opening tag (as cmark-gfm writes them, without attributes).
    private static func nextBlock(in text: Substring) -> (tag: String, range: Range<Substring.Index>)? {
        let found = ["p", "li"].compactMap { tag in text.range(of: "<\(tag)>").map { (tag: tag, range: $0) } }
        return found.min { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether the block's text (its tags left out) has more right-to-left letters than others.
    private static func majorityIsRightToLeft(_ block: Substring) -> Bool {
        var (rightToLeft, leftToRight) = (0, 0)
        forEachText(of: block) { text in
            for unit in units(of: text) where unit.letter {
                if unit.rightToLeft { rightToLeft += 1 } else { leftToRight += 1 }
            }
        }
        return rightToLeft > leftToRight
    }

    /// The block with each run of letters of the other direction than its base wrapped in
    /// `<bdi>`: a run holds the spaces and marks between its letters, not those around it.
    /// Runs never cross a tag.
    private static func isolateRuns(_ block: Substring, baseIsRightToLeft: Bool) -> String {
        var result = ""
        var index = block.startIndex
        while index < block.endIndex {
            if block[index] == "<", let end = block[index...].firstIndex(of: ">") {
                result += block[index...end]
                index = block.index(after: end)
                continue
            }
            let end = block[index...].firstIndex(of: "<") ?? block.endIndex
            result += isolateRuns(inText: block[index..<end], baseIsRightToLeft: baseIsRightToLeft)
            index = end
        }
        return result
    }

    private static func isolateRuns(inText text: Substring, baseIsRightToLeft: Bool) -> String {
        let units = units(of: text)
        let isMinority = { (unit: Unit) in unit.letter && unit.rightToLeft != baseIsRightToLeft }
        let isMajority = { (unit: Unit) in unit.letter && unit.rightToLeft == baseIsRightToLeft }
        var result = ""
        var position = 0
        while position < units.count {
            guard isMinority(units[position]) else {
                result += units[position].text
                position += 1
                continue
            }
            var last = position
            var probe = position + 1
            while probe < units.count, !isMajority(units[probe]) {
                if isMinority(units[probe]) { last = probe }
                probe += 1
            }
            result += "<bdi>" + units[position...last].map(\.text).joined() + "</bdi>"
            position = last + 1
        }
        return result
    }

    /// A character of text, or a whole character reference (an escaped ampersand, say), which is no letter.
    private struct Unit {
        let text: Substring
        let letter: Bool
        let rightToLeft: Bool
    }

    private static func units(of text: Substring) -> [Unit] {
        var units: [Unit] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let end = text[index...].firstIndex(of: ";") {
                units.append(Unit(text: text[index...end], letter: false, rightToLeft: false))
                index = text.index(after: end)
                continue
            }
            let next = text.index(after: index)
            let scalar = text[index].unicodeScalars.first!
            units.append(Unit(text: text[index..<next], letter: scalar.properties.isAlphabetic, rightToLeft: isRightToLeft(scalar)))
            index = next
        }
        return units
    }

    /// Calls `body` on each stretch of text between the tags of `html`.
    private static func forEachText(of html: Substring, _ body: (Substring) -> Void) {
        var inTag = false
        var start = html.startIndex
        for index in html.indices {
            if html[index] == "<", !inTag {
                body(html[start..<index])
                inTag = true
            } else if html[index] == ">", inTag {
                inTag = false
                start = html.index(after: index)
            }
        }
        if !inTag { body(html[start...]) }
    }

    /// Letters of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// presentation forms.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }
}
