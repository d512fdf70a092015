/// What the companion pages of each book gather, chapter by chapter (`/books/<slug>/chapters/<n>/`),
/// worked out once per build from the listed rooms reading the book (anonymous ones
/// included; unlisted and private never) and the book's marginalia.
///
/// A chapter has a page when something belongs to it: a discussion whose target first
/// reaches it in some room, a published message flagged with it, or a note about it.
struct BookCompanions: Sendable {
    /// A discussion of a room whose numeric target first reaches the chapter.
    struct Discussion: Sendable {
        let room: Room
        let event: Event
        /// The room's transcripts attached to that event, in the room's order.
        let transcripts: [Transcript]
    }

    /// A published message flagged with the chapter, where it was said.
    struct FlaggedMessage: Sendable {
        let room: Room
        let transcript: Transcript
        let message: PublishedMessage
        /// The transcript page the message is on (from 1).
        let page: Int
    }

    /// Everything one chapter of a book gathers.
    struct Chapter: Sendable {
        let number: Int
        var discussions: [Discussion] = []
        var messages: [FlaggedMessage] = []
        var notes: [BookNote] = []
    }

    /// The chapters with something, in order, of each book by slug.
    private let chapters: [String: [Chapter]]

    init(published: PublishedSite) {
        var chapters: [String: [Chapter]] = [:]
        for book in published.site.books {
            var byNumber: [Int: Chapter] = [:]
            func add(_ number: Int, _ change: (inout Chapter) -> Void) {
                change(&byNumber[number, default: Chapter(number: number)])
            }
            for room in published.listedRoomsByBook[book.slug] ?? [] {
                for (event, reached) in Self.firstReaches(room) {
                    let transcripts = room.transcripts.loaded.filter { $0.event?.value == event.id.value }
                    for number in reached { add(number) { $0.discussions.append(Discussion(room: room, event: event, transcripts: transcripts)) } }
                }
                for transcript in room.transcripts.loaded {
                    for (index, shown) in published.transcript(transcript, in: room).messages.enumerated() {
                        guard let range = shown.message.chapters?.value else { continue }
                        let flagged = FlaggedMessage(room: room, transcript: transcript, message: shown,
                                                     page: index / TranscriptPaging.messagesPerPage + 1)
                        for number in range { add(number) { $0.messages.append(flagged) } }
                    }
                }
            }
            for note in book.notes { add(note.chapter.value) { $0.notes.append(note) } }
            if !byNumber.isEmpty { chapters[book.slug] = byNumber.values.sorted { $0.number < $1.number } }
        }
        self.chapters = chapters
    }

    /// The chapters of a book that have a companion page, in order.
    func chapters(of slug: String) -> [Chapter] {
        chapters[slug] ?? []
    }

    /// One chapter's page of a book, when it has one.
    func chapter(_ number: Int, of slug: String) -> Chapter? {
        chapters[slug]?.first { $0.number == number }
    }

    /// Each discussion of a room with a numeric target and the chapters it reaches first
    /// (those above the previous target, in date order).
    private static func firstReaches(_ room: Room) -> [(Event, ClosedRange<Int>)] {
        var reached = 0
        var result: [(Event, ClosedRange<Int>)] = []
        let discussions = (room.schedule?.events ?? []).filter { $0.kind == .discussion }.sorted { $0.interval.start < $1.interval.start }
        for event in discussions {
            guard let last = event.chapters?.value.upperBound, last > reached else { continue }
            result.append((event, (reached + 1)...last))
            reached = last
        }
        return result
    }
}
