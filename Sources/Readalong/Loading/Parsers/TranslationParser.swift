/// Reads a translation (`slug.es.md`, `site.es.yml`, `schedule.es.yml`): the keys its kind
/// may translate and `translated:`. Any other key is an error at its line, since the facts
/// of a book, a room or an event live in the original alone.
enum TranslationParser {
    static let dateKey = "translated"

    static func parse(_ file: TranslationFile, _ document: SourceDocument, log: DiagnosticLog) -> Translation? {
        let kind = file.kind
        let reader = KeyCheck(file: file, log: log)
        let keys = kind.translatableKeys + [dateKey]
        let foreign = reader.foreignKeys(in: document.yaml, allowed: keys, original: kind.originalKeys)
        guard let fields = FieldReader(document.yaml, path: file.path, log: log, what: ToolText("what.translation"),
                                       keys: keys + foreign, at: document.start) else { return nil }
        let footer = fields.text("footer").map { MarkdownSource(text: $0.value, path: file.path, firstLine: $0.location.line) }
        let notes: [Translation.Note]
        switch kind {
        case .list: notes = reader.notes(fields, key: "books", original: BookListParser.entryKeys)
        case .pick: notes = reader.notes(fields, key: "candidates", original: PickParser.candidateKeys)
        default: notes = []
        }
        return Translation(file: file, translated: fields.date(dateKey), title: fields.text("title")?.value,
                           subtitle: fields.text("subtitle")?.value, description: fields.text("description")?.value,
                           footer: footer, notes: notes, events: kind == .schedule ? reader.events(fields) : [],
                           body: document.body)
    }

    /// Reads entries of a translation and reports the keys they may not hold.
    private struct KeyCheck {
        let file: TranslationFile
        let log: DiagnosticLog

        /// The keys of a map that a translation may not hold, each reported at its line.
        func foreignKeys(in node: YAMLNode?, allowed: [String], original: [String]) -> [String] {
            guard case .mapping(let pairs)? = node?.content else { return [] }
            var foreign: [String] = []
            for pair in pairs where !allowed.contains(pair.name) {
                foreign.append(pair.name)
                let keys = ["keys": allowed.joined(separator: ", ")]
                if original.contains(pair.name) {
                    log.report(.untranslatableKey, at: pair.key.location(in: file.path),
                               ToolText("translation.fact", ["key": pair.name]),
                               hint: ToolText("translation.fact.hint", keys.merging(["original": file.originalPath]) { $1 }))
                } else {
                    log.report(.untranslatableKey, at: pair.key.location(in: file.path),
                               ToolText("translation.unknownKey", ["key": pair.name]),
                               hint: Suggestion.hint(for: pair.name, in: allowed) ?? ToolText("translation.unknownKey.hint", keys))
                }
            }
            return foreign
        }

        /// Notes of list entries or pick candidates: `{book: slug, note: text}` maps.
        func notes(_ fields: FieldReader, key: String, original: [String]) -> [Translation.Note] {
            entries(fields, key: key, allowed: ["book", "note"], original: original).compactMap { entry in
                guard let book = entry.reference("book", required: true), let note = entry.text("note", required: true) else { return nil }
                return Translation.Note(book: book, note: note.value)
            }
        }

        /// The events of a schedule's translation: an id and the texts to translate.
        func events(_ fields: FieldReader) -> [TranslatedEvent] {
            entries(fields, key: "events", allowed: ["id", "title", "notes", "location"], original: ScheduleParser.eventKeys)
                .compactMap { entry in
                    guard let id = entry.reference("id", required: true) else { return nil }
                    let notes = entry.text("notes").map { ScheduleParser.notesSource($0, node: entry.node("notes"), path: file.path) }
                    var location = entry.text("location")
                    if let link = location, URLRule.looksLikeURL(link.value) {
                        log.report(.untranslatableKey, at: link.location, ToolText("translation.locationLink"),
                                   hint: ToolText("translation.locationLink.hint", ["original": file.originalPath]))
                        location = nil
                    }
                    return TranslatedEvent(id: id, title: entry.text("title")?.value, notes: notes, location: location?.value)
                }
        }

        private func entries(_ fields: FieldReader, key: String, allowed: [String], original: [String]) -> [FieldReader] {
            (fields.list(key) ?? []).compactMap { item in
                let foreign = foreignKeys(in: item, allowed: allowed, original: original)
                return FieldReader(item, path: file.path, log: log, what: ToolText("what.translationEntry"),
                                   keys: allowed + foreign, at: item.location(in: file.path))
            }
        }
    }
}
