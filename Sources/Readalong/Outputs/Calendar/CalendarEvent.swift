/// One event as a calendar file and an "add to Google Calendar" link show it: every text
/// already filtered for publishing, every address absolute. Made once per event by `PublishedEvent`; the
/// writers only format it.
struct CalendarEvent: Sendable, Equatable {
    /// When the event happens.
    enum Timing: Sendable, Equatable {
        /// A whole day (the event's own date, whatever the zone).
        case allDay(LocalDate)
        /// From one instant to another.
        case timed(start: Int, end: Int)
    }

    /// The same for the same event in every build: `room/event@host`.
    let uid: String
    let timing: Timing
    /// The instant it starts, and its room's slug and its id: the order of a calendar.
    let start: Int
    let room: String
    let id: String
    /// `Room · Event title`.
    var summary: String
    /// The name of its kind (`Debat`), also its category.
    let kind: String
    /// `Capítols: 1–3`, when it says what to read.
    let chapters: String?
    /// Its notes as plain text.
    let notes: String?
    /// Where it happens: a place, or a link that may be published.
    let location: String?
    /// The room's page, and the event on it.
    let roomURL: String
    let url: String
    /// The calendar's owner may come (`STATUS:TENTATIVE`), in a member's own calendar.
    var tentative = false
    /// The alarm, when the site or the room sets `reminder` and the event is a timed meeting.
    var alarm: CalendarAlarm?
    /// Where the reader of the calendar's own edition has to reach: "up to p. 212 (Butxaca,
    /// 2019)", in a member's calendar.
    var edition: String?

    /// The text of its `DESCRIPTION`: its kind, what to read (also in the calendar owner's
    /// edition), its notes and its address, a line each.
    var description: String {
        ([kind] + [chapters, edition, notes].compactMap { $0 } + [url]).joined(separator: "\n")
    }

    /// Whether it sorts before `other` in a calendar: by start, then room, then id.
    func precedes(_ other: CalendarEvent) -> Bool {
        (start, room, id) < (other.start, other.room, other.id)
    }
}
