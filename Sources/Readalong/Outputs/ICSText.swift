/// The text rules of iCalendar (RFC 5545): TEXT escaping, and content lines folded at 75
/// octets (never inside a UTF-8 sequence) and ended by CRLF.
enum ICSText {
    /// Escapes a TEXT value: backslash, semicolon, comma and newlines.
    static func escape(_ text: String) -> String {
        TextEscaping.escape(text) { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case ";": return "\\;"
            case ",": return "\\,"
            case "\n": return "\\n"
            // Other control characters are not allowed in TEXT (RFC 5545 §3.3.11).
            case _ where scalar.value < 0x20 && scalar != "\t": return ""
            default: return nil
            }
        }
    }

    /// One content line, folded: at most 75 octets per physical line, continuation lines
    /// starting with a space, each line ended by CRLF.
    static func line(_ content: String) -> String {
        var result = ""
        var lineLength = 0
        for scalar in content.unicodeScalars {
            let size = String(scalar).utf8.count
            if lineLength + size > 75 {
                result += "\r\n "
                lineLength = 1
            }
            result.unicodeScalars.append(scalar)
            lineLength += size
        }
        return result + "\r\n"
    }

    /// `20261112T170000Z`.
    static func utc(_ instant: Int) -> String {
        let time = LocalDateTime(date: LocalDate(daysSinceEpoch: Int((Double(instant) / 86_400).rounded(.down))),
                                 secondOfDay: ((instant % 86_400) + 86_400) % 86_400)
        return basicDate(time.date) + "T" + Digits.padded(time.secondOfDay / 3600, 2)
            + Digits.padded(time.secondOfDay / 60 % 60, 2) + Digits.padded(time.secondOfDay % 60, 2) + "Z"
    }

    /// `20261112`.
    static func basicDate(_ date: LocalDate) -> String {
        Digits.padded(date.year, 4) + Digits.padded(date.month, 2) + Digits.padded(date.day, 2)
    }
}
