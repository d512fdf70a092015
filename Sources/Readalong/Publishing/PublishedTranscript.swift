/// A transcript's visible messages as published, for its pages and for chat search: each
/// message's anchor, time and HTML are worked out once.
struct PublishedTranscript: Sendable {
    let transcript: Transcript
    /// The visible messages, in file order.
    let messages: [PublishedMessage]

    init(_ transcript: Transcript, dates: DateText, markdown: MarkdownRenderer) {
        self.transcript = transcript
        messages = zip(transcript.visibleMessages, transcript.anchors).enumerated().map { index, pair in
            PublishedMessage(pair.0, anchor: pair.1, firstPass: transcript.firstPasses[index], dates: dates, markdown: markdown)
        }
    }

    /// The messages on page `number` (from 1).
    func page(_ number: Int) -> ArraySlice<PublishedMessage> {
        messages.dropFirst((number - 1) * TranscriptPaging.messagesPerPage).prefix(TranscriptPaging.messagesPerPage)
    }
}
