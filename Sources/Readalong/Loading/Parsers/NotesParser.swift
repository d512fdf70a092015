import Foundation

/// Reads a book's marginalia, `books/<slug>/notes.md` (no front matter): entries each
/// opened by a heading `## ch 12 · p. 143 (butxaca-2019) · marta`, then an optional quote
/// (`>` lines) and the note as Markdown.
enum NotesParser {
    /// The notes of the file's text; a heading that cannot be read, or text before the
    /// first heading, is reported and left out.
    static func parse(_ text: String, path: String, log: DiagnosticLog) -> [BookNote] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        var notes: [BookNote] = []
        var heading: (line: Int, parts: NoteHeading)?
        var body: [String] = []
        var bodyStart = 1
        var reportedStray = false
        func close() {
            if let heading { notes.append(note(heading.parts, line: heading.line, body: body, firstLine: bodyStart, path: path)) }
            body = []
        }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.hasPrefix("## ") || line == "##" {
                close()
                heading = NoteHeading.parse(line, at: SourceLocation(path: path, line: number, column: 1), log: log).map { (number, $0) }
                bodyStart = number + 1
            } else if heading == nil, !line.trimmingCharacters(in: .whitespaces).isEmpty, !reportedStray {
                reportedStray = true
                log.report(.noteHeading, at: SourceLocation(path: path, line: number, column: 1), ToolText("notes.beforeHeading"),
                           hint: ToolText("notes.heading.hint"))
            } else {
                body.append(line)
            }
        }
        close()
        return notes
    }

    /// Splits an entry's lines into its quote (the `>` lines it opens with) and its note.
    private static func note(_ heading: NoteHeading, line: Int, body: [String], firstLine: Int, path: String) -> BookNote {
        var rest = body[...]
        var skipped = 0
        while let first = rest.first, first.trimmingCharacters(in: .whitespaces).isEmpty {
            rest = rest.dropFirst()
            skipped += 1
        }
        let quoteLines = rest.prefix { $0.hasPrefix(">") }
        let quote = quoteLines.isEmpty ? nil : MarkdownSource(
            text: quoteLines.map { String($0.dropFirst($0.hasPrefix("> ") ? 2 : 1)) }.joined(separator: "\n"),
            path: path, firstLine: firstLine + skipped)
        let noteLines = rest.dropFirst(quoteLines.count)
        let noteText = noteLines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let noteStart = firstLine + skipped + quoteLines.count + noteLines.prefix { $0.trimmingCharacters(in: .whitespaces).isEmpty }.count
        return BookNote(chapter: heading.chapter, place: heading.place, author: heading.author, quote: quote,
                        text: MarkdownSource(text: noteText, path: path, firstLine: noteStart), line: line)
    }
}
