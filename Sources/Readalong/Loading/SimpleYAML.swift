/// A fast reader for the plain shapes of YAML that front matter and schedules almost always
/// take: block maps and lists, and one-line values (plain, quoted, or flow lists and maps of
/// such values).
///
/// For those shapes it gives the very tree Yams gives, positions included, in a fraction of
/// the time. Anything else makes it decline (`nil`): comments, values over several lines,
/// empty values, anchors, tags, duplicate keys, tabs, unusual characters. Yams then reads
/// the text and reports whatever is wrong with it.
struct SimpleYAML {
    /// A line with something on it: where its bytes start and end (trailing blanks cut), its
    /// indentation, and its 1-based number in the text.
    private struct Line {
        let start: Int
        let end: Int
        let indent: Int
        let number: Int
    }

    /// Deeper nesting than this is left to Yams.
    private static let maximumDepth = 16

    /// Yams (libyaml) reads `name:` as a key only when the colon comes at most this many
    /// characters after the key's start; a longer one is an error there.
    private static let maximumKeyLength = 1024

    private let bytes: [UInt8]
    private let lineOffset: Int
    private var lines: [Line] = []
    /// The line being read.
    private var current = 0
    private var depth = 0

    /// The tree of `yaml`, whose first line is line `firstLine` of its file; `nil` when the
    /// text is not of the plain shapes this reader knows.
    static func parse(_ yaml: String, firstLine: Int) -> YAMLNode? {
        guard var reader = SimpleYAML(Array(yaml.utf8), lineOffset: firstLine - 1),
              let first = reader.lines.first,
              let root = reader.node(indent: first.indent),
              reader.current == reader.lines.count else { return nil }
        return root
    }

