/// libyaml refuses a literal or folded block whose first line starts with spaces then a tab
/// (`text: |` then a space, a tab and `bar`): it wants the block's indentation settled
/// before it meets a tab, which YAML settles from the spaces alone (the tab is text).
/// Writing that indentation out in the header (`|1`) lets libyaml read the block as YAML does.
enum TabbedBlockScalar {
    /// How libyaml explains that refusal.
    static let problem = "found a tab character where an indentation space is expected"

    /// `yaml` with an indentation indicator added to the block header at `line`, `column`
    /// (1-based, where the `|` or `>` stands); `nil` when the header already has one or the
    /// indentation cannot be written as one digit.
    static func withIndentation(_ yaml: String, header line: Int, column: Int) -> String? {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard lines.indices.contains(line - 1) else { return nil }
        let header = lines[line - 1]
        var end = column - 1
        guard header.indices.contains(end), header[end] == "|" || header[end] == ">" else { return nil }
        end += 1
        while end < header.count, header[end] == "+" || header[end] == "-" { end += 1 }
        guard end == header.count || header[end] == " " || header[end] == "\t" else { return nil }
        guard let content = lines[line...].first(where: { $0.contains { $0 != " " } }) else { return nil }
        let indicator = content.prefix { $0 == " " }.count - parentIndent(of: header, before: column - 1)
        guard (1...9).contains(indicator) else { return nil }
        lines[line - 1].insert(Unicode.Scalar(UInt8(ascii: "0") + UInt8(indicator)), at: end)
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    /// The column (0-based) of the key or `- ` the block belongs to: where libyaml's
    /// indentation stands on the header line.
    private static func parentIndent(of header: [Unicode.Scalar], before indicator: Int) -> Int {
        var index = 0
        while index < indicator {
            if header[index] == " " {
                index += 1
            } else if header[index] == "-", index + 1 < indicator, header[index + 1] == " " || header[index + 1] == "\t" {
                let rest = header[(index + 1)..<indicator].drop { $0 == " " || $0 == "\t" }
                if rest.isEmpty { return index }
                index = rest.startIndex
            } else {
                return index
            }
        }
        return index
    }
}
