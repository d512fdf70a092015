/// Reads `content/rooms/<slug>/chat/<name>.md`: the front matter and the message lines.
enum TranscriptParser {
    static let keys = ["date", "title", "event", "timezone", "language", "polls"]

    static func parse(name: String, _ document: SourceDocument, log: DiagnosticLog) -> WrittenTranscript? {
        let path = document.path
        guard let fields = FieldReader(document.yaml, path: path, log: log, what: ToolText("what.transcript"), keys: keys,
                                       at: document.start) else { return nil }
        let date = fields.date("date", required: true)
        let title = fields.text("title")
        let event = fields.reference("event")
        let zone = fields.timeZone("timezone")
        let language = fields.language("language")
        let polls = PollParser.parse(fields)
        var lines = TranscriptLines(path: path, firstDay: date?.value, log: log)
        lines.read(document.body)
        guard let date else { return nil }
        return WrittenTranscript(name: name, path: path, date: date.value, title: title?.value, event: event,
                          timeZone: zone?.value, language: language?.value, polls: polls, messages: lines.messages)
    }
}
