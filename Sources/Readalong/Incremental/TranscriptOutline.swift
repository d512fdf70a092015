/// What a build learnt about one room's transcripts that other builds need without reading
/// them again: which transcript pages the room has, in the order the room shows them, and
/// how many messages each holds by month and sender.
///
/// A rebuild keeps a room's outline instead of loading its chats while the chats and every
/// other input are unchanged; the room's pages are then reused from the last build, and the
/// outline still gives their addresses to the plan and the sitemap.
struct TranscriptOutline: Equatable, Sendable {
    /// One transcript: its name (the file name without `.md`), how many pages it takes, and
    /// its published messages counted by month and sender (what the year pages need).
    struct Entry: Equatable, Sendable {
        let name: String
        let pages: Int
        let messages: MessageCounts
    }

    /// Fingerprint of the room's transcript files when the outline was made.
    let inputs: ContentHash
    /// The transcripts, in the room's order (by first message).
    let entries: [Entry]

    init(inputs: ContentHash, entries: [Entry]) {
        self.inputs = inputs
        self.entries = entries
    }
}
