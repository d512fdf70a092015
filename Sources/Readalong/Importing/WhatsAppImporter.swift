/// `publish import whatsapp`: turns a WhatsApp chat export into transcripts of a room.
public enum WhatsAppImporter {
    /// How messages are shared out into files.
    public enum Split: String, Sendable, CaseIterable {
        /// One transcript per day, named `<yyyy-mm-dd>`.
        case day
        /// One transcript per schedule event, named after the event's id: each message goes
        /// to the latest discussion or meetup that started before it, or else to the start.
        case event
    }

    /// What to import, and how.
    public struct Request: Sendable {
        /// The room's slug.
        public var room: String
        /// `--map` entries.
        public var mappings: [SenderMapping]
        /// One file per day (the default) or per event.
        public var split: Split
        /// `--date-order`, when given.
        public var dateOrder: DateOrder?

        /// Creates a request.
        public init(room: String, mappings: [SenderMapping] = [], split: Split = .day, dateOrder: DateOrder? = nil) {
            self.room = room
            self.mappings = mappings
            self.split = split
            self.dateOrder = dateOrder
        }
    }

    /// What an import produced.
    public struct Outcome: Hashable, Sendable {
        /// The transcripts to write, in time order.
        public let files: [ImportedFile]
        /// Messages imported.
        public let messages: Int
        /// WhatsApp notice lines skipped.
        public let notices: Int
        /// Names whose every line was taken for a notice, as iPhones write notices under the
        /// group's name; said in the report, since a person's lines would be lost so.
        public let groupNames: [String]
        /// Media placeholders replaced by a note.
        public let mediaNotes: Int
        /// How dates were read.
        public let dateOrder: DateOrderChoice
    }

    /// Reads `export` (the bytes of the .txt file) and builds the room's transcripts; writes
    /// nothing. Fails, with every problem of its kind listed, when a sender is unknown or not
    /// in the room, the export is malformed or out of order, or a file already exists.
    public static func run(_ export: [UInt8], request: Request, site: ImportSite) throws(ImportError) -> Outcome {
        let text = try ImportInput.text(export)
        let room = try room(request.room, in: site)
        let directory = try SenderDirectory(members: site.members, room: Set(room.roster), mappings: request.mappings)
        let parsed = try WhatsAppExport.parse(text, siteLanguage: site.language, requestedOrder: request.dateOrder,
                                              zone: room.schedule?.timeZone ?? site.timeZone)
        let lines = try directory.lines(for: parsed.messages)
        let roster = Set(room.roster)
        var outside: [ImportError.SenderOutsideRoom] = []
        for line in lines where !roster.contains(line.handle) {
            let sender = ImportError.SenderOutsideRoom(name: line.message.name, handle: line.handle)
            if !outside.contains(sender) { outside.append(sender) }
        }
        guard outside.isEmpty else { throw .sendersNotInRoom(room: room.slug, outside) }
        let groups = try request.split == .day ? byDay(lines) : byEvent(lines, room: room)
        let files = groups.map { group in
            ImportedFile(path: "content/rooms/\(room.slug)/chat/\(group.name).md",
                         text: TranscriptWriter.render(group.lines, event: group.event))
        }
        let existing = files.map(\.path).filter(site.exists)
        guard existing.isEmpty else { throw .existingFiles(existing) }
        return Outcome(files: files, messages: parsed.messages.count, notices: parsed.notices, groupNames: parsed.groupNames,
                       mediaNotes: parsed.messages.count { $0.isMedia }, dateOrder: parsed.dateOrder)
    }

    /// The messages of one file.
    private struct Group {
        let name: String
        let event: String?
        var lines: [TranscriptWriter.Line]
    }

    private static func room(_ slug: String, in site: ImportSite) throws(ImportError) -> Room {
        if let room = site.rooms.first(where: { $0.slug == slug }) { return room }
        guard site.roomSlugs.contains(slug) else {
            throw .noRoom(slug, suggestion: Suggestion.closest(to: slug, in: site.roomSlugs.sorted()))
        }
        throw .unreadableRoom(slug)
    }

    private static func byDay(_ lines: [TranscriptWriter.Line]) -> [Group] {
        grouped(lines) { line in (name: line.message.time.date.description, event: nil) }
    }

    private static func byEvent(_ lines: [TranscriptWriter.Line], room: Room) throws(ImportError) -> [Group] {
        guard let schedule = room.schedule, let start = schedule.events.first(where: { $0.kind == .start }) else {
            throw .noSchedule(room: room.slug)
        }
        let milestones = schedule.events
            .map { event in (id: event.id.value, start: event.interval.start, kind: event.kind) }
            .filter { $0.kind == .discussion || $0.kind == .meetup }
            .enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        return grouped(lines) { line in
            let instant = line.message.instant
            let id = milestones.last { $0.start <= instant }?.id ?? start.id.value
            return (name: id, event: id)
        }
    }

    /// Consecutive messages with the same file name form one group (times only move
    /// forward, so a file's messages are always consecutive).
    private static func grouped(_ lines: [TranscriptWriter.Line],
                                by key: (TranscriptWriter.Line) -> (name: String, event: String?)) -> [Group] {
        var groups: [Group] = []
        for line in lines {
            let (name, event) = key(line)
            if groups.last?.name == name {
                groups[groups.count - 1].lines.append(line)
            } else {
                groups.append(Group(name: name, event: event, lines: [line]))
            }
        }
        return groups
    }
}
