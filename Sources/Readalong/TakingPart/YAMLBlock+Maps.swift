import Foundation

extension YAMLBlock {
    /// Sets `name: value` in the block map under `key` (`ratings:`, `ballots:`): the line
    /// of an existing entry gets the new value (a block value under it is removed), a new
    /// entry goes after the map's last one, and a missing or empty key gets a map of one
    /// entry. Returns `false`, changing nothing, for a flow map or a scalar.
    mutating func setEntry(_ name: String, to value: String, under key: String) -> Bool {
        let pad = String(repeating: " ", count: indent)
        guard let index = keyLine(key) else {
            insert([pad + "\(key):", pad + "  \(name): \(value)"], at: endOfMap)
            return true
        }
        let written = self.value(at: index, key: key)
        guard written.isEmpty || written == "~" || written == "null" else { return false }
        let children = childLines(of: index)
        let entries = children.filter { !Self.isBlankOrComment(lines[$0]) }
        guard let firstEntry = entries.first else {
            if !written.isEmpty { replaceValue(at: index, key: key, with: "") }
            insert([pad + "  \(name): \(value)"], at: index + 1)
            return true
        }
        let entryIndent = Self.indentation(of: lines[firstEntry])
        guard !lines[firstEntry].dropFirst(entryIndent).hasPrefix("- ") else { return false }
        let entryLines = entries.filter { Self.indentation(of: lines[$0]) == entryIndent }
        let lead = String(repeating: " ", count: entryIndent)
        if let line = entryLines.first(where: { Self.entryName(lines[$0], indent: entryIndent) == name }) {
            // Lines deeper than the entry belong to its old value.
            var below = line + 1
            while below < children.upperBound, Self.isBlankOrComment(lines[below]) || Self.indentation(of: lines[below]) > entryIndent {
                below += 1
            }
            while below > line + 1, Self.isBlankOrComment(lines[below - 1]) { below -= 1 }
            remove((line + 1)..<below)
            lines[line] = lead + "\(name): \(value)" + ending
        } else {
            insert([lead + "\(name): \(value)"], at: children.upperBound)
        }
        return true
    }

    /// The key of a `name: value` line at `indent`, unquoted.
    private static func entryName(_ line: String, indent: Int) -> String? {
        let body = line.dropFirst(indent)
        guard let colon = body.firstIndex(of: ":") else { return nil }
        var name = body[..<colon].trimmingCharacters(in: .whitespaces)
        if name.count >= 2, let quote = name.first, quote == "'" || quote == "\"", name.last == quote {
            name = String(name.dropFirst().dropLast())
        }
        return name
    }
}
