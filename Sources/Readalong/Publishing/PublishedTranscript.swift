/// A transcript's visible messages as published, for its pages and for chat search: each
/// message's anchor, time and HTML are worked out once.
struct PublishedTranscript: Sendable {
    let transcript: Transcript
    /// The language its messages are written in: the transcript's `language:`, else its
    /// room's, else the site's (a message's `[lang …]` flag overrides it for that message).
    let language: String
    /// The visible messages, in file order.
    let messages: [PublishedMessage]

    init(_ transcript: Transcript, in room: Room, siteLanguage: String, dates: DateText, markdown: MarkdownRenderer) {
        self.transcript = transcript
        let language = transcript.language ?? room.language ?? siteLanguage
        self.language = language
        messages = zip(transcript.visibleMessages, transcript.anchors).enumerated().map { index, pair in
            PublishedMessage(pair.0, anchor: pair.1, language: pair.0.language?.value ?? language,
                             firstPass: transcript.firstPasses[index], dates: dates, markdown: markdown)
        }
    }

    /// The messages on page `number` (from 1).
    func page(_ number: Int) -> ArraySlice<PublishedMessage> {
        messages.dropFirst((number - 1) * TranscriptPaging.messagesPerPage).prefix(TranscriptPaging.messagesPerPage)
    }
}
