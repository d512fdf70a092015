import Foundation

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
    /// The rooms whose gate carries edition tables, by slug (the theme's `editions` section).
    private let withEditions: Set<String>

    /// The gates of `rooms`, in the words of `strings`, keyed by each room's address. A room
    /// whose book has editions with chapter tables and whose itinerary has numeric targets
    /// has a gate too, chats or not: there readers give their place in their edition.
    /// Edition titles are filtered by `text`; target days are in the room's zone, else `siteZone`.
    init(rooms: [Room], strings: UIStrings, urls: SiteURLs, text: (String) -> String, siteZone: TimeZone) {
        var gates: [String: String] = [:]
        var transcripts: [String: Set<String>] = [:]
        var withEditions = Set<String>()
        for room in rooms {
            let gated = room.transcripts.loaded.filter { Self.hasChapterData($0, in: room) }
            let tables = EditionTables(room.resolvedBook)
            let targeted = room.schedule?.events.contains { $0.chapters?.value.upperBound != nil } == true
            let editions = tables.flatMap { targeted || !gated.isEmpty ? $0 : nil }
            guard !gated.isEmpty || editions != nil else { continue }
            transcripts[room.slug] = Set(gated.map(\.name))
            var json = Self.json(room, lastChapter: editions?.lastChapter ?? 0, words: Self.words + (editions == nil ? [] : EditionTables.words),
                                 strings: strings, urls: urls)
            if let editions {
                json += ",\"book\":\(Escaping.jsonString(urls.book(room.book.value), inScript: true)),\(editions.field(text: text))"
                    + "," + EditionTables.targets(of: room, zone: room.schedule?.timeZone ?? siteZone)
                withEditions.insert(room.slug)
            }
            gates[room.slug] = json + "}"
        }
        self.gates = gates
        self.transcripts = transcripts
        self.withEditions = withEditions
    }

    /// Whether the gate of `room`'s pages carries edition tables.
    func hasEditions(_ room: Room) -> Bool {
        withEditions.contains(room.slug)
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

    /// The gate's JSON for the pages of `room`, without its closing brace: the room's key
    /// for the browser's storage, the last chapter to offer (at least `lastChapter`), and
    /// the gate's `words` in the site's language. Templates escape it into the attribute.
    private static func json(_ room: Room, lastChapter: Int, words: [String], strings: UIStrings, urls: SiteURLs) -> String {
        let flagged = room.transcripts.loaded.lazy.flatMap(\.visibleMessages).compactMap { $0.chapters?.value.upperBound }.max()
        let scheduled = room.schedule?.events.compactMap { $0.chapters?.value.upperBound }.max()
        let last = max(scheduled ?? 0, flagged ?? 0, lastChapter, 1)
        return "{\"last\":\(last),\"room\":\(Escaping.jsonString(urls.room(room.slug), inScript: true)),\(wordsJSON(words, strings))"
    }

    /// The gate's JSON for the companion pages of `book`: the book's key for the browser's
    /// storage, the rooms reading it (whose progress counts when none is set for the book),
    /// the last chapter to offer, the gate's words, and the book's edition tables when it
    /// has any (edition titles filtered by `text`).
    static func bookJSON(_ book: Book, rooms: [String], last: Int, strings: UIStrings, urls: SiteURLs,
                         text: (String) -> String) -> String {
        let tables = EditionTables(book)
        let rooms = rooms.map { Escaping.jsonString($0, inScript: true) }.joined(separator: ",")
        let words = Self.words + (tables == nil ? [] : EditionTables.words)
        let last = max(last, tables?.lastChapter ?? 0, 1)
        let editions = tables.map { "," + $0.field(text: text) } ?? ""
        return "{\"last\":\(last),\"book\":\(Escaping.jsonString(urls.book(book.slug), inScript: true)),\"rooms\":[\(rooms)],"
            + "\(wordsJSON(words, strings))\(editions)}"
    }

    /// `"t":{…}`: the gate's `words` in the site's language, sorted.
    private static func wordsJSON(_ words: [String], _ strings: UIStrings) -> String {
        let said = words.sorted().map { "\(Escaping.jsonString($0, inScript: true)):\(Escaping.jsonString(strings["gate." + $0], inScript: true))" }
        return "\"t\":{\(said.joined(separator: ","))}"
    }
}
