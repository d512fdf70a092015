/// How long an event lasts, written `90m`, `2h` or `1h30m`.
public struct EventDuration: Hashable, Sendable {
    /// Length in seconds.
    public let seconds: Int

    /// One hour, the default length of a timed event.
    public static let defaultLength = EventDuration(seconds: 3600)

    init(seconds: Int) { self.seconds = seconds }

    /// Parses `NhNm`, `Nh` or `Nm` (at least one part, total above zero).
    public static func parse(_ text: String) -> EventDuration? {
        var hours: Int?
        var minutes: Int?
        var digits = ""
        for character in text {
            if character.isASCII, character.isNumber {
                guard digits.count < 6 else { return nil }
                digits.append(character)
            } else if character == "h", hours == nil, minutes == nil, let value = Int(digits) {
                hours = value
                digits = ""
            } else if character == "m", minutes == nil, let value = Int(digits) {
                minutes = value
                digits = ""
            } else {
                return nil
            }
        }
        guard digits.isEmpty, hours != nil || minutes != nil else { return nil }
        let total = (hours ?? 0) * 3600 + (minutes ?? 0) * 60
        guard total > 0, total <= 31 * 86_400 else { return nil }
        return EventDuration(seconds: total)
    }
}
