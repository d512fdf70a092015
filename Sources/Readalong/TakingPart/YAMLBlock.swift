import Foundation

/// One YAML map written in block style inside a file's lines (a file's front matter, a
/// whole `schedule.yml`, or one entry of a list such as an event), edited line by line so
/// that everything else (comments, quoting, spacing, line endings) stays as written.
///
/// Keys of the map start at column `indent` (0-based); the map's lines run from `first`
/// up to, not including, `end`.
struct YAMLBlock {
    var lines: [String]
    let indent: Int
    let first: Int
    private(set) var end: Int

    /// The block of a file's front matter (between its `---` lines), or `nil` without one.
    static func frontMatter(of text: String) -> YAMLBlock? {
        let lines = FileLines.split(text)
        guard let fence = lines.first, isFence(fence),
              let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) }) else { return nil }
        return YAMLBlock(lines: lines, indent: 0, first: 1, end: close)
    }

    /// The block of a whole YAML file.
    static func document(_ text: String) -> YAMLBlock {
        let lines = FileLines.split(text)
        var end = lines.count
        while end > 0, lines[end - 1].trimmingCharacters(in: .whitespaces.union(["\r"])).isEmpty { end -= 1 }
        return YAMLBlock(lines: lines, indent: 0, first: 0, end: end)
    }

    /// The map that is one entry of a block list, starting at a 1-based `line` whose keys
    /// start at the 1-based `column` (`  - id: x` has its keys at column 5).
    static func entry(in text: String, line: Int, column: Int) -> YAMLBlock? {
        let lines = FileLines.split(text)
        guard line >= 1, line <= lines.count, column >= 1 else { return nil }
        var end = line
        while end < lines.count, isBlankOrComment(lines[end]) || indentation(of: lines[end]) >= column - 1 { end += 1 }
        while end > line, isBlankOrComment(lines[end - 1]) { end -= 1 }
        return YAMLBlock(lines: lines, indent: column - 1, first: line - 1, end: end)
    }

    /// The edited text.
    var text: String { FileLines.join(lines) }

    /// `\r` when the file's lines end in CRLF, so new lines match them.
    var ending: String { lines.first?.hasSuffix("\r") == true ? "\r" : "" }

    /// The index of the line that writes `key:` as a key of this map.
    func keyLine(_ key: String) -> Int? {
        (first..<end).first { index in
            let line = lines[index]
            guard line.count > indent else { return false }
            let lead = line.prefix(indent)
            // The first key of a list entry follows its `- `.
            guard lead.allSatisfy({ $0 == " " }) || (index == first && lead.allSatisfy({ $0 == " " || $0 == "-" })) else { return false }
            return line.dropFirst(indent).hasPrefix(key + ":")
        }
    }

    /// What follows `key:` on line `index`, without a trailing comment or spaces.
    func value(at index: Int, key: String) -> String {
        var value = lines[index].dropFirst(indent + key.count + 1)
        if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
        if value.hasPrefix("#") { value = "" }
        return value.trimmingCharacters(in: .whitespaces.union(["\r"]))
    }

    /// The lines under the key on line `index` (its block value), up to the next key of
    /// this map; blank and comment lines at the end are not counted.
    func childLines(of index: Int) -> Range<Int> {
        var last = index + 1
        var next = index + 1
        while next < end {
            let line = lines[next]
            if isBlankOrComment(line) { next += 1; continue }
            let column = indentation(of: line)
            guard column > indent || (column == indent && line.dropFirst(column).hasPrefix("- ")) else { break }
            next += 1
            last = next
        }
        return (index + 1)..<last
    }

    /// Inserts lines (without their endings) at `index`.
    mutating func insert(_ new: [String], at index: Int) {
        lines.insert(contentsOf: new.map { $0 + ending }, at: index)
        end += new.count
    }

    /// Removes the lines of `range`.
    mutating func remove(_ range: Range<Int>) {
        lines.removeSubrange(range)
        end -= range.count
    }

    /// Replaces what follows `key:` on line `index` (keeping a trailing comment).
    mutating func replaceValue(at index: Int, key: String, with value: String) {
        let line = lines[index]
        let start = line.index(line.startIndex, offsetBy: indent + key.count + 1)
        let rest = line[start...]
        let tail: Substring
        if var start = rest.range(of: " #")?.lowerBound {
            // The comment keeps all the spaces that set it apart.
            while start > rest.startIndex, rest[rest.index(before: start)] == " " { start = rest.index(before: start) }
            tail = rest[start...]
        } else {
            tail = rest.hasSuffix("\r") ? "\r" : ""
        }
        lines[index] = line[..<start] + " " + value + tail
    }

    /// Where a new key of this map goes: after its last line.
    var endOfMap: Int { end }

    static func indentation(of line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    private func indentation(of line: String) -> Int { Self.indentation(of: line) }

    /// Whether a line holds nothing but spaces or a comment.
    static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces.union(["\r"]))
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    private func isBlankOrComment(_ line: String) -> Bool { Self.isBlankOrComment(line) }

    private static func isFence(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces.union(["\r", "\u{FEFF}"])) == "---"
    }
}
