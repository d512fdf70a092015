import Foundation

extension YAMLBlock {
    /// Appends one map to the block list under `key` (`candidates:`), written as
    /// `- first: value` and one indented line per further field, like the list's items.
    /// Values must already be safe YAML scalars. Returns `false`, changing nothing, for a
    /// flow list or a scalar.
    mutating func appendItem(_ fields: [(key: String, value: String)], under key: String) -> Bool {
        guard let first = fields.first else { return true }
        guard let index = keyLine(key) else { return false }
        let written = value(at: index, key: key)
        guard written.isEmpty else { return false }
        let children = childLines(of: index)
        guard let firstItem = children.first(where: { !Self.isBlankOrComment(lines[$0]) }),
              lines[firstItem].dropFirst(Self.indentation(of: lines[firstItem])).hasPrefix("- ") else { return false }
        let lead = String(repeating: " ", count: Self.indentation(of: lines[firstItem]))
        let new = ["\(lead)- \(first.key): \(first.value)"] + fields.dropFirst().map { "\(lead)  \($0.key): \($0.value)" }
        insert(new, at: children.upperBound)
        return true
    }
}
