/// Writes imported messages as a chat transcript of the content format: front matter with
/// the first message's date (and the event, if any), one line per message, continuation
/// lines indented by two spaces, a `## YYYY-MM-DD` line when the day changes, and the UTC
/// offset after a time that happens twice (`02:10+01:00`).
///
/// Every line of a message after the first is indented, so nothing a message says (a line
/// starting with `## ` or with a time) can be read as a day line or as another message.
enum TranscriptWriter {
    /// One message and the handle of its sender.
    typealias Line = (handle: String, message: WhatsAppMessage)

    /// The file's text; `messages` is not empty and in time order.
    static func render(_ messages: [Line], event: String?) -> String {
        var day = messages[0].message.time.date
        var text = "---\ndate: \(day)\n" + (event.map { "event: \($0)\n" } ?? "") + "---\n"
        for (handle, message) in messages {
            if message.time.date != day {
                day = message.time.date
                text += "## \(day)\n"
            }
            let first = message.lines[0]
            text += TimeOfDay.format(message.time.secondOfDay) + (message.offset.map(UTCOffset.format) ?? "")
                + " \(handle)\(message.edited ? " [edited]" : ""):"
                + (first.isEmpty ? "" : " " + first) + "\n"
            var paragraphBreak = false
            for line in message.lines.dropFirst() {
                if line.isEmpty {
                    paragraphBreak = true
                } else {
                    text += (paragraphBreak ? "\n" : "") + "  " + line + "\n"
                    paragraphBreak = false
                }
            }
        }
        return text
    }
}
