/// A link or image destination written with a space (`![Quedada](@/assets/quedada retiro.jpg)`):
/// Markdown ends the destination at the space, so the whole link shows as plain text and
/// only its `@/` part is found, as a bare reference.
struct SpacedDestination {
    /// The destination as written, spaces included.
    let written: String
    /// Where it starts in its file.
    let location: SourceLocation

    /// The spaced destination that the bare reference `url` is the start of: the first
    /// `](url …)` from line `line` of the file `text` at `path` on; `nil` when there is none.
    init?(bare url: String, from line: Int, in text: String?, path: String) {
        guard let text else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in max(0, line - 1)..<lines.count {
            let scalars = Array(lines[index].unicodeScalars)
            let opening = Array("](\(url) ".unicodeScalars)
            guard scalars.count >= opening.count else { continue }
            for start in 0...(scalars.count - opening.count) where scalars[start..<start + opening.count].elementsEqual(opening) {
                let from = start + 2
                guard let close = scalars[from...].firstIndex(of: ")") else { continue }
                let written = String(String.UnicodeScalarView(scalars[from..<close]))
                // `(url "title")` is a link with a title, not a spaced destination.
                guard !written.contains("\""), !written.contains("'") else { continue }
                self.written = written
                self.location = SourceLocation(path: path, line: index + 1, column: from + 1)
                return
            }
        }
        return nil
    }

    /// What to write instead: the destination between angle brackets, or with `%20`.
    var hint: ToolText {
        ToolText("link.spaced.hint", ["written": written, "encoded": written.replacingOccurrences(of: " ", with: "%20")])
    }
}
