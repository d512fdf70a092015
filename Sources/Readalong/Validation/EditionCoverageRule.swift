/// Every chapter that the rooms reading a book use (the upper bound of each numeric target
/// of their schedules, each chapter of their messages' `[ch N]` flags) must be in the table
/// of each of the book's editions that has one; else readers of that edition cannot be
/// placed. A warning at the edition's `chapters:` naming the missing chapters.
enum EditionCoverageRule {
    static func check(_ books: [Book], rooms: [Room]) -> [Diagnostic] {
        let readers = Dictionary(grouping: rooms, by: { $0.book.value })
        return books.flatMap { book -> [Diagnostic] in
            let used = usedChapters(readers[book.slug] ?? [])
            guard !used.isEmpty else { return [] }
            return book.editions.compactMap { edition -> Diagnostic? in
                guard let location = edition.chaptersLocation, !edition.chapters.isEmpty else { return nil }
                let missing = used.subtracting(edition.chapters.map(\.chapter.value)).sorted()
                guard !missing.isEmpty else { return nil }
                return Diagnostic(.chaptersMissing, at: location,
                                  ToolText("edition.chaptersMissing", ["id": edition.id.value, "chapters": ChapterList.text(missing)]),
                                  hint: ToolText(edition.isAudiobook ? "edition.chaptersMissing.time.hint" : "edition.chaptersMissing.hint",
                                                 ["first": "\(missing[0])"]))
            }
        }
    }

    /// The chapters the rooms' schedules and flags use.
    static func usedChapters(_ rooms: [Room]) -> Set<Int> {
        var used = Set<Int>()
        for room in rooms {
            for event in room.schedule?.events ?? [] {
                if let last = event.chapters?.value.upperBound { used.insert(last) }
            }
            for transcript in room.transcripts.loaded {
                for message in transcript.messages {
                    if let range = message.chapters?.value { used.formUnion(range) }
                }
            }
        }
        return used
    }
}
