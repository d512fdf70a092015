import Foundation

extension YAMLBlock {
    /// Changes the list of names under `key` (`going: [marta, joan]`, or one `- joan` line
    /// per item): a flow list is written again with the new names, a block list loses the
    /// lines of removed names and gains `- name` lines after its last item, and a missing
    /// or empty key gets a flow list. Returns `false`, changing nothing, when the value has
    /// a form not edited safely (a nested or commented flow list, a scalar).
    mutating func updateList(_ key: String, _ change: ([String]) -> [String]) -> Bool {
        guard let index = keyLine(key) else {
            let items = change([])
            if !items.isEmpty { insert([String(repeating: " ", count: indent) + "\(key): [\(items.joined(separator: ", "))]"], at: endOfMap) }
            return true
        }
        let value = value(at: index, key: key)
        if value.hasPrefix("[") {
            guard let items = Self.flowItems(value) else { return false }
            let updated = change(items)
            if updated != items { replaceValue(at: index, key: key, with: "[\(updated.joined(separator: ", "))]") }
            return true
        }
        guard value.isEmpty || value == "~" || value == "null" else { return false }
        let children = childLines(of: index)
        let itemLines = children.filter { Self.blockItem(lines[$0]) != nil }
        guard itemLines.count == children.count(where: { !Self.isBlankOrComment(lines[$0]) }) else { return false }
        let items = itemLines.compactMap { Self.blockItem(lines[$0]) }
        let updated = change(items)
        guard updated != items else { return true }
        guard let last = itemLines.last else {
            replaceValue(at: index, key: key, with: "[\(updated.joined(separator: ", "))]")
            return true
        }
        let lead = String(lines[last].prefix { $0 == " " })
        let added = updated.filter { !items.contains($0) }.map { lead + "- " + $0 }
        insert(added, at: last + 1)
        for line in itemLines.reversed() where !updated.contains(Self.blockItem(lines[line]) ?? "") {
            remove(line..<(line + 1))
        }
        // A list left without items says so, rather than becoming an empty value.
        if updated.isEmpty { replaceValue(at: index, key: key, with: "[]") }
        return true
    }

    /// The names of a one-line flow list (`[a, 'b', "c"]`), or `nil` for anything else.
    static func flowItems(_ value: String) -> [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        let inner = value.dropFirst().dropLast()
        guard !inner.contains(where: { "[]{}#".contains($0) }) else { return nil }
        let items = inner.split(separator: ",", omittingEmptySubsequences: false).map { unquoted($0) }
        if items.count == 1, items[0].isEmpty { return [] }
        return items.contains(where: \.isEmpty) ? nil : items
    }

    /// The name of a `- name` line, or `nil` when the line is no such item.
    static func blockItem(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces.union(["\r"]))
        guard trimmed.hasPrefix("- ") else { return nil }
        var item = trimmed.dropFirst(2)
        if let comment = item.range(of: " #") { item = item[..<comment.lowerBound] }
        let name = unquoted(item)
        return name.isEmpty || name.contains(where: { ":[]{}#".contains($0) }) ? nil : name
    }

    private static func unquoted(_ text: Substring) -> String {
        var item = text.trimmingCharacters(in: .whitespaces)
        if item.count >= 2, let quote = item.first, quote == "'" || quote == "\"", item.last == quote {
            item = String(item.dropFirst().dropLast())
        }
        return item
    }
}
