import Foundation

/// An event's day and times as written in one zone.
struct EventClockText {
    /// The day the event starts on in the zone.
    let date: LocalDate
    /// `19:00`; `02:00 (UTC+02:00)` when the zone lives that wall time twice. `nil` for
    /// all-day events.
    let start: String?
    /// `20:30`, `01:00 the next day`, `Sunday 29, 02:00`, `02:00 (UTC+01:00)`; `nil` without a time.
    let end: String?
    /// The `datetime` attribute: `2026-11-12T19:00`, with the offset (`+01:00`) when asked.
    let datetime: String
}

extension RenderContext {
    /// Writes `event` in `zone`. An end on a later day says so ("the next day", or its
    /// weekday and day further on); a wall time that happens twice in the zone (the night the clocks go
    /// back) is followed by its UTC offset, so that 02:00–02:00 reads as the hour it is.
    /// `withOffset` puts the offset in the `datetime` attribute too.
    func clockText(_ event: Event, zone: TimeZone, withOffset: Bool = false) -> EventClockText {
        guard case .allDay = event.time.value else {
            let interval = event.interval
            let clock = ZoneClock(zone: zone)
            let start = LocalTimes.wallClock(interval.start, zone: zone)
            let end = LocalTimes.wallClock(interval.end, zone: zone)
            var endText = wallTime(end, instant: interval.end, clock: clock)
            let days = end.date.daysSinceEpoch - start.date.daysSinceEpoch
            if days == 1 {
                endText = strings.format("event.endsNextDay", endText)
            } else if days > 1 {
                endText = "\(dates.weekday(end.date)) \(end.date.day), \(endText)"
            }
            var datetime = "\(start.date)T\(TimeOfDay.format(start.secondOfDay - start.secondOfDay % 60))"
            let repeated = isRepeated(start, clock: clock)
            if withOffset || repeated { datetime += UTCOffset.format(clock.offset(at: interval.start)) }
            return EventClockText(date: start.date, start: wallTime(start, instant: interval.start, clock: clock),
                                  end: endText, datetime: datetime)
        }
        return allDay(event.time.value.date)
    }

    private func allDay(_ date: LocalDate) -> EventClockText {
        EventClockText(date: date, start: nil, end: nil, datetime: date.description)
    }

    /// `19:00`, or `02:30 (UTC+01:00)` when the zone has that wall time twice that night.
    private func wallTime(_ wall: LocalDateTime, instant: Int, clock: ZoneClock) -> String {
        let time = dates.time(wall.secondOfDay)
        guard isRepeated(wall, clock: clock) else { return time }
        return "\(time) (UTC\(UTCOffset.format(clock.offset(at: instant))))"
    }

    private func isRepeated(_ wall: LocalDateTime, clock: ZoneClock) -> Bool {
        if case .ambiguous = clock.resolve(wall) { return true }
        return false
    }
}
