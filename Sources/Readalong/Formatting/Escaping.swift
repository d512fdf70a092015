import Foundation

/// Every escaper of Readalong, one per format it writes: text is made safe for HTML, XML,
/// iCalendar, JSON, YAML and GitHub's workflow commands here and nowhere else.
///
/// Each rule works scalar by scalar (HTML on bytes, which comes to the same: the characters
/// it replaces are ASCII, and an ASCII byte never occurs inside another character's UTF-8),
/// so a quote followed by a combining accent is escaped like any quote.
public enum Escaping {
    // MARK: Markup

    /// HTML text and attribute values: `<`, `>`, `&`, `"` and `'` become entities
    /// (`&lt;`, `&gt;`, `&amp;`, `&quot;`, `&#39;`).
    public static func html(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendHTML(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`'s UTF-8 bytes to `output`, escaped as `html` does: the form templates
    /// use, writing straight into the page.
    static func appendHTML(_ text: String, to output: inout [UInt8]) {
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

    /// XML 1.0 text and attribute values (the Atom feed, the sitemap, redirect pages): the
    /// five entities, `'` as `&apos;`; control characters other than tab and newline,
    /// which XML does not allow, are dropped.
    public static func xml(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": return ""
            default: return nil
            }
        }
    }

    // MARK: Data formats

    /// A JSON string literal, quotes included. `"`, `\` and control characters are escaped,
    /// and so are U+2028 and U+2029 (which end a line in older JavaScript). `inScript` also
    /// writes `<` as `\u003c`, so that the literal can stand in an HTML `<script>`.
    public static func jsonString(_ text: String, inScript: Bool = false) -> String {
        let body = replacing(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            case "<" where inScript: return "\\u003c"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
        return "\"" + body + "\""
    }

    /// An iCalendar TEXT value (RFC 5545 §3.3.11): backslash, `;`, `,` and line breaks
    /// escaped; other control characters but tab, which TEXT does not allow, dropped.
    static func icsText(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case ";": return "\\;"
            case ",": return "\\,"
            case "\n": return "\\n"
            case _ where scalar.value < 0x20 && scalar != "\t": return ""
            default: return nil
            }
        }
    }

    /// A YAML double-quoted scalar, quotes included, for text without line breaks or
    /// control characters: only `\` and `"` need escaping.
    static func yamlDoubleQuoted(_ text: String) -> String {
        "\"" + replacing(text) { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            default: return nil
            }
        } + "\""
    }

    // MARK: GitHub workflow commands

    /// The message of a workflow command (`::error …::message`), escaped the way the Actions
    /// runner unescapes it: `%`, CR and LF as `%25`, `%0D` and `%0A`.
    static func workflowMessage(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "%": return "%25"
            case "\r": return "%0D"
            case "\n": return "%0A"
            default: return nil
            }
        }
    }

    /// A property of a workflow command (`file=…`), which also may not hold `:` or `,`.
    static func workflowProperty(_ text: String) -> String {
        replacing(workflowMessage(text)) { scalar in
            switch scalar {
            case ":": return "%3A"
            case ",": return "%2C"
            default: return nil
            }
        }
    }

    // MARK: Addresses

    /// A value of a URL query, percent-encoded: everything but ASCII letters, digits and
    /// `-._~` (so `&`, `=`, `+`, `?` and `/` too), each byte of its UTF-8 as `%XX`.
    static func queryValue(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.contains(where: { !isQueryValueByte($0) }) else { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * 3)
        for byte in bytes {
            if isQueryValueByte(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a byte of UTF-8 stays as it is in a query value: ASCII letters, digits and `-._~`.
    private static func isQueryValueByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    // MARK: Reading back

    /// The text of HTML that `html` escaped: its five entities turned back into characters,
    /// in one pass (so `&amp;lt;` reads as `&lt;`). Used where rendered Markdown is made
    /// searchable; other entities are left as they are, since cmark-gfm writes only these.
    static func unescapeHTML(_ html: String) -> String {
        let bytes = Array(html.utf8)
        guard bytes.contains(UInt8(ascii: "&")) else { return html }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        // One pass: a replacement is never looked at again, so `&amp;lt;` gives `&lt;`.
        scan: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&") {
                for (entity, byte) in htmlEntities where bytes[index...].starts(with: entity) {
                    result.append(byte)
                    index += entity.count
                    continue scan
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The entities `html(_:)` writes, as bytes, with the character each stands for.
    private static let htmlEntities: [([UInt8], UInt8)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
        .map { (Array($0.0.utf8), $0.1.utf8.first!) }

    // MARK: The shared loop

    /// `text` with each scalar replaced by `rule(scalar)` when that gives a string (an empty
    /// one drops the scalar), kept as it is when it gives `nil`.
    private static func replacing(_ text: String, _ rule: (Unicode.Scalar) -> String?) -> String {
        // Most text needs nothing replaced: it is returned as it is, without a copy.
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { rule($0) != nil }) else { return text }
        var result = String(scalars[..<first])
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in scalars[first...] {
            if let replacement = rule(scalar) {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
