/// An iCalendar file (RFC 5545, with the RFC 7986 calendar properties): the site's, a
/// room's, a member's, or one event's for "add to calendar".
///
/// Timed events are written in UTC, so no VTIMEZONE is needed and every client shows the
/// right local time on both sides of a daylight-saving change; all-day events are
/// `VALUE=DATE` with the exclusive end day.
///
/// `SEQUENCE` is the number of the build day (days since 1970-01-01, the day of `DTSTAMP`),
/// so that a time changed on a later day always comes with a higher number and calendar
/// apps take the new time over the one they kept. Counting the distinct times an event had
/// in earlier builds would bump it only on real changes, but the output would then depend
/// on which builds ran before: a build from a fresh clone would differ from the same build
/// on an editor's machine, and an incremental build from a full one. The build day is part
/// of what a build is made of already (`DTSTAMP` changes with it), so this costs nothing.
struct ICSCalendar: Sendable {
    /// The calendar's name and description, as apps show them.
    let name: String
    let description: String
    /// The absolute address of the page the calendar belongs to.
    let url: String
    /// Midnight UTC of the build day: `DTSTAMP`, and the day number of `SEQUENCE`.
    let stamp: Int
    let events: [CalendarEvent]

    /// The file's text, events in calendar order, lines folded and ended by CRLF.
    var text: String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Readalong//Readalong publish//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "NAME:" + Escaping.icsText(name), "X-WR-CALNAME:" + Escaping.icsText(name),
            "DESCRIPTION:" + Escaping.icsText(description), "X-WR-CALDESC:" + Escaping.icsText(description),
            "URL:" + url, "REFRESH-INTERVAL;VALUE=DURATION:PT12H", "X-PUBLISHED-TTL:PT12H",
        ]
        for event in events.sorted(by: { $0.precedes($1) }) { lines += vevent(event) }
        lines.append("END:VCALENDAR")
        return lines.map(ICSText.line).joined()
    }

    private func vevent(_ event: CalendarEvent) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:" + event.uid, "DTSTAMP:" + UTCTime.icsDateTime(stamp),
                     "SEQUENCE:\(UTCTime.dayNumber(stamp))"]
        switch event.timing {
        case .allDay(let date):
            lines.append("DTSTART;VALUE=DATE:" + UTCTime.icsDate(date))
            lines.append("DTEND;VALUE=DATE:" + UTCTime.icsDate(date.next))
        case .timed(let start, let end):
            lines.append("DTSTART:" + UTCTime.icsDateTime(start))
            lines.append("DTEND:" + UTCTime.icsDateTime(end))
        }
        lines.append("SUMMARY:" + Escaping.icsText(event.summary))
        lines.append("DESCRIPTION:" + Escaping.icsText(event.description))
        if let location = event.location { lines.append("LOCATION:" + Escaping.icsText(location)) }
        lines.append("URL:" + event.url)
        lines.append("CATEGORIES:" + Escaping.icsText(event.kind))
        lines.append(event.tentative ? "STATUS:TENTATIVE" : "STATUS:CONFIRMED")
        if case .allDay = event.timing { lines.append("TRANSP:TRANSPARENT") } else { lines.append("TRANSP:OPAQUE") }
        lines += event.alarm?.lines ?? []
        lines.append("END:VEVENT")
        return lines
    }
}
