/// The spoiler gate by chapter (issue 19): what the pages of a room mark for the gate in
/// `readalong.js`. The HTML only gains `data-chapter` attributes and, on the pages of a room
/// with chapter data, an empty hidden element whose `data-gate` holds JSON with the room's
/// key and the gate's words (an attribute, not an inline script: pages run no script but the
/// theme's); the script builds the control from them. A site without chapter data publishes
/// none of it, and its theme files leave the gate's sections out (`ThemeSections`).
///
/// Worked out once per build for every published room: which rooms and transcripts have
/// chapter data, and each such room's gate.
struct ChapterGates: Sendable {
    /// The attribute that carries the gate's JSON; the script looks for it.
    static let attribute = "data-gate"

    /// The keys (below `gate.`) of the words the script shows, sorted.
    static let words = ["apply", "chapter", "chapters", "finished", "heading", "hidden.one", "hidden.other",
                        "label", "none", "note", "openAll", "option", "poll", "start", "unset"]

    /// The gate's JSON of each room with chapter data, by slug.
    private let gates: [String: String]
    /// The transcripts with chapter data of each room, by slug.
    private let transcripts: [String: Set<String>]

    /// The gates of `rooms`, in the words of `strings`, keyed by each room's address.
    init(rooms: [Room], strings: UIStrings, urls: SiteURLs) {
        var gates: [String: String] = [:]
        var transcripts: [String: Set<String>] = [:]
        for room in rooms {
            let gated = room.transcripts.loaded.filter { Self.hasChapterData($0, in: room) }
            guard !gated.isEmpty else { continue }
            transcripts[room.slug] = Set(gated.map(\.name))
            gates[room.slug] = Self.json(room, strings: strings, urls: urls)
        }
        self.gates = gates
        self.transcripts = transcripts
    }

    /// The gate of the pages of `room` (its page, its lists of chats), when any chat of the
    /// room read by this build has chapter data (a room whose chats were kept has its pages
    /// from the last build; see `ThemeSections.features`).
    func gate(of room: Room) -> String? {
        gates[room.slug]
    }

    /// The gate of a transcript's pages, when the transcript has chapter data.
    func gate(of transcript: Transcript, in room: Room) -> String? {
        transcripts[room.slug]?.contains(transcript.name) == true ? gates[room.slug] : nil
    }

    /// The last chapter a transcript's milestone reaches, when its target is numeric.
    static func milestoneChapter(_ transcript: Transcript, in room: Room) -> Int? {
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
    private static func hasChapterData(_ transcript: Transcript, in room: Room) -> Bool {
        milestoneChapter(transcript, in: room) != nil || transcript.visibleMessages.contains { $0.chapters != nil }
    }

    /// The gate's JSON for the pages of `room`: the room's key for the browser's storage,
    /// the last chapter to offer, and the gate's words in the site's language. Templates
    /// escape it into the attribute.
    private static func json(_ room: Room, strings: UIStrings, urls: SiteURLs) -> String {
        let flagged = room.transcripts.loaded.lazy.flatMap(\.visibleMessages).compactMap { $0.chapters?.value.upperBound }.max()
        let scheduled = room.schedule?.events.compactMap { $0.chapters?.value.upperBound }.max()
        let last = max(scheduled ?? 0, flagged ?? 0, 1)
        return "{\"last\":\(last),\"room\":\(Escaping.jsonString(urls.room(room.slug), inScript: true)),\(wordsJSON(strings))}"
    }

    /// The gate's JSON for the companion pages of a book: the book's key for the browser's
    /// storage, the rooms reading it (whose progress counts when none is set for the book),
    /// the last chapter to offer, and the gate's words.
    static func bookJSON(book: String, rooms: [String], last: Int, strings: UIStrings) -> String {
        let rooms = rooms.map { Escaping.jsonString($0, inScript: true) }.joined(separator: ",")
        return "{\"last\":\(max(last, 1)),\"book\":\(Escaping.jsonString(book, inScript: true)),\"rooms\":[\(rooms)],\(wordsJSON(strings))}"
    }

    /// `"t":{…}`: the gate's words in the site's language.
    private static func wordsJSON(_ strings: UIStrings) -> String {
        let words = Self.words.map { "\(Escaping.jsonString($0, inScript: true)):\(Escaping.jsonString(strings["gate." + $0], inScript: true))" }
        return "\"t\":{\(words.joined(separator: ","))}"
    }
}
