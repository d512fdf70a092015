/// The head of an HTTP/1.x request (request line and header fields), parsed strictly:
/// anything this server cannot read with certainty is a `MalformedRequest`, answered 400.
struct RequestHead: Equatable, Sendable {
    let method: String
    let target: String
    /// `HTTP/1.0`, `HTTP/1.1` or another `HTTP/d.d` (answered 505).
    let version: String
    /// Header fields in order, names lower-cased, values trimmed.
    let fields: [(name: String, value: String)]

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// Every value of the field `name` (lower case).
    func values(of name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    /// Parses the bytes of a head up to and including its blank line. Lines may end in
    /// CRLF or a bare LF; a CR anywhere else, or any other control byte, is refused.
    static func parse(_ bytes: [UInt8]) throws(MalformedRequest) -> RequestHead {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
        }
        // A client may send empty lines before the request line.
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw MalformedRequest("the request is empty") }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw MalformedRequest("the request line is not 'METHOD /path HTTP/1.1'") }
        let method = String(decoding: parts[0], as: UTF8.self)
        guard !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else { throw MalformedRequest("the method is not a word") }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw MalformedRequest("the path holds spaces, control characters or bytes outside ASCII")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard isVersion(parts[2]) else { throw MalformedRequest("'\(version.prefix(16))' is not an HTTP version") }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy(isTokenByte) else {
                throw MalformedRequest("a header line is not 'Name: value'")
            }
            let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                throw MalformedRequest("a header value holds control characters")
            }
            let trimmed = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
            fields.append((String(decoding: line[..<colon], as: UTF8.self).lowercased(), String(decoding: trimmed, as: UTF8.self)))
        }
        return RequestHead(method: method, target: String(decoding: parts[1], as: UTF8.self), version: version, fields: fields)
    }

    /// Where the head ends in `bytes` (just after its blank line), if it is all there.
    static func end(in bytes: [UInt8]) -> Int? {
        var index = bytes.startIndex
        var sawContent = false
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = bytes[index..<newline]
            let blank = line.isEmpty || line == [UInt8(ascii: "\r")]
            if blank, sawContent { return newline + 1 }
            if !blank { sawContent = true }
            index = newline + 1
        }
        return nil
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func isVersion(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = Array(bytes)
        return text.count == 8 && text.starts(with: Array("HTTP/".utf8)) && (0x30...0x39).contains(text[5])
            && text[6] == UInt8(ascii: ".") && (0x30...0x39).contains(text[7])
    }
}

/// Why a request could not be read; the text goes into the 400 answer.
struct MalformedRequest: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
