/// The chats of a room as a build has them.
enum RoomTranscripts: Sendable {
    /// Read by this build: the transcripts ordered by their first message (none for a
    /// room without chats).
    case loaded([Transcript])
    /// Not read: unchanged since the last build, which left this outline of them; their
    /// pages are kept from that build's output.
    case kept(TranscriptOutline)

    /// The transcripts read by this build: none when they were kept.
    var loaded: [Transcript] {
        if case .loaded(let transcripts) = self { return transcripts }
        return []
    }

    /// The names, page counts and message counts of the room's transcripts, in the room's order.
    var outline: [TranscriptOutline.Entry] {
        switch self {
        case .loaded(let transcripts): return transcripts.map { TranscriptOutline.Entry(name: $0.name, pages: $0.pageCount, messages: $0.messageCounts) }
        case .kept(let outline): return outline.entries
        }
    }
}
