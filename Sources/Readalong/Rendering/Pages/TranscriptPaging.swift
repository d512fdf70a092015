/// How transcripts are cut into pages.
enum TranscriptPaging {
    /// The messages a transcript shows: all but those hidden by moderation.
    static func visibleMessages(of transcript: Transcript) -> [Message] {
        transcript.messages.filter { !$0.flags.contains(.hidden) }
    }

    /// Messages per page of a transcript.
    static let messagesPerPage = 200

    /// The number of pages a transcript takes: its visible messages, a page at least.
    static func pageCount(of transcript: Transcript) -> Int {
        let visible = transcript.messages.count { !$0.flags.contains(.hidden) }
        return max(1, (visible + messagesPerPage - 1) / messagesPerPage)
    }
}
