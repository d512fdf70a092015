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
                               ToolText("event.outsideRoom", ["id": event.id.value, "date": "\(event.time.value.date)",
                                                              "start": "\(starts[0].time.value.date)", "end": "\(ends[0].time.value.date)"]),
                               hint: ToolText("event.outsideRoom.hint"))
                }
            } else {
                log.report(.eventOutsideRoom, at: ends[0].time.location, ToolText("schedule.endBeforeStart"),
                           hint: ToolText("schedule.endBeforeStart.hint"))
            }
        }
        ChapterOrder.check(events.sorted { $0.interval.start < $1.interval.start }, log: log)
        return log.entries
    }

    /// One event of the kind; a missing one is not reported when some entries could not be
    /// read (one of them is probably it, and its own error is reported already).
    private static func checkCount(_ events: [Event], kind: String, path: String, complete: Bool, log: DiagnosticLog) {
        if events.isEmpty, complete {
            log.report(.startEndCount, at: .file(path), ToolText("schedule.missingKind", ["kind": "\(kind)"]),
                       hint: ToolText("schedule.missingKind.hint", ["kind": "\(kind)"]))
        }
        for extra in events.dropFirst() {
            log.report(.startEndCount, at: extra.entryLocation, ToolText("schedule.extraKind", ["kind": "\(kind)"]),
                       hint: ToolText("schedule.extraKind.hint", ["kind": "\(kind)"]))
        }
    }

    private static func checkIDs(_ events: [Event], log: DiagnosticLog) {
        var seen: [String: Event] = [:]
        for event in events {
            if let first = seen[event.id.value] {
                log.report(.duplicateEventID, at: event.id.location,
                           ToolText("event.idTwice", ["id": event.id.value, "line": "\(first.id.location.line)"]),
                           hint: ToolText("event.idTwice.hint"))
            } else {
                seen[event.id.value] = event
            }
        }
    }
}
