import Foundation

/// Events in words, in the site's language: title, kind, reading target, and the day and
/// times in a zone. `PublishedSite` uses it once per event (see `PublishedEvent`).
struct EventText: Sendable {
    let strings: UIStrings
    let dates: DateText
    let markdown: MarkdownRenderer
    /// The site's zone, in which lists that mix rooms show times.
    let siteZone: TimeZone

    /// The name of an event's kind in the site's language (see `EventNames`).
    func kindLabel(_ event: Event) -> String {
        EventNames(strings: strings).kindLabel(event.kind)
    }

    /// An event's title as published: its own, or the name of its kind (see `EventNames`).
    func title(_ event: Event) -> String {
        markdown.text(event.shownTitle)
    }

    /// "read up to chapter 10" for an event with a numeric target (its last chapter); `nil`
    /// for free-text targets and events without one.
    func readUpTo(_ event: Event) -> String? {
        event.chapters?.value.upperBound.map { strings.format("gate.readUpTo", String($0)) }
    }

    /// The words for `event` with its date and times in `zone` (the schedule's by default).
    /// When the room's zone is not the site's, the time is labelled with its zone and
    /// followed by the same time in the other of the two zones.
    func wording(_ event: Event, in room: Room, zone explicitZone: TimeZone? = nil) -> EventWording {
        let roomZone = room.schedule?.timeZone ?? siteZone
        let zone = explicitZone ?? roomZone
        let foreign = roomZone.identifier != siteZone.identifier
        let clock = clockText(event, zone: zone, withOffset: foreign)
        var otherZone: (label: String, time: String)?
        if foreign, clock.start != nil {
            let other = zone.identifier == roomZone.identifier ? siteZone : roomZone
            otherZone = (ZoneNames.label(of: zone, strings: strings), otherZoneTime(event, zone: other, besides: clock.date))
        }
        return EventWording(title: title(event), kindLabel: kindLabel(event), clock: clock,
                            date: dates.longWithWeekday(clock.date), otherZone: otherZone,
                            chapters: event.chapters.map { markdown.text($0.value.description) })
    }

    /// `19:00–20:30 hora de Ciutat de Mèxic`, with the weekday and day first when that
    /// zone's day is not `day`.
    func otherZoneTime(_ event: Event, zone: TimeZone, besides day: LocalDate) -> String {
        let when = clockText(event, zone: zone)
        var range = (when.start ?? "") + (when.end.map { "–" + $0 } ?? "")
        if when.date != day { range = "\(dates.weekday(when.date)) \(when.date.day), " + range }
        return "\(range) \(ZoneNames.label(of: zone, strings: strings))"
    }

    /// Writes `event` in `zone`. An end on a later day says so ("the next day", or its
    /// weekday and day further on). When the clocks change during the event, its end says
    /// in plain words how long it really lasts and why ("01:30–02:30 (2 h in all: the clocks
    /// go back an hour that night)"); otherwise a wall time that happens twice in the zone
    /// (the night the clocks go back) is followed by its UTC offset, so that 02:00–02:00
    /// reads as the hour it is. `withOffset` puts the offset in the `datetime` attribute too.
    /// `zone` is the schedule's or the site's: the resolve stage found the event's wall
    /// times in those two.
    func clockText(_ event: Event, zone: TimeZone, withOffset: Bool = false) -> EventClockText {
        guard let walls = event.wallTimes(in: zone) else {
            let date = event.time.value.date
            return EventClockText(date: date, start: nil, end: nil, datetime: date.description)
        }
        let interval = event.interval
        let clock = ZoneClock(zone: zone)
        let start = walls.start, end = walls.end
        let wallLength = (end.date.daysSinceEpoch - start.date.daysSinceEpoch) * 86_400 + end.secondOfDay - start.secondOfDay
        let shift = clockChange(lasting: interval.end - interval.start, onTheWall: wallLength)
        var endText = shift.map { "\(dates.time(end.secondOfDay)) (\($0))" }
            ?? wallTime(end, repeats: walls.endRepeats, instant: interval.end, clock: clock)
        let days = end.date.daysSinceEpoch - start.date.daysSinceEpoch
        if days == 1 {
            endText = strings.format("event.endsNextDay", endText)
        } else if days > 1 {
            endText = "\(dates.weekday(end.date)) \(end.date.day), \(endText)"
        }
        var datetime = "\(start.date)T\(TimeOfDay.format(start.secondOfDay - start.secondOfDay % 60))"
        if withOffset || walls.startRepeats { datetime += UTCOffset.format(clock.offset(at: interval.start)) }
        return EventClockText(date: start.date,
                              start: shift == nil ? wallTime(start, repeats: walls.startRepeats, instant: interval.start, clock: clock)
                                  : dates.time(start.secondOfDay),
                              end: endText, datetime: datetime)
    }

    /// "2 h in all: the clocks go back an hour that night" when an event of `seconds`
    /// spans `wallSeconds` on the wall clock because the clocks change during it, saying by
    /// how much they change (half an hour on Lord Howe Island); `nil` when they do not.
    private func clockChange(lasting seconds: Int, onTheWall wallSeconds: Int) -> String? {
        guard seconds != wallSeconds else { return nil }
        let minutes = seconds / 60
        let length = "\(minutes / 60) h" + (minutes % 60 > 0 ? " \(minutes % 60) min" : "")
        return strings.format(seconds > wallSeconds ? "event.clocksBack" : "event.clocksForward",
                              numbered: [length, shift(abs(seconds - wallSeconds) / 60)])
    }

    /// `an hour`, `half an hour`, `2 hours`, `20 minutes`.
    private func shift(_ minutes: Int) -> String {
        switch minutes {
        case 60: return strings["event.shift.hour"]
        case 30: return strings["event.shift.halfHour"]
        case let whole where whole % 60 == 0: return strings.format("event.shift.hours", String(whole / 60))
        default: return strings.format("event.shift.minutes", String(minutes))
        }
    }

    /// `19:00`, or `02:30 (UTC+01:00)` when the zone has that wall time twice that night.
    private func wallTime(_ wall: LocalDateTime, repeats: Bool, instant: Int, clock: ZoneClock) -> String {
        let time = dates.time(wall.secondOfDay)
        guard repeats else { return time }
        return "\(time) (UTC\(UTCOffset.format(clock.offset(at: instant))))"
    }
}
