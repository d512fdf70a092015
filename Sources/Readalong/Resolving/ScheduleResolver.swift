import Foundation

/// Places a schedule's events in time: each event's interval in the schedule's zone (or at
/// its written offset), its wall times in that zone and in the site's, and the room's span
/// from its start to its end.
enum ScheduleResolver {
    static func resolve(_ schedule: WrittenSchedule, siteZone: TimeZone, names: EventNames) -> Schedule {
        let clock = ZoneClock(zone: schedule.timeZone)
        let siteClock = siteZone.identifier == schedule.timeZone.identifier ? nil : ZoneClock(zone: siteZone)
        let events = schedule.events.map { written -> Event in
            let (interval, resolution) = interval(of: written, clock: clock)
            let wallTimes = written.time.value.isAllDay ? [] : ([clock] + (siteClock.map { [$0] } ?? [])).map {
                EventWallTimes(interval, clock: $0)
            }
            return Event(written: written, interval: interval, resolution: resolution, wallClocks: wallTimes,
                         anchor: EventNames.anchor(of: written.id.value), shownTitle: names.title(of: written))
        }
        return Schedule(written: schedule, events: events, span: span(of: events))
    }

    /// From the start of the one `start` event to the start of the one `end` event (its end
    /// when it is a whole day); `nil` when either is missing or repeated, or the end comes
    /// first.
    static func span(of events: [Event]) -> (start: Int, end: Int)? {
        let starts = events.filter { $0.kind == .start }
        let ends = events.filter { $0.kind == .end }
        guard starts.count == 1, ends.count == 1 else { return nil }
        let end = ends[0].time.value.isAllDay ? ends[0].interval.end : ends[0].interval.start
        let span = (start: starts[0].interval.start, end: end)
        return span.end >= span.start ? span : nil
    }

    /// The event's instants, and how its local time fell in the zone.
    private static func interval(of event: WrittenEvent, clock: ZoneClock)
        -> (interval: (start: Int, end: Int), resolution: ZoneClock.Resolution?) {
        let length = (event.duration ?? .defaultLength).seconds
        switch event.time.value {
        case .allDay(let date):
            return ((clock.startOfDay(date), clock.startOfDay(date.next)), nil)
        case .offset(let local, let offset):
            let start = local.secondsAsUTC - offset
            return ((start, start + length), nil)
        case .local(let local):
            let resolution = clock.resolve(local)
            return ((resolution.instant, resolution.instant + length), resolution)
        }
    }
}

extension EventTime {
    var isAllDay: Bool {
        if case .allDay = self { return true }
        return false
    }
}
