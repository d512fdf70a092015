import Foundation

/// The heading of one note, `## ch N · place · handle` (the place optional), read part by
/// part so that each problem is reported at its column.
struct NoteHeading {
    let chapter: Located<Int>
    let place: NotePlace?
    let author: Located<String>

    /// Reads a `## ` line; `nil` after reporting why it cannot be read.
    static func parse(_ line: String, at start: SourceLocation, log: DiagnosticLog) -> NoteHeading? {
        var parts: [(text: String, column: Int)] = []
        var column = 4
        for piece in line.dropFirst(3).split(separator: "·", omittingEmptySubsequences: false) {
            let leading = piece.prefix { $0 == " " }.unicodeScalars.count
            parts.append((piece.trimmingCharacters(in: .whitespaces), column + leading))
            column += piece.unicodeScalars.count + 1
        }
        let located = { (column: Int) in SourceLocation(path: start.path, line: start.line, column: column) }
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.text.isEmpty }) else {
            log.report(.noteHeading, at: start, ToolText("notes.heading", ["heading": line]), hint: ToolText("notes.heading.hint"))
            return nil
        }
        guard let chapter = chapter(parts[0].text) else {
            log.report(.noteHeading, at: located(parts[0].column), ToolText("notes.chapter", ["value": parts[0].text]),
                       hint: ToolText("notes.chapter.hint"))
            return nil
        }
        var place: NotePlace?
        if parts.count == 3 {
            guard let read = Self.place(parts[1].text, at: located(parts[1].column)) else {
                log.report(.noteHeading, at: located(parts[1].column), ToolText("notes.place", ["value": parts[1].text]),
                           hint: ToolText("notes.place.hint"))
                return nil
            }
            place = read
        }
        let author = parts[parts.count - 1]
        guard Slug.isValid(author.text) else {
            log.report(.noteHeading, at: located(author.column), ToolText("notes.author", ["value": author.text]),
                       hint: ToolText("notes.heading.hint"))
            return nil
        }
        return NoteHeading(chapter: Located(chapter, at: located(parts[0].column)), place: place,
                           author: Located(author.text, at: located(author.column)))
    }

    /// `ch 12`.
    private static func chapter(_ text: String) -> Int? {
        guard let rest = MessageLine.Flag(name: text, column: 1).value(of: "ch"), case .chapter(let number) = ChapterTarget.parse(String(rest)),
              number >= 1 else { return nil }
        return number
    }

    /// `p. 143 (butxaca-2019)` or `1h2m (audio-2011)`.
    private static func place(_ text: String, at location: SourceLocation) -> NotePlace? {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return nil }
        let written = text[..<open].trimmingCharacters(in: .whitespaces)
        let id = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty, let progress = ReadingProgress.parse(written) else { return nil }
        if case .percent = progress { return nil }
        let idColumn = location.column + text[...open].unicodeScalars.count
        return NotePlace(edition: Located(id, at: SourceLocation(path: location.path, line: location.line, column: idColumn)),
                         progress: progress, written: written, location: location)
    }
}