    private init?(_ bytes: [UInt8], lineOffset: Int) {
        self.bytes = bytes
        self.lineOffset = lineOffset
        var start = 0
        var number = 1
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
                guard Self.isAllowed(at: end, in: bytes) else { return nil }
                end += 1
            }
            var indent = 0
            while start + indent < end, bytes[start + indent] == UInt8(ascii: " ") { indent += 1 }
            var trimmed = end
            while trimmed > start + indent, bytes[trimmed - 1] == UInt8(ascii: " ") { trimmed -= 1 }
            if start + indent < trimmed {
                guard bytes[start + indent] != UInt8(ascii: "#") else { return nil }
                lines.append(Line(start: start, end: trimmed, indent: indent, number: number))
            }
            start = end + 1
            number += 1
        }
    }

    /// Control characters (tabs and carriage returns included) and the characters YAML
    /// treats specially (C1 controls with NEL, line and paragraph separators, byte-order
    /// marks, non-characters) are left to Yams.
    private static func isAllowed(at index: Int, in bytes: [UInt8]) -> Bool {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return false }
        guard byte >= 0xC2, index + 1 < bytes.count else { return true }
        let next = bytes[index + 1]
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch byte {
        case 0xC2: return !(0x80...0x9F).contains(next)
        case 0xE2: return !(next == 0x80 && (third == 0xA8 || third == 0xA9))
        case 0xEF: return !((next == 0xBB && third == 0xBF) || (next == 0xBF && (third == 0xBE || third == 0xBF)))
        default: return true
        }
    }

    // MARK: Block structure

    /// The map or list whose lines start at the current line, indented by `indent`.
    private mutating func node(indent: Int) -> YAMLNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        let line = lines[current]
        return isEntry(line, at: line.start + indent) ? sequence(indent: indent) : mapping(indent: indent, firstKey: nil)
    }

    /// `- item` lines at `indent`.
    private mutating func sequence(indent: Int) -> YAMLNode? {
        let mark = lines[current]
        var items: [YAMLNode] = []
        while current < lines.count, lines[current].indent == indent {
            let line = lines[current]
            guard isEntry(line, at: line.start + indent) else { break }
            var position = line.start + indent + 1
            while position < line.end, bytes[position] == UInt8(ascii: " ") { position += 1 }
            guard position < line.end else { return nil }
            if keyEnd(in: line, from: position) != nil {
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maximumDepth,
                      let map = mapping(indent: position - line.start, firstKey: position) else { return nil }
                items.append(map)
            } else {
                guard let value = inlineValue(in: line, from: position) else { return nil }
                items.append(value)
                current += 1
                guard current == lines.count || lines[current].indent <= indent else { return nil }
            }
        }
        return node(.sequence(items), line: mark, at: mark.start + indent)
    }

    /// `key: value` lines at `indent`; in a list item the first key stands after the dash,
    /// at `firstKey`.
    private mutating func mapping(indent: Int, firstKey: Int?) -> YAMLNode? {
        var pairs: [YAMLPair] = []
        var names = Set<String>()
        var pendingKey = firstKey
        while current < lines.count {
            let line = lines[current]
            let position: Int
            if let key = pendingKey {
                position = key
                pendingKey = nil
            } else {
                guard line.indent == indent, !isEntry(line, at: line.start + indent) else { break }
                position = line.start + indent
            }
            guard let colon = keyEnd(in: line, from: position) else { return nil }
            let name = String(decoding: bytes[position..<colon], as: UTF8.self)
            guard names.insert(name).inserted else { return nil }
            let key = node(.scalar(name, .plain), line: line, at: position)
            var start = colon + 1
            while start < line.end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            current += 1
            let value: YAMLNode
            if start < line.end {
                guard let inline = inlineValue(in: line, from: start),
                      current == lines.count || lines[current].indent <= indent else { return nil }
                value = inline
            } else {
                // The value is a block below (a list may stand at the key's own indentation).
                guard current < lines.count else { return nil }
                let next = lines[current]
                if next.indent > indent, let nested = node(indent: next.indent) {
                    value = nested
                } else if next.indent == indent, isEntry(next, at: next.start + indent), let list = sequence(indent: indent) {
                    value = list
                } else {
                    return nil
                }
            }
            pairs.append(YAMLPair(key: key, value: value))
        }
        guard let first = pairs.first else { return nil }
        return YAMLNode(content: .mapping(pairs), line: first.key.line, column: first.key.column)
    }

    /// Whether a list entry (`-` then a blank or the end of the line) starts at `position`.
    private func isEntry(_ line: Line, at position: Int) -> Bool {
        position < line.end && bytes[position] == UInt8(ascii: "-")
            && (position + 1 == line.end || bytes[position + 1] == UInt8(ascii: " "))
    }

    /// The position of the colon of a key written at `position` (letters, digits, `_` and
    /// inner `-`, then `:` and a blank or the end of the line); `nil` when there is none.
    private func keyEnd(in line: Line, from position: Int) -> Int? {
        var index = position
        while index < line.end, Self.isKeyByte(bytes[index], first: index == position) { index += 1 }
        guard index > position, index - position <= Self.maximumKeyLength, index < line.end, bytes[index] == UInt8(ascii: ":"),
              index + 1 == line.end || bytes[index + 1] == UInt8(ascii: " ") else { return nil }
        return index
    }

    private static func isKeyByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): return true
        case UInt8(ascii: "-"): return !first
        default: return false
        }
    }

    // MARK: One-line values

    /// A value that runs from `position` to the end of the line.
    private func inlineValue(in line: Line, from position: Int) -> YAMLNode? {
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "["), UInt8(ascii: "{"):
            guard let (value, end) = flowValue(in: line, from: position, nested: false), end == line.end else { return nil }
            return value
        default:
            guard !Self.isIndicator(bytes[position]) else { return nil }
            for index in position..<line.end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "#") { return nil }
                if byte == UInt8(ascii: ":"), index + 1 == line.end || bytes[index + 1] == UInt8(ascii: " ") { return nil }
            }
            return node(.scalar(text(position..<line.end), .plain), line: line, at: position)
        }
    }

    /// A quoted text, or (unless `nested`) a flow list or map; with the position after it.
    private func flowValue(in line: Line, from position: Int, nested: Bool) -> (YAMLNode, Int)? {
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard let (text, end) = quoted(in: line, from: position) else { return nil }
            return (node(.scalar(text, .quoted), line: line, at: position), end)
        case UInt8(ascii: "[") where !nested:
            return flowSequence(in: line, from: position)
        case UInt8(ascii: "{") where !nested:
            return flowMapping(in: line, from: position)
        default:
            return nil
        }
    }

    /// `[item, item]` on one line.
    private func flowSequence(in line: Line, from position: Int) -> (YAMLNode, Int)? {
        guard let (items, end) = flowEntries(in: line, from: position, closing: UInt8(ascii: "]"),
                                             entry: { flowScalar(in: line, from: $0) }) else { return nil }
        return (node(.sequence(items), line: line, at: position), end)
    }

    /// `{key: value, key: value}` on one line.
    private func flowMapping(in line: Line, from position: Int) -> (YAMLNode, Int)? {
        var names = Set<String>()
        let pairs = flowEntries(in: line, from: position, closing: UInt8(ascii: "}")) { start -> (YAMLPair, Int)? in
            guard let colon = keyEnd(in: line, from: start), colon + 1 < line.end else { return nil }
            let name = String(decoding: bytes[start..<colon], as: UTF8.self)
            guard names.insert(name).inserted,
                  let (value, end) = flowScalar(in: line, from: skipBlanks(in: line, from: colon + 1)) else { return nil }
            return (YAMLPair(key: node(.scalar(name, .plain), line: line, at: start), value: value), end)
        }
        guard let (entries, end) = pairs else { return nil }
        return (node(.mapping(entries), line: line, at: position), end)
    }

    /// The entries of a one-line flow list or map opened at `position`, separated by commas
    /// up to the `closing` bracket, each read by `entry` from where it starts; with the
    /// position after the bracket.
    private func flowEntries<Entry>(in line: Line, from position: Int, closing: UInt8,
                                    entry: (Int) -> (Entry, Int)?) -> ([Entry], Int)? {
        var entries: [Entry] = []
        var index = skipBlanks(in: line, from: position + 1)
        if index < line.end, bytes[index] == closing { return ([], index + 1) }
        while true {
            guard let (item, end) = entry(index) else { return nil }
            entries.append(item)
            index = skipBlanks(in: line, from: end)
            guard index < line.end else { return nil }
            if bytes[index] == closing { return (entries, index + 1) }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipBlanks(in: line, from: index + 1)
        }
    }

    /// An item of a flow list or map: quoted, or plain up to the next `,`, `]` or `}`.
    private func flowScalar(in line: Line, from position: Int) -> (YAMLNode, Int)? {
        guard position < line.end else { return nil }
        if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
            return flowValue(in: line, from: position, nested: true)
        }
        guard !Self.isIndicator(bytes[position]) else { return nil }
        var end = position
        scan: while end < line.end {
            switch bytes[end] {
            case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): break scan
            case UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "{"): return nil
            default: end += 1
            }
        }
        var last = end
        while bytes[last - 1] == UInt8(ascii: " ") { last -= 1 }
        return (node(.scalar(text(position..<last), .plain), line: line, at: position), end)
    }

    /// A single- or double-quoted text ending on the same line, and the position after it.
    /// Of the escapes of double quotes only `\"` and `\\` are read here.
    private func quoted(in line: Line, from position: Int) -> (String, Int)? {
        let quote = bytes[position]
        var content: [UInt8] = []
        var index = position + 1
        while index < line.end {
            let byte = bytes[index]
            if byte == quote {
                guard quote == UInt8(ascii: "'"), index + 1 < line.end, bytes[index + 1] == quote else {
                    return (String(decoding: content, as: UTF8.self), index + 1)
                }
                content.append(quote)
                index += 2
            } else if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                guard index + 1 < line.end, bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == UInt8(ascii: "\\") else {
                    return nil
                }
                content.append(bytes[index + 1])
                index += 2
            } else {
                content.append(byte)
                index += 1
            }
        }
        return nil
    }

    /// Characters that give a plain value another meaning when they open it.
    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"),
             UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
             UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return true
        default:
            return false
        }
    }

    // MARK: Helpers

    private func skipBlanks(in line: Line, from position: Int) -> Int {
        var index = position
        while index < line.end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// A node placed at a byte of a line: columns count Unicode scalars, as Yams does.
    private func node(_ content: YAMLNode.Content, line: Line, at position: Int) -> YAMLNode {
        var column = 1
        for index in line.start..<position where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return YAMLNode(content: content, line: line.number + lineOffset, column: column)
    }
}
