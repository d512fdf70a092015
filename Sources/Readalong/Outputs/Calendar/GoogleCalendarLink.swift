/// "Add to Google Calendar" for one event: Google's template address with the event's
/// title, times (UTC, or whole days), chapters, room page and location.
enum GoogleCalendarLink {
    static func url(for event: CalendarEvent) -> String {
        let dates: String
        switch event.timing {
        case .allDay(let date): dates = UTCTime.icsDate(date) + "/" + UTCTime.icsDate(date.next)
        case .timed(let start, let end): dates = UTCTime.icsDateTime(start) + "/" + UTCTime.icsDateTime(end)
        }
        let details = (event.chapters.map { $0 + "\n" } ?? "") + event.roomURL
        var query = [("action", "TEMPLATE"), ("text", event.summary), ("dates", dates), ("details", details)]
        if let location = event.location { query.append(("location", location)) }
        let encoded = query.map { "\($0.0)=\(Escaping.queryValue($0.1))" }
        return "https://calendar.google.com/calendar/render?" + encoded.joined(separator: "&")
    }
}
