import Foundation

/// An e-mail message (RFC 5322 with MIME): its headers and the text of its text/plain part.
struct EmailMessage {
    /// Header fields by lower-case name (the first of each), unfolded, encoded words decoded.
    let headers: [String: String]
    /// The text/plain body, decoded (empty when the message has none).
    let text: String

    init(_ raw: String) {
        let normalized = raw.replacingOccurrences(of: "\r\n", with: "\n")
        let (headers, body) = Self.split(normalized)
        self.headers = headers
        self.text = Self.plainText(headers: headers, body: body) ?? ""
    }

    /// The sender's address: the one between angle brackets, or the whole `From:` value
    /// without its comments; an address in the display name alone does not count.
    var senderAddress: String? {
        guard let from = headers["from"] else { return nil }
        if let open = from.lastIndex(of: "<"), let close = from.lastIndex(of: ">"), open < close {
            return String(from[from.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
        }
        var bare = ""
        var depth = 0
        for character in from {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { bare.append(character) }
        }
        return bare.trimmingCharacters(in: .whitespaces)
    }

    /// The headers (unfolded, by lower-case name, first kept) and the body after the blank line.
    private static func split(_ text: String) -> ([String: String], String) {
        var headers: [String: String] = [:]
        var current: (name: String, value: String)?
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        func finish() {
            if let current, headers[current.name] == nil { headers[current.name] = MIMEText.decodingWords(current.value) }
        }
        while let line = lines.first {
            lines = lines.dropFirst()
            if line.isEmpty { break }
            if line.first == " " || line.first == "\t" {
                current?.value += " " + line.trimmingCharacters(in: .whitespaces)
                continue
            }
            finish()
            guard let colon = line.firstIndex(of: ":") else { current = nil; continue }
            current = (line[..<colon].trimmingCharacters(in: .whitespaces).lowercased(),
                       line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        finish()
        return (headers, lines.joined(separator: "\n"))
    }

    /// The decoded text of the first text/plain part (the body itself when it is one).
    private static func plainText(headers: [String: String], body: String) -> String? {
        let type = ContentType(headers["content-type"] ?? "text/plain")
        if type.value.hasPrefix("multipart/"), let boundary = type.parameters["boundary"] {
            for part in parts(of: body, boundary: boundary) {
                let (partHeaders, partBody) = split(part)
                if let text = plainText(headers: partHeaders, body: partBody) { return text }
            }
            return nil
        }
        guard type.value == "text/plain" else { return nil }
        let bytes: [UInt8]
        switch headers["content-transfer-encoding"]?.lowercased() {
        case "quoted-printable": bytes = MIMEText.quotedPrintable(body)
        case "base64": bytes = MIMEText.base64(body) ?? []
        default: bytes = Array(body.utf8)
        }
        return MIMEText.string(bytes, charset: type.parameters["charset"])
    }

    /// The parts between `--boundary` lines, up to `--boundary--`.
    private static func parts(of body: String, boundary: String) -> [String] {
        var parts: [String] = []
        var current: [Substring]?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "--" + boundary + "--" { break }
            if trimmed == "--" + boundary {
                if let current { parts.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current?.append(line)
            }
        }
        if let current { parts.append(current.joined(separator: "\n")) }
        return parts
    }

    /// A `Content-Type` value: the lower-case type and its parameters.
    private struct ContentType {
        let value: String
        let parameters: [String: String]

        init(_ header: String) {
            let pieces = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            value = pieces.first?.lowercased() ?? "text/plain"
            var parameters: [String: String] = [:]
            for piece in pieces.dropFirst() {
                guard let equals = piece.firstIndex(of: "=") else { continue }
                let name = piece[..<equals].lowercased()
                parameters[name] = piece[piece.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            self.parameters = parameters
        }
    }
}
