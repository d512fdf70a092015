/// One message of a WhatsApp export, ready to be written to a transcript.
struct WhatsAppMessage: Hashable {
    /// The export's line the message starts on.
    let line: Int
    /// Wall-clock time, as the phone showed it.
    let time: LocalDateTime
    /// The UTC offset to write after the time, for a wall time the zone has twice (the
    /// night the clocks go back); `nil` otherwise.
    let offset: Int?
    /// When it was sent.
    let instant: Int
    /// The sender's display name, cleaned.
    let name: String
    /// The text, line by line (an empty string is a blank line); a media placeholder is
    /// already replaced by its note.
    let lines: [String]
    /// WhatsApp marked it as edited.
    let edited: Bool
    /// It stood for a file the export did not include.
    let isMedia: Bool
}
