/// Finds the tab behind a YAML syntax error: YAML indents with spaces only, and a tab at
/// the start of a line (typed by habit, or pasted) is the most puzzling of its errors.
enum YAMLTab {
    /// The line and column (in the enclosing file) of a tab among the spaces and `-` list
    /// markers that start the reported line or the line before it, when text follows them;
    /// `nil` when there is none.
    ///
    /// - Parameters:
    ///   - yaml: the YAML text, whose first line is line `firstLine` of its file.
    ///   - line: the line of the file where the YAML reader gave up.
    static func indenting(_ yaml: String, firstLine: Int, near line: Int) -> (line: Int, column: Int)? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        for number in [line, line - 1] {
            let index = number - firstLine
            guard lines.indices.contains(index) else { continue }
            let start = lines[index].unicodeScalars.prefix { $0 == " " || $0 == "-" || $0 == "\t" }
            guard start.count < lines[index].unicodeScalars.count, let tab = start.firstIndex(of: "\t") else { continue }
            return (number, start.distance(from: start.startIndex, to: tab) + 1)
        }
        return nil
    }
}
