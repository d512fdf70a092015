/// The spoiler gate by chapter (issue 19): what the pages of a room mark for the gate in
/// `readalong.js`. The HTML only gains `data-chapter` attributes and, on the pages of a room
/// with chapter data, an empty hidden element whose `data-gate` holds JSON with the room's
/// key and the gate's words (an attribute, not an inline script: pages run no script but the
/// theme's); the script builds the control from them. A site without chapter data publishes none of it, and its
/// theme files leave the gate's sections out (`ThemeSections`).
extension RenderContext {
    /// The attribute that carries the gate's JSON; the script looks for it.
    static let gateAttribute = "data-gate"

    /// The last chapter a transcript's milestone reaches, when its target is numeric.
    func milestoneChapter(_ transcript: Transcript, in room: Room) -> Int? {
        guard let id = transcript.event?.value else { return nil }
        return room.schedule?.events.first { $0.id.value == id }?.chapters?.value.upperBound
    }

    /// `12` or `12-14` for a message flagged `[ch 12]` or `[ch 12-14]`.
    static func chapterAttribute(_ message: Message) -> String? {
        guard let range = message.chapters?.value else { return nil }
        return range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)-\(range.upperBound)"
    }

    /// Whether a transcript has anything the gate compares: a numeric milestone or a
    /// flagged message.
    func hasChapterData(_ transcript: Transcript, in room: Room) -> Bool {
        milestoneChapter(transcript, in: room) != nil || transcript.visibleMessages.contains { $0.chapters != nil }
    }

    /// Whether any chat of the room read by this build has chapter data (a room whose chats
    /// were kept has its pages from the last build; see `ThemeSections.features`).
    func hasChapterData(_ room: Room) -> Bool {
        room.transcripts.loaded.contains { hasChapterData($0, in: room) }
    }

    /// The gate's JSON for a page of `room` (the room page, its lists of chats, a transcript
    /// with chapter data): the room's key for the browser's storage, the last chapter to
    /// offer, and the gate's words in the site's language. Templates escape it into the
    /// attribute.
    func gateJSON(_ room: Room) -> String {
        let flagged = room.transcripts.loaded.lazy.flatMap(\.visibleMessages).compactMap { $0.chapters?.value.upperBound }.max()
        let last = max(lastScheduledChapter(room) ?? 0, flagged ?? 0, 1)
        let words = Self.gateWords.map { "\(Escaping.jsonString($0, inScript: true)):\(Escaping.jsonString(strings["gate." + $0], inScript: true))" }
        return "{\"last\":\(last),\"room\":\(Escaping.jsonString(urls.room(room.slug), inScript: true)),"
            + "\"t\":{\(words.joined(separator: ","))}}"
    }

    /// The keys (below `gate.`) of the words the script shows, sorted.
    static let gateWords = ["apply", "chapter", "chapters", "finished", "heading", "hidden.one", "hidden.other",
                            "label", "none", "note", "openAll", "option", "poll", "start", "unset"]

    /// The highest numeric target of the room's schedule.
    private func lastScheduledChapter(_ room: Room) -> Int? {
        room.schedule?.events.compactMap { $0.chapters?.value.upperBound }.max()
    }
}
