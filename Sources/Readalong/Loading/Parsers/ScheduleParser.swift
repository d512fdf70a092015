import Foundation

/// Reads `content/rooms/<slug>/schedule.yml`.
enum ScheduleParser {
    static let keys = ["timezone", "events"]
    static let eventKeys = ["id", "kind", "date", "title", "duration", "chapters", "location", "notes", "going", "maybe", "absent"]

    static func parse(_ document: SourceDocument, siteZone: TimeZone, log: DiagnosticLog) -> WrittenSchedule? {
        let path = document.path
        guard let fields = FieldReader(document.yaml, path: path, log: log, what: ToolText("what.schedule"), keys: keys, at: document.start)
        else { return nil }
        let zone = fields.timeZone("timezone")?.value ?? siteZone
        guard let items = fields.list("events", required: true) else { return nil }
        var events: [WrittenEvent] = []
        var unreadableIDs = Set<String>()
        var defaultIDCount: [String: Int] = [:]
        for item in items {
            guard let event = parseEvent(item, path: path, log: log, defaultIDCount: &defaultIDCount) else {
                if case .mapping(let pairs) = item.content, let id = pairs.first(where: { $0.name == "id" })?.value.scalarText {
                    unreadableIDs.insert(id)
                }
                continue
            }
            events.append(event)
        }
        return WrittenSchedule(path: path, timeZone: zone, events: events, unreadableEvents: items.count - events.count,
                               unreadableEventIDs: unreadableIDs)
    }

    private static func parseEvent(_ item: YAMLNode, path: String, log: DiagnosticLog,
                                   defaultIDCount: inout [String: Int]) -> WrittenEvent? {
        let entry = item.location(in: path)
        guard let fields = FieldReader(item, path: path, log: log, what: ToolText("what.event"), keys: eventKeys, at: entry)
        else { return nil }
        let kind = fields.choice("kind", among: Event.Kind.allCases.map(\.rawValue))
        if !fields.has("kind") { _ = fields.node("kind", required: true) }
        let time = readTime(fields)
        let explicitID = fields.text("id")
        if let explicitID, !Slug.isValid(explicitID.value) {
            log.report(.invalidSlug, at: explicitID.location, ToolText("event.idInvalid", ["id": explicitID.value]),
                       hint: ToolText("name.invalid.hint", ["suggestion": Slug.suggestion(for: explicitID.value)]))
        }
        let duration = fields.text("duration").flatMap { text -> EventDuration? in
            guard let value = EventDuration.parse(text.value) else {
                log.report(.invalidDate, at: text.location, ToolText("duration.invalid", ["value": text.value]),
                           hint: ToolText("duration.invalid.hint"))
                return nil
            }
            return value
        }
        let chapters = fields.text("chapters").map { text -> Located<ChapterTarget> in
            let target = ChapterTarget.parse(text.value)
            if let reversed = ChapterTarget.reversedRange(text.value) {
                log.report(.invalidValue, at: text.location, ToolText("chapters.backwards", ["range": text.value]),
                           hint: ToolText("chapters.backwards.hint", ["range": "\(reversed.high)-\(reversed.low)"]))
            }
            return Located(target, at: text.location)
        }
        let location = fields.text("location").flatMap { text -> EventLocation? in
            guard URLRule.looksLikeURL(text.value) else { return .place(text.value) }
            return fields.checkedURL(text, field: "location").map { .url($0.value) }
        }
        let notes = fields.text("notes").map { notesSource($0, node: fields.node("notes"), path: path) }
        guard let kindName = kind, let eventKind = Event.Kind(rawValue: kindName.value), let time else { return nil }
        let id: Located<String>
        if let explicitID {
            id = explicitID
        } else {
            let base = "\(eventKind.rawValue)-\(time.value.date)"
            let count = defaultIDCount[base, default: 0] + 1
            defaultIDCount[base] = count
            id = Located(count == 1 ? base : "\(base)-\(count)", at: entry)
        }
        var event = WrittenEvent(id: id, hasWrittenID: explicitID != nil, kind: eventKind, time: time, title: fields.text("title")?.value,
                                 duration: duration, chapters: chapters, location: location, notes: notes, entryLocation: entry)
        event.answers = EventAnswers(going: fields.referenceList("going") ?? [], maybe: fields.referenceList("maybe") ?? [],
                                     absent: fields.referenceList("absent") ?? [])
        return event
    }

    private static func readTime(_ fields: FieldReader) -> Located<EventTime>? {
        guard let text = fields.text("date", required: true) else { return nil }
        guard let time = EventTime.parse(text.value) else {
            fields.log.report(.invalidDate, at: text.location, ToolText("event.dateInvalid", ["value": text.value]),
                              hint: DateRewrite.hint(for: text.value) ?? ToolText("event.dateInvalid.hint"))
            return nil
        }
        return Located(time, at: text.location)
    }

    /// Block scalars (`notes: |`) start on the line after the key.
    static func notesSource(_ text: Located<String>, node: YAMLNode?, path: String) -> MarkdownSource {
        let isBlock = node?.content.isBlock ?? false
        return MarkdownSource(text: text.value, path: path, firstLine: text.location.line + (isBlock ? 1 : 0))
    }
}
