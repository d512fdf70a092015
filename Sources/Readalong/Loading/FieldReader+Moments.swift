import Foundation

/// Reads "a date or a local time" (a news item's `date`, a pick's `opens` and `closes`)
/// and turns it into an instant in the site's zone.
extension FieldReader {
    /// Which instant of a whole day a date stands for.
    enum DayEdge {
        /// Its first instant: published from that day, open from that day.
        case start
        /// The first instant after it: a vote that closes on a day stays open all that day.
        case end
    }

    /// The value as written and the instant it means. A local time the clocks skip is an
    /// error (E034); one they repeat is a warning (W004) and the first is used.
    func moment(_ key: String, required: Bool = false, zone: TimeZone, edge: DayEdge) -> (Located<EventTime>, Int)? {
        guard let text = text(key, required: required) else { return nil }
        guard let time = EventTime.parse(text.value) else {
            log.report(.invalidDate, at: text.location, "'\(key)': '\(text.value)' is not a date or a date and time",
                       hint: DateRewrite.hint(for: text.value) ?? "write 2026-11-12 for a day or 2026-11-12 18:00 for a time")
            return nil
        }
        let clock = ZoneClock(zone: zone)
        let instant: Int
        switch time {
        case .allDay(let date):
            instant = clock.startOfDay(edge == .start ? date : date.next)
        case .offset(let local, let offset):
            instant = local.secondsAsUTC - offset
        case .local(let local):
            let resolution = clock.resolve(local)
            if case .skipped = resolution {
                log.report(.nonexistentTime, at: text.location,
                           "'\(key)': \(local) never happens in \(zone.identifier), the clocks jump forward over it",
                           hint: "pick a time an hour later or earlier")
            } else if case .ambiguous = resolution {
                log.report(.ambiguousTime, at: text.location,
                           "'\(key)': \(local) happens twice in \(zone.identifier); the earlier one is meant",
                           hint: "add the UTC offset you mean after the time, e.g. +02:00")
            }
            instant = resolution.instant
        }
        return (Located(time, at: text.location), instant)
    }
}
