/// iCalendar (RFC 5545) content lines: folded at 75 octets (never inside a UTF-8 sequence)
/// and ended by CRLF. Values are escaped by `Escaping.icsText` and times written by
/// `UTCTime` before they get here.
enum ICSText {
    /// One content line, folded: at most 75 octets per physical line, continuation lines
    /// starting with a space, each line ended by CRLF.
    static func line(_ content: String) -> String {
        // Most lines are short enough to need no folding.
        if content.utf8.count <= 75 { return content + "\r\n" }
        var result = ""
        var lineLength = 0
        for scalar in content.unicodeScalars {
            let size = UTF8.width(scalar)
            if lineLength + size > 75 {
                result += "\r\n "
                lineLength = 1
            }
            result.unicodeScalars.append(scalar)
            lineLength += size
        }
        return result + "\r\n"
    }
}
