/// Meetings people put in their calendars should keep their identity when their date moves.
///
/// An event without an `id` is named after its kind and date (`discussion-2026-11-12`), and
/// that name is its calendar UID and the address of its `.ics` file: move the date and
/// calendars see a new event beside the old one, and saved links break. One warning per
/// room, at the first such event, and only where it matters: discussions and meetups of a
/// room that publishes pages (not private, not a draft unless drafts are built) and has not
/// finished at the build clock. Start, end and deadline days are left alone, and so are
/// finished rooms, whose history will not move.
enum EventIdentityRule {
    static func check(_ room: Room, now: Int, includeDrafts: Bool) -> [Diagnostic] {
        let log = DiagnosticLog()
        guard room.visibility != .private, !room.draft || includeDrafts, let schedule = room.schedule,
              let status = room.status(at: now), status != .finished else { return [] }
        let unnamed = schedule.events.filter { ($0.kind == .discussion || $0.kind == .meetup) && !$0.hasWrittenID }
        guard let first = unnamed.first else { return [] }
        let others = unnamed.count - 1
        let values = ["date": "\(first.time.value.date)", "others": "\(others)"]
        let plural = others == 0 ? "none" : others == 1 ? "one" : "other"
        log.report(.eventWithoutID, at: first.entryLocation, ToolText("event.noID.\(first.kind.rawValue).\(plural)", values),
                   hint: ToolText("event.noID.hint", ["id": freeID(like: first, in: schedule.events)]))
        return log.entries
    }

    /// `meetup-1`, `discussion-2`…: the kind and the event's place among those of its kind,
    /// or the next number no event uses.
    private static func freeID(like event: Event, in events: [Event]) -> String {
        let used = Set(events.map(\.id.value))
        var number = events.prefix { $0.id.value != event.id.value }.count { $0.kind == event.kind } + 1
        while used.contains("\(event.kind.rawValue)-\(number)") { number += 1 }
        return "\(event.kind.rawValue)-\(number)"
    }
}
