/// The marginalia of each book: every note by a member, placed in an edition of the book,
/// and (a warning) inside the chapter its heading names.
enum NoteRules {
    static func check(_ books: [Book], members: Set<String>) -> [Diagnostic] {
        books.flatMap { book in
            book.notes.flatMap { note -> [Diagnostic] in
                var diagnostics: [Diagnostic] = []
                if !members.contains(note.author.value) {
                    diagnostics.append(Diagnostic(.unknownMember, at: note.author.location,
                                                  ToolText("member.unknown", ["field": "notes", "handle": note.author.value]),
                                                  hint: Suggestion.hint(for: note.author.value, in: members.sorted())
                                                      ?? ToolText("member.unknown.hint", ["handle": note.author.value])))
                }
                if let place = note.place { diagnostics += check(place, chapter: note.chapter.value, in: book) }
                return diagnostics
            }
        }
    }

    private static func check(_ place: NotePlace, chapter: Int, in book: Book) -> [Diagnostic] {
        guard let edition = book.editions.first(where: { $0.id.value == place.edition.value }) else {
            let ids = book.editions.map(\.id.value)
            let hint = ids.isEmpty ? ToolText("edition.unknown.none.hint", ["path": book.path])
                : Suggestion.hint(for: place.edition.value, in: ids) ?? ToolText("edition.unknown.hint", ["ids": ids.joined(separator: ", ")])
            return [Diagnostic(.unknownEdition, at: place.edition.location,
                               ToolText("edition.unknown", ["book": book.slug, "id": place.edition.value]), hint: hint)]
        }
        guard let table = edition.table else { return [] }
        let values = ["place": place.written, "id": edition.id.value, "chapter": "\(chapter)"]
        guard let found = table.chapter(for: place.progress) else {
            return [Diagnostic(.notePlaceOutside, at: place.location,
                               ToolText(edition.isAudiobook ? "notes.placeKind.time" : "notes.placeKind.page", values),
                               hint: ToolText("notes.placeKind.hint"))]
        }
        guard found != chapter else { return [] }
        return [Diagnostic(.notePlaceOutside, at: place.location, ToolText("notes.outside", values),
                           hint: ToolText("notes.outside.hint", ["found": "\(found)", "chapter": "\(chapter)"]))]
    }
}
