/// Schedule rules: one start and one end, every event between them, chapter targets that
/// never go backwards, unique ids, and local times that exist. Resolves every event to
/// instants in the schedule's zone and the room's span.
enum ScheduleRules {
    static func resolve(_ schedule: Schedule, log: DiagnosticLog) -> Schedule {
        let clock = ZoneClock(zone: schedule.timeZone)
        let events = schedule.events.map { event -> Event in
            var resolved = event
            resolved.interval = interval(of: event, clock: clock, log: log)
            return resolved
        }
        checkIDs(events, log: log)
        let starts = events.filter { $0.kind == .start }
        let ends = events.filter { $0.kind == .end }
        checkCount(starts, kind: "start", path: schedule.path, complete: schedule.unreadableEvents == 0, log: log)
        checkCount(ends, kind: "end", path: schedule.path, complete: schedule.unreadableEvents == 0, log: log)
        var resolved = schedule
        if starts.count == 1, ends.count == 1, let start = starts[0].interval, let end = ends[0].interval {
            let endIsWholeDay = ends[0].time.value.isAllDay
            let span = (start: start.start, end: endIsWholeDay ? end.end : end.start)
            if span.end >= span.start { resolved.span = span }
            for event in events where event.kind != .start && event.kind != .end {
                guard span.end >= span.start, let interval = event.interval else { continue }
                let afterEnd = endIsWholeDay ? interval.start >= span.end : interval.start > span.end
                let beforeStart = event.time.value.isAllDay ? interval.end <= span.start : interval.start < span.start
                guard beforeStart || afterEnd else { continue }
                log.report(.eventOutsideRoom, at: event.time.location,
                           "event '\(event.id.value)' on \(event.time.value.date) is outside the room "
                           + "(\(starts[0].time.value.date) to \(ends[0].time.value.date))",
                           hint: "move the event, or move the start or end")
            }
            if span.end < span.start {
                log.report(.eventOutsideRoom, at: ends[0].time.location, "the end comes before the start",
                           hint: "the end event must not be earlier than the start event")
            }
        }
        ChapterOrder.check(events.sorted { ($0.interval?.start ?? .max) < ($1.interval?.start ?? .max) }, log: log)
        resolved.events = events
        return resolved
    }

    private static func interval(of event: Event, clock: ZoneClock, log: DiagnosticLog) -> (start: Int, end: Int) {
        switch event.time.value {
        case .allDay(let date):
            return (clock.startOfDay(date), clock.startOfDay(date.next))
        case .offset(let local, let offset):
            let start = local.secondsAsUTC - offset
            return (start, start + (event.duration ?? .defaultLength).seconds)
        case .local(let local):
            let resolution = clock.resolve(local)
            switch resolution {
            case .skipped:
                log.report(.nonexistentTime, at: event.time.location,
                           "\(local) does not exist in \(clock.zone.identifier): the clocks skip that hour",
                           hint: "choose a time outside the daylight-saving change")
            case .ambiguous(let earlier, let later):
                let time = "\(local.date)T\(TimeOfDay.format(local.secondOfDay))"
                log.report(.ambiguousTime, at: event.time.location,
                           "\(local) happens twice in \(clock.zone.identifier): the clocks go back that night; the first is used",
                           hint: "write the offset you mean: \(time)\(UTCOffset.format(local.secondsAsUTC - earlier)) "
                               + "or \(time)\(UTCOffset.format(local.secondsAsUTC - later))")
            case .unique:
                break
            }
            let start = resolution.instant
            return (start, start + (event.duration ?? .defaultLength).seconds)
        }
    }

    /// One event of the kind; a missing one is not reported when some entries could not be
    /// read (one of them is probably it, and its own error is reported already).
    private static func checkCount(_ events: [Event], kind: String, path: String, complete: Bool, log: DiagnosticLog) {
        if events.isEmpty, complete {
            log.report(.startEndCount, at: .file(path), "the schedule has no '\(kind)' event",
                       hint: "add an event with `kind: \(kind)`")
        }
        for extra in events.dropFirst() {
            log.report(.startEndCount, at: extra.entryLocation, "the schedule has more than one '\(kind)' event",
                       hint: "keep exactly one `kind: \(kind)`; use meetup or deadline for other dates")
        }
    }

    private static func checkIDs(_ events: [Event], log: DiagnosticLog) {
        var seen: [String: Event] = [:]
        for event in events {
            if let first = seen[event.id.value] {
                log.report(.duplicateEventID, at: event.id.location,
                           "event id '\(event.id.value)' is already used at line \(first.id.location.line)",
                           hint: "give each event its own id")
            } else {
                seen[event.id.value] = event
            }
        }
    }
}

extension EventTime {
    var isAllDay: Bool {
        if case .allDay = self { return true }
        return false
    }
}
