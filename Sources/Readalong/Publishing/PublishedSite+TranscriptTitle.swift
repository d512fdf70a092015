/// What a chat transcript is called where it is listed, headed and searched.
extension PublishedSite {
    /// A transcript's title: its own; else, for a chat tied to an event, the event's title
    /// ("Debat", "Trobada a la biblioteca"); else its date written out, which the places
    /// that show a date beside the title then leave out (see `transcriptDate`).
    func transcriptTitle(_ transcript: Transcript, in room: Room) -> String {
        if let title = transcript.title { return markdown.text(title) }
        if let id = transcript.event?.value, let event = room.schedule?.events.first(where: { $0.id.value == id }) {
            return eventText.title(event)
        }
        return eventText.dates.long(transcript.date)
    }

    /// The date shown beside a transcript's title; `nil` when the title is that date
    /// already, so that an imported chat without a title does not say it twice.
    func transcriptDate(_ transcript: Transcript, in room: Room) -> String? {
        let date = eventText.dates.long(transcript.date)
        return transcriptTitle(transcript, in: room) == date ? nil : date
    }
}
