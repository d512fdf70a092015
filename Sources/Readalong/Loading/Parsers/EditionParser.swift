/// Reads a book's `editions:`, each edition with its chapter table.
///
/// Only the shape of each entry is checked here (types, numbers, times); how the entries of
/// a table fit together, and with the rest of the site, is `EditionRules`'s work.
enum EditionParser {
    static let keys = ["id", "title", "isbn", "language", "pages", "duration", "chapters"]

    /// The editions of a book, in the order written; ids written twice are reported and
    /// the repeat left out.
    static func editions(_ fields: FieldReader) -> [Edition] {
        var seen = Set<String>()
        return (fields.list("editions") ?? []).compactMap { item in
            guard let edition = edition(item, fields: fields) else { return nil }
            guard seen.insert(edition.id.value).inserted else {
                fields.log.report(.duplicateEntry, at: edition.id.location, ToolText("edition.twice", ["id": edition.id.value]),
                                  hint: ToolText("edition.twice.hint"))
                return nil
            }
            return edition
        }
    }

    private static func edition(_ item: YAMLNode, fields: FieldReader) -> Edition? {
        let log = fields.log
        guard let map = FieldReader(item, path: fields.path, log: log, what: ToolText("what.edition"), keys: keys,
                                    at: item.location(in: fields.path)),
              let id = map.text("id", required: true) else { return nil }
        if !Slug.isValid(id.value) {
            log.report(.invalidSlug, at: id.location, ToolText("name.invalid", ["name": id.value], texts: ["what": ToolText("name.edition")]),
                       hint: ToolText("name.invalid.hint", ["suggestion": Slug.suggestion(for: id.value)]))
        }
        let extent = readExtent(map)
        let isAudiobook = map.has("duration")
        return Edition(id: id, title: map.text("title")?.value ?? id.value,
                       isbn: map.text("isbn").flatMap { BookParser.readISBN($0, log: log) },
                       language: map.language("language")?.value, extent: extent,
                       chapters: (map.map("chapters") ?? []).compactMap { chapterStart($0.key, $0.value, audiobook: isAudiobook, map: map) },
                       chaptersLocation: map.keyLocation("chapters"))
    }

    /// `pages:` or `duration:`, never both.
    private static func readExtent(_ map: FieldReader) -> Located<EditionExtent>? {
        if map.has("pages"), map.has("duration"), let location = map.keyLocation("duration") {
            map.log.report(.pagesAndDuration, at: location, ToolText("edition.pagesAndDuration"),
                           hint: ToolText("edition.pagesAndDuration.hint"))
            return nil
        }
        if let pages = map.integer("pages", minimum: 1) {
            return Located(.pages(pages.value), at: pages.location)
        }
        guard let written = map.text("duration") else { return nil }
        guard let seconds = MediaTime.seconds(in: written.value), seconds > 0 else {
            map.log.report(.invalidDate, at: written.location, ToolText("edition.duration", ["value": written.value]),
                           hint: ToolText("edition.time.hint"))
            return nil
        }
        return Located(.duration(seconds: seconds), at: written.location)
    }

    /// One `chapter: start` entry: a chapter number, and a page (a time for an audiobook).
    private static func chapterStart(_ key: Located<String>, _ value: YAMLNode, audiobook: Bool, map: FieldReader) -> ChapterStart? {
        guard let chapter = Int(key.value), chapter >= 1 else {
            map.log.report(.chapterEntry, at: key.location, ToolText("edition.chapterNumber", ["value": key.value]),
                           hint: ToolText("edition.chapterNumber.hint"))
            return nil
        }
        let location = value.location(in: map.path)
        let text = value.scalarText ?? ""
        let start = audiobook ? MediaTime.seconds(in: text) : Int(text).flatMap { $0 >= 1 ? $0 : nil }
        guard let start, value.scalarText != nil else {
            map.log.report(.chapterEntry, at: location,
                           ToolText(audiobook ? "edition.startTime" : "edition.startPage", ["chapter": key.value, "value": text]),
                           hint: ToolText(audiobook ? "edition.time.hint" : "edition.startPage.hint"))
            return nil
        }
        return ChapterStart(chapter: Located(chapter, at: key.location), start: Located(start, at: location))
    }
}
