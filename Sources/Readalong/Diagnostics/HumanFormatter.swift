/// The default report: one block per diagnostic with the source line and a caret.
///
/// ```
/// content/rooms/tardor/index.md:5:7: error[E022]: 'host' names 'mrta', who is not a member
///     5 | host: mrta
///       |       ^
///       = hint: did you mean 'marta'?
/// ```
public struct HumanFormatter: Sendable {
    /// Whether to use ANSI colours (only on a terminal).
    public let colour: Bool

    /// Creates a formatter.
    public init(colour: Bool) {
        self.colour = colour
    }

    /// The report of all diagnostics, ending with a summary line.
    public func format(_ result: CheckResult) -> String {
        var lines = format(result.diagnostics, sources: result.sources)
        lines.append(summary(errors: result.errorCount, warnings: result.warningCount, files: result.fileCount,
                             language: result.language))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every diagnostic, one block each, in the order given. Each source's line starts are
    /// found once, so the time grows with the diagnostics plus the sources, not with their
    /// product (thousands of warnings in one long file).
    public func format(_ diagnostics: [Diagnostic], sources: [String: String]) -> [String] {
        var indexes: [String: SourceLines] = [:]
        return diagnostics.map { diagnostic in
            let path = diagnostic.location.path
            guard let source = sources[path] else { return format(diagnostic, lines: nil) }
            if let index = indexes[path] { return format(diagnostic, lines: index) }
            let index = SourceLines(source)
            indexes[path] = index
            return format(diagnostic, lines: index)
        }
    }

    /// One diagnostic, with its source line when the text is known. To format many
    /// diagnostics of the same sources, `format(_:sources:)` reads each source once.
    public func format(_ diagnostic: Diagnostic, source: String?) -> String {
        format(diagnostic, lines: source.map(SourceLines.init))
    }

    private func format(_ diagnostic: Diagnostic, lines: SourceLines?) -> String {
        let words = ToolCatalogue.of(diagnostic.language)
        let severity = diagnostic.severity == .error
            ? paint(words.render(ToolText("label.error")), "1;31") : paint(words.render(ToolText("label.warning")), "1;33")
        var text = "\(paint(diagnostic.location.description, "1")): \(severity)[\(diagnostic.code.id)]: \(diagnostic.message)"
        let number = String(diagnostic.location.line)
        let gutter = String(repeating: " ", count: number.count + 5)
        if let line = lines?.line(diagnostic.location.line) {
            let shown = String(line.map { $0 == "\t" ? " " : $0 })
            let caretOffset = min(max(0, diagnostic.location.column - 1), shown.unicodeScalars.count)
            text += "\n    \(paint(number, "34")) | \(shown)"
            text += "\n\(gutter)| " + String(repeating: " ", count: caretOffset) + paint("^", "1;32")
        }
        if let hint = diagnostic.hint {
            text += "\n\(gutter)= \(paint(words.render(ToolText("label.hint")), "1;36")): \(hint)"
        }
        return text
    }

    /// `checked 42 files: 3 errors, 1 warning`, in `language`.
    public func summary(errors: Int, warnings: Int, files: Int, language: ToolLanguage) -> String {
        let words = ToolCatalogue.of(language)
        let counts = words.render(ToolText("summary.counts", texts: ["errors": Self.counted(errors, "errors"),
                                                                    "warnings": Self.counted(warnings, "warnings")]))
        let painted = errors > 0 ? paint(counts, "1;31") : (warnings > 0 ? paint(counts, "1;33") : paint(counts, "1;32"))
        return words.render(ToolText("summary.checked", ["counts": painted], texts: ["files": Self.counted(files, "files")]))
    }

    private static func counted(_ count: Int, _ noun: String) -> ToolText {
        ToolText("count.\(noun).\(count == 1 ? "one" : "other")", ["count": "\(count)"])
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
