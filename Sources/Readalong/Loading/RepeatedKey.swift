/// A key written twice in one block map, found in the YAML text: the first repeat in reading
/// order, and whether the map is an entry of a list whose repeated keys look like two
/// entries run together (a deleted `- id: …` line leaves the next event's keys inside the
/// event above it).
struct RepeatedKey {
    /// The repeated key.
    let key: String
    /// 1-based line (within the YAML text) of its second occurrence, and its column.
    let line: Int
    let column: Int
    /// The second occurrence's line as written.
    let text: Substring
    /// What one entry of the list is called (`event`, `poll`, `option`, `entry`), when the
    /// map is a list entry.
    let entry: String?
    /// Whether several keys, or the entry's first key, come again: the keys of a second entry.
    let looksLikeTwoEntries: Bool

    private static let entryNames = ["events": "event", "polls": "poll", "options": "option"]

    /// Finds the repeat in the block map holding the key at `line`, `column` (1-based within
    /// `yaml`); `nil` when the map is not a plain block map of one key per line.
    static func find(in yaml: String, line: Int, column: Int) -> RepeatedKey? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = column - 1
        let markIndex = line - 1
        guard lines.indices.contains(markIndex), shape(of: lines[markIndex], indent: indent) != .outside else { return nil }
        var start = markIndex
        var isEntry = false
        scanUp: for index in stride(from: markIndex, through: 0, by: -1) {
            switch shape(of: lines[index], indent: indent) {
            case .entryStart: start = index; isEntry = true; break scanUp
            case .key: start = index
            case .inside: continue
            case .outside: break scanUp
            }
        }
        var keys: [(key: String, index: Int)] = []
        for index in start..<lines.count {
            let shape = shape(of: lines[index], indent: indent)
            if shape == .outside || (shape == .entryStart && index > start) { break }
            guard shape != .inside, let key = key(in: lines[index], at: indent) else { continue }
            if let earlier = keys.firstIndex(where: { $0.key == key }) {
                let head = Set(keys.map(\.key))
                let tail = Set(keysAfter(index, in: lines, indent: indent))
                return RepeatedKey(key: key, line: index + 1, column: column, text: lines[index],
                                   entry: isEntry ? entryName(above: start, in: lines) : nil,
                                   looksLikeTwoEntries: earlier == 0 || head.intersection(tail).count >= 2)
            }
            keys.append((key, index))
        }
        return nil
    }

    private enum Shape { case key, entryStart, inside, outside }

    /// How a line stands to a map whose keys start at column `indent + 1`.
    private static func shape(of line: Substring, indent: Int) -> Shape {
        let spaces = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(spaces)
        if rest.isEmpty || rest.hasPrefix("#") || spaces > indent { return .inside }
        if spaces == indent { return rest.hasPrefix("- ") || rest == "-" ? .outside : .key }
        if rest.hasPrefix("- "), rest.dropFirst(1).prefix(while: { $0 == " " }).count + spaces + 1 == indent { return .entryStart }
        return .outside
    }

    /// The key written at column `indent + 1`, quotes removed.
    private static func key(in line: Substring, at indent: Int) -> String? {
        let text = line.dropFirst(indent)
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let after = text.index(after: colon)
        guard after == text.endIndex || text[after] == " " else { return nil }
        var key = text[..<colon].trimmingSuffix(" ")
        if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote {
            key = key.dropFirst().dropLast()
        }
        return String(key)
    }

    /// The keys of the map from line `index` (0-based) to the end of the map.
    private static func keysAfter(_ index: Int, in lines: [Substring], indent: Int) -> [String] {
        var keys: [String] = []
        for line in lines[index...] {
            let shape = shape(of: line, indent: indent)
            if shape == .outside || shape == .entryStart { break }
            if shape == .key, let key = key(in: line, at: indent) { keys.append(key) }
        }
        return keys
    }

    /// The singular of the key that holds the list whose entry starts at line `start`.
    private static func entryName(above start: Int, in lines: [Substring]) -> String {
        let dash = lines[start].prefix { $0 == " " }.count
        for line in lines[..<start].reversed() {
            let spaces = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(spaces)
            guard !rest.isEmpty, !rest.hasPrefix("#") else { continue }
            guard spaces <= dash, !rest.hasPrefix("- ") || spaces < dash else { continue }
            let name = (rest.hasPrefix("- ") ? rest.dropFirst(2) : rest).prefix { $0 != ":" }
            return entryNames[String(name)] ?? "entry"
        }
        return "entry"
    }

    /// The line as it would start a new entry: `- ` in place of the two blanks before the key.
    var asEntryStart: String {
        let blanks = column - 1
        guard blanks >= 2 else { return "- " + text.drop { $0 == " " } }
        return String(repeating: " ", count: blanks - 2) + "- " + text.dropFirst(blanks)
    }
}

private extension Substring {
    func trimmingSuffix(_ character: Character) -> Substring {
        var result = self
        while result.last == character { result = result.dropLast() }
        return result
    }
}
