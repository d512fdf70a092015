import Foundation

/// Schedule rules: one start and one end, every event between them, chapter targets that
/// never go backwards, and unique ids (`MomentRules` checks that local times exist).
enum ScheduleRules {
    /// The problems of a resolved schedule.
    static func check(_ schedule: Schedule) -> [Diagnostic] {
        let log = DiagnosticLog()
        let events = schedule.events
        checkIDs(events, log: log)
        let starts = events.filter { $0.kind == .start }
        let ends = events.filter { $0.kind == .end }
        checkCount(starts, kind: "start", path: schedule.path, complete: schedule.unreadableEvents == 0, log: log)
        checkCount(ends, kind: "end", path: schedule.path, complete: schedule.unreadableEvents == 0, log: log)
        if starts.count == 1, ends.count == 1 {
            if let span = schedule.span {
                let endIsWholeDay = ends[0].time.value.isAllDay
                for event in events where event.kind != .start && event.kind != .end {
                    let interval = event.interval
                    let afterEnd = endIsWholeDay ? interval.start >= span.end : interval.start > span.end
                    let beforeStart = event.time.value.isAllDay ? interval.end <= span.start : interval.start < span.start
                    guard beforeStart || afterEnd else { continue }
                    log.report(.eventOutsideRoom, at: event.time.location,
                               "event '\(event.id.value)' on \(event.time.value.date) is outside the room "
                               + "(\(starts[0].time.value.date) to \(ends[0].time.value.date))",
                               hint: "move the event, or move the start or end")
                }
            } else {
                log.report(.eventOutsideRoom, at: ends[0].time.location, "the end comes before the start",
                           hint: "the end event must not be earlier than the start event")
            }
        }
        ChapterOrder.check(events.sorted { $0.interval.start < $1.interval.start }, log: log)
        return log.entries
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
