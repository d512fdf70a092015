/// Reads `content/rooms/<slug>/index.md` (the schedule and transcripts are read apart).
enum RoomParser {
    static let keys = ["book", "title", "host", "moderators", "members", "capacity", "visibility", "anonymous",
                       "joining", "join_url", "language", "tags", "ratings", "draft", "aliases", "reminder"]

    static func parse(slug: String, _ document: SourceDocument, log: DiagnosticLog) -> WrittenRoom? {
        let path = document.path
        guard let fields = FieldReader(document.yaml, path: path, log: log, what: ToolText("what.room"), keys: keys, at: document.start)
        else { return nil }
        let book = fields.reference("book", required: true)
        let host = fields.reference("host", required: true)
        let visibility = fields.choice("visibility", among: ["public", "unlisted", "private"])
        let joining = fields.choice("joining", among: ["open", "request", "closed"])
        var room = WrittenRoom(
            slug: slug, path: path, book: book ?? Located("", at: document.start),
            title: fields.text("title")?.value, host: host ?? Located("", at: document.start),
            moderators: fields.referenceList("moderators") ?? [], members: fields.referenceList("members") ?? [],
            capacity: fields.integer("capacity", minimum: 1),
            visibility: visibility.flatMap { Room.Visibility(rawValue: $0.value) } ?? .public,
            anonymous: fields.boolean("anonymous")?.value ?? false,
            joining: joining.flatMap { Room.Joining(rawValue: $0.value) } ?? .open,
            joinURL: fields.url("join_url")?.value, language: fields.language("language")?.value,
            tags: fields.textList("tags")?.map(\.value) ?? [], ratings: readRatings(fields),
            draft: fields.boolean("draft")?.value ?? false,
            aliases: fields.aliases(), body: document.body
        )
        room.reminder = fields.reminder("reminder")
        return book == nil || host == nil ? nil : room
    }

    private static func readRatings(_ fields: FieldReader) -> [Located<Rating>] {
        (fields.map("ratings") ?? []).compactMap { entry in
            guard let stars = FieldReader.integer(of: entry.value, key: "ratings.\(entry.key.value)",
                                                  minimum: 0, maximum: 5, reader: fields) else { return nil }
            return Located(Rating(handle: entry.key.value, stars: stars.value), at: entry.key.location)
        }
    }
}
