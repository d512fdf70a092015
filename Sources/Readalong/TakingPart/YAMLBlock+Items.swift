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

    /// Text as one double-quoted YAML scalar on one line: whatever it holds, it stays one
    /// string (no key, item, line or document can come of it).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF:
                result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
