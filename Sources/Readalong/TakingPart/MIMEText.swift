import Foundation

/// Decoding of the text encodings of e-mail: quoted-printable and base64 bodies (RFC 2045)
/// and encoded words in headers (RFC 2047), in UTF-8, ISO-8859-1, Windows-1252 or ASCII.
enum MIMEText {
    /// The bytes of a quoted-printable body: `=XX` escapes decoded, soft line breaks removed.
    static func quotedPrintable(_ text: String, underscoreIsSpace: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        let input = Array(text.utf8)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "=") {
                if index + 1 < input.count, input[index + 1] == UInt8(ascii: "\n") { index += 2; continue }
                if index + 2 < input.count, input[index + 1] == UInt8(ascii: "\r"), input[index + 2] == UInt8(ascii: "\n") {
                    index += 3
                    continue
                }
                if index + 2 < input.count, let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2]) {
                    bytes.append(high << 4 | low)
                    index += 3
                    continue
                }
            }
            bytes.append(underscoreIsSpace && byte == UInt8(ascii: "_") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return bytes
    }

    /// The bytes of a base64 body (line breaks and other stray characters ignored).
    static func base64(_ text: String) -> [UInt8]? {
        var clean = text.filter { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "/" }
        while clean.count % 4 != 0 { clean += "=" }
        return Data(base64Encoded: clean).map { Array($0) }
    }

    /// Bytes read in a charset (UTF-8 when it names none this reader knows).
    static func string(_ bytes: [UInt8], charset: String?) -> String {
        switch charset?.lowercased() {
        case "iso-8859-1", "latin1", "iso_8859-1", "iso-8859-15":
            return String(decoding: bytes.map { UInt16($0) }, as: UTF16.self)
        case "windows-1252", "cp1252":
            return String(data: Data(bytes), encoding: .windowsCP1252) ?? String(decoding: bytes, as: UTF8.self)
        default:
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A header value with its encoded words (`=?utf-8?Q?Caf=C3=A9?=`, `=?utf-8?B?…?=`)
    /// decoded; the spaces between two encoded words are dropped.
    static func decodingWords(_ header: String) -> String {
        var result = ""
        var rest = Substring(header)
        var pendingSpace = ""
        var lastWasEncoded = false
        while !rest.isEmpty {
            if rest.hasPrefix("=?"), let word = encodedWord(in: rest) {
                if !lastWasEncoded { result += pendingSpace }
                result += word.text
                rest = rest[word.end...]
                pendingSpace = ""
                lastWasEncoded = true
                continue
            }
            let character = rest.removeFirst()
            if character == " " || character == "\t" {
                pendingSpace += String(character)
                continue
            }
            result += pendingSpace + String(character)
            pendingSpace = ""
            lastWasEncoded = false
        }
        return result + (lastWasEncoded ? "" : pendingSpace)
    }

    /// One `=?charset?encoding?text?=` at the start of `text`.
    private static func encodedWord(in text: Substring) -> (text: String, end: Substring.Index)? {
        let parts = text.dropFirst(2).split(separator: "?", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[3].hasPrefix("="), !parts[2].contains(" ") else { return nil }
        let charset = String(parts[0].split(separator: "*").first ?? "")
        let encoded = String(parts[2])
        let bytes: [UInt8]?
        switch parts[1].uppercased() {
        case "B": bytes = base64(encoded)
        case "Q": bytes = quotedPrintable(encoded, underscoreIsSpace: true)
        default: bytes = nil
        }
        guard let bytes else { return nil }
        return (string(bytes, charset: charset), text.index(after: parts[3].startIndex))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
