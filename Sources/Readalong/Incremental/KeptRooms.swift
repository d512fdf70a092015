/// The rooms whose chats a rebuild does not read: their transcripts are the very files the
/// last build read and passed, so the outline it left of them (`TranscriptOutline`) stands
/// in for them, and their pages are reused from its output (see `LastBuild`).
struct KeptRooms: Sendable, ExpressibleByDictionaryLiteral {
    /// The outline of each kept room, by slug.
    let outlines: [String: TranscriptOutline]
    /// The rooms the last build outlined whose chats changed since (edited, added to, or
    /// all deleted): not kept.
    let dropped: Set<String>

    /// Keeps the rooms of `outlines`; `dropped` names the last build's other outlined rooms.
    init(_ outlines: [String: TranscriptOutline], dropped: Set<String> = []) {
        self.outlines = outlines
        self.dropped = dropped
    }

    init(dictionaryLiteral rooms: (String, TranscriptOutline)...) {
        self.init(Dictionary(rooms, uniquingKeysWith: { first, _ in first }))
    }

    /// How many rooms are kept.
    var count: Int { outlines.count }

    /// Whether the chats of the room of this slug are kept, and so not to be read.
    func keeps(_ slug: String) -> Bool { outlines[slug] != nil }

    /// The chats of a room: its outline when kept, else the transcripts read.
    func chats(of slug: String, read: [WrittenTranscript]) -> RoomChats {
        outlines[slug].map(RoomChats.kept) ?? .loaded(read)
    }
}
