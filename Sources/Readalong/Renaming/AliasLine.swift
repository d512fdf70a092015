import Foundation

/// Adds an old name to the `aliases:` of a file's front matter by editing its text: a flow
/// list (`aliases: [a, b]`) gets `, old` before its `]`, a block list gets one more `- old`
/// line like its last one, and a file without `aliases:` gets `aliases: [old]` as the last
/// line of its front matter. Comments and formatting stay as they are.
enum AliasLine {
    /// The text with `alias` added, or `nil` when its `aliases:` has a form not edited safely.
    static func adding(_ alias: String, to text: String) -> String? {
        var lines = FileLines.split(text)
        let ending = lines.first?.hasSuffix("\r") == true ? "\r" : ""
        guard let first = lines.first, isFence(first),
              let close = lines.indices.dropFirst().first(where: { isFence(lines[$0]) }) else { return nil }
        guard let key = (1..<close).first(where: { lines[$0].hasPrefix("aliases:") }) else {
            lines.insert("aliases: [\(alias)]" + ending, at: close)
            return FileLines.join(lines)
        }
        let value = valueText(of: lines[key])
        if value.isEmpty {
            let items = ((key + 1)..<close).prefix { lines[$0].first == " " || lines[$0].hasPrefix("-") || lines[$0].isEmpty }
                .filter { lines[$0].drop(while: { $0 == " " }).hasPrefix("- ") }
            guard let last = items.last else { return nil }
            let indent = lines[last].prefix { $0 == " " }
            lines.insert("\(indent)- \(alias)" + ending, at: last + 1)
        } else if value.hasPrefix("["), value.hasSuffix("]"),
                  let opening = lines[key].firstIndex(of: "["), let closing = lines[key].lastIndex(of: "]") {
            if lines[key][lines[key].index(after: opening)..<closing].allSatisfy({ $0 == " " }) {
                lines[key].replaceSubrange(opening...closing, with: "[\(alias)]")
            } else {
                lines[key].insert(contentsOf: ", \(alias)", at: closing)
            }
        } else {
            return nil
        }
        return FileLines.join(lines)
    }

    /// What follows `aliases:` on its line, without a trailing comment or spaces.
    private static func valueText(of line: String) -> String {
        var value = line.dropFirst("aliases:".count)
        if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
        if value.hasPrefix("#") { value = "" }
        return value.trimmingCharacters(in: .whitespaces.union(["\r"]))
    }

    private static func isFence(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces.union(["\r", "\u{FEFF}"])) == "---"
    }
}
