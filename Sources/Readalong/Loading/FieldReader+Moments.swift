import Foundation

/// Reads "a date or a local time" (a news item's `date`, a pick's `opens` and `closes`);
/// the resolve stage places it in the site's zone (`ClubResolver`).
extension FieldReader {
    /// The value as written; `nil` (reported) when it is neither a date nor a date and time.
    func moment(_ key: String, required: Bool = false) -> Located<EventTime>? {
        guard let text = text(key, required: required) else { return nil }
        guard let time = EventTime.parse(text.value) else {
            log.report(.invalidDate, at: text.location, ToolText("moment.invalid", ["key": key, "value": text.value]),
                       hint: DateRewrite.hint(for: text.value) ?? ToolText("moment.invalid.hint"))
            return nil
        }
        return Located(time, at: text.location)
    }
}
