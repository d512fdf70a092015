/// The chapter table of each edition: chapters listed from 1 without gaps, each starting
/// after the one before, and none starting past the edition's end. Each fault is an error
/// at the offending entry.
enum ChapterTableRule {
    static func check(_ books: [Book]) -> [Diagnostic] {
        books.flatMap { book in book.editions.flatMap(check) }
    }

    private static func check(_ edition: Edition) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var contiguous = true
        var previous: ChapterStart?
        for (index, entry) in edition.chapters.enumerated() {
            let chapter = entry.chapter.value
            if contiguous, chapter != index + 1 {
                contiguous = false
                diagnostics.append(Diagnostic(.chapterGap, at: entry.chapter.location,
                                              ToolText("edition.chapterGap", ["found": "\(chapter)", "expected": "\(index + 1)"]),
                                              hint: ToolText("edition.chapterGap.hint")))
            }
            if let previous, entry.start.value <= previous.start.value {
                diagnostics.append(Diagnostic(.chapterStartNotAfter, at: entry.start.location,
                                              ToolText("edition.startNotAfter", ["chapter": "\(chapter)", "previous": "\(previous.chapter.value)"],
                                                       texts: ["place": place(entry.start.value, edition), "previousPlace": place(previous.start.value, edition)]),
                                              hint: ToolText("edition.startNotAfter.hint")))
            }
            if let extent = edition.extent?.value, beyond(entry.start.value, extent) {
                diagnostics.append(Diagnostic(.chapterStartOutside, at: entry.start.location,
                                              ToolText("edition.startOutside", ["chapter": "\(chapter)"],
                                                       texts: ["place": place(entry.start.value, edition), "end": end(of: extent)]),
                                              hint: ToolText("edition.startOutside.hint")))
            }
            previous = entry
        }
        return diagnostics
    }

    private static func beyond(_ start: Int, _ extent: EditionExtent) -> Bool {
        switch extent {
        case .pages(let pages): return start > pages
        case .duration(let seconds): return start >= seconds
        }
    }

    /// "page 21", or "1h35m" in an audiobook.
    static func place(_ start: Int, _ edition: Edition) -> ToolText {
        edition.isAudiobook ? ToolText("edition.place.time", ["time": MediaTime.text(start)])
            : ToolText("edition.place.page", ["page": "\(start)"])
    }

    private static func end(of extent: EditionExtent) -> ToolText {
        switch extent {
        case .pages(let pages): return ToolText("edition.end.pages", ["pages": "\(pages)"])
        case .duration(let seconds): return ToolText("edition.end.duration", ["duration": MediaTime.text(seconds)])
        }
    }
}
