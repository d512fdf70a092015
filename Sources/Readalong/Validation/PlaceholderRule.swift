/// Example text that `publish new` wrote and nobody replaced (W015): reported at its line in
/// any content file, in any language the tools speak, naming the command that wrote it and
/// what belongs there instead. Lines that are YAML comments are not published and not
/// looked at.
enum PlaceholderRule {
    static func check(sources: [String: String]) -> [Diagnostic] {
        sources.sorted { $0.key < $1.key }.flatMap { path, text in check(path: path, text: text) }
    }

    private static func check(path: String, text: String) -> [Diagnostic] {
        // Bytes first: Foundation's `contains` folds Unicode, and most files have no placeholder.
        let present = Placeholder.written.filter { ByteSearch.contains($0.text, in: text) }
        guard !present.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.drop(while: { $0 == " " }).hasPrefix("#") else { continue }
            for (example, placeholder) in present {
                guard let range = line.range(of: example) else { continue }
                let column = line.unicodeScalars[..<range.lowerBound].count + 1
                found.append(Diagnostic(.placeholder, at: SourceLocation(path: path, line: index + 1, column: column),
                                        ToolText("placeholder.left", ["text": example, "command": placeholder.command]),
                                        hint: ToolText("placeholder.left.hint", texts: ["replacement": placeholder.replacement])))
            }
        }
        return found
    }
}
