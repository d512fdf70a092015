/// The alarm of a calendar event (`VALARM`, a display alarm): how long before the start it
/// goes off, and what it says.
struct CalendarAlarm: Sendable, Equatable {
    let lead: ReminderLead
    /// What to have read by then, with the event's name.
    let text: String

    /// The `VALARM` block's lines.
    var lines: [String] {
        ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + Escaping.icsText(text), "TRIGGER:" + lead.trigger, "END:VALARM"]
    }
}
