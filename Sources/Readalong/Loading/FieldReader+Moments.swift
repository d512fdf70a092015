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
            log.report(.invalidDate, at: text.location, ToolText("moment.invalid", ["key": key, "value": text.value]),
                       hint: DateRewrite.hint(for: text.value) ?? ToolText("moment.invalid.hint"))
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
                           ToolText("moment.skipped", ["key": key, "time": "\(local)", "zone": zone.identifier]),
                           hint: ToolText("moment.skipped.hint"))
            } else if case .ambiguous = resolution {
                log.report(.ambiguousTime, at: text.location,
                           ToolText("moment.repeated", ["key": key, "time": "\(local)", "zone": zone.identifier]),
                           hint: ToolText("moment.repeated.hint"))
            }
            instant = resolution.instant
        }
        return (Located(time, at: text.location), instant)
    }
}
