import XCTest
@testable import Readalong

/// The calendar writer on typed events: exact bytes, escaping of hostile text, order.
final class ICSCalendarTests: XCTestCase {
    /// 2026-11-22T00:00:00Z, day 20779.
    private let stamp = 1_795_305_600

    private func event(room: String, id: String, timing: CalendarEvent.Timing, start: Int, summary: String,
                       chapters: String? = nil, notes: String? = nil, location: String? = nil) -> CalendarEvent {
        CalendarEvent(uid: "\(room)/\(id)@club.example.org", timing: timing, start: start, room: room, id: id, summary: summary,
                      kind: "Debat", chapters: chapters, notes: notes, location: location,
                      roomURL: "https://club.example.org/rooms/\(room)/",
                      url: "https://club.example.org/rooms/\(room)/#event-\(id)")
    }

    func testWritesEventsInOrderWithEscapedTextAndUTCTimes() {
        let timed = event(room: "tardor", id: "debat-1", timing: .timed(start: 1_794_502_800, end: 1_794_508_200),
                          start: 1_794_502_800, summary: "Solitud · Debat, primer; part\\u", chapters: "Capítols: 1-3",
                          notes: "Porteu\nte\u{7}", location: "Sala 2; planta 1")
        let allDay = event(room: "tardor", id: "inici", timing: .allDay(LocalDate(year: 2026, month: 10, day: 31)),
                           start: 1_793_489_400, summary: "Solitud · Inici")
        let calendar = ICSCalendar(name: "Club, de; lectura", description: "Tot\nel club", url: "https://club.example.org/calendar/",
                                   stamp: stamp, events: [timed, allDay])
        XCTAssertEqual(calendar.text, [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Readalong//Readalong publish//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "NAME:Club\\, de\\; lectura", "X-WR-CALNAME:Club\\, de\\; lectura",
            "DESCRIPTION:Tot\\nel club", "X-WR-CALDESC:Tot\\nel club", "URL:https://club.example.org/calendar/",
            "REFRESH-INTERVAL;VALUE=DURATION:PT12H", "X-PUBLISHED-TTL:PT12H",
            "BEGIN:VEVENT", "UID:tardor/inici@club.example.org", "DTSTAMP:20261122T000000Z", "SEQUENCE:20779",
            "DTSTART;VALUE=DATE:20261031", "DTEND;VALUE=DATE:20261101", "SUMMARY:Solitud · Inici",
            "DESCRIPTION:Debat\\nhttps://club.example.org/rooms/tardor/#event-inici",
            "URL:https://club.example.org/rooms/tardor/#event-inici", "CATEGORIES:Debat", "STATUS:CONFIRMED",
            "TRANSP:TRANSPARENT", "END:VEVENT",
            "BEGIN:VEVENT", "UID:tardor/debat-1@club.example.org", "DTSTAMP:20261122T000000Z", "SEQUENCE:20779",
            "DTSTART:20261112T170000Z", "DTEND:20261112T183000Z", "SUMMARY:Solitud · Debat\\, primer\\; part\\\\u",
            // Folded at 75 octets (`í` is two of them).
            "DESCRIPTION:Debat\\nCapítols: 1-3\\nPorteu\\nte\\nhttps://club.example.org/roo\r\n ms/tardor/#event-debat-1",
            "LOCATION:Sala 2\\; planta 1", "URL:https://club.example.org/rooms/tardor/#event-debat-1", "CATEGORIES:Debat",
            "STATUS:CONFIRMED", "TRANSP:OPAQUE", "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined())
    }

    func testEventsStartingTogetherGoByRoomThenId() {
        let timing = CalendarEvent.Timing.timed(start: 1_794_502_800, end: 1_794_508_200)
        let events = [("b", "a"), ("a", "z"), ("a", "b")].map {
            event(room: $0.0, id: $0.1, timing: timing, start: 1_794_502_800, summary: "S")
        }
        let text = ICSCalendar(name: "N", description: "D", url: "U", stamp: stamp, events: events).text
        let uids = text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        XCTAssertEqual(uids, ["UID:a/b@club.example.org", "UID:a/z@club.example.org", "UID:b/a@club.example.org"])
    }

    func testAnEmptyCalendarIsStillACalendar() {
        let text = ICSCalendar(name: "N", description: "", url: "https://x.example/", stamp: stamp, events: []).text
        XCTAssertTrue(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        XCTAssertTrue(text.hasSuffix("X-PUBLISHED-TTL:PT12H\r\nEND:VCALENDAR\r\n"), text)
        XCTAssertFalse(text.contains("VEVENT"))
    }

    func testGoogleLinkCarriesTitleTimesChaptersAndPlace() {
        let timed = event(room: "tardor", id: "debat-1", timing: .timed(start: 1_794_502_800, end: 1_794_508_200),
                          start: 1_794_502_800, summary: "Solitud · Debat & més", chapters: "Capítols: 1-3",
                          notes: "never in the link", location: "Sala 2")
        XCTAssertEqual(GoogleCalendarLink.url(for: timed),
                       "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Solitud%20%C2%B7%20Debat%20%26%20m%C3%A9s"
                           + "&dates=20261112T170000Z%2F20261112T183000Z"
                           + "&details=Cap%C3%ADtols%3A%201-3%0Ahttps%3A%2F%2Fclub.example.org%2Frooms%2Ftardor%2F&location=Sala%202")
        let allDay = event(room: "tardor", id: "inici", timing: .allDay(LocalDate(year: 2026, month: 12, day: 31)),
                           start: 0, summary: "Inici")
        XCTAssertEqual(GoogleCalendarLink.url(for: allDay),
                       "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Inici&dates=20261231%2F20270101"
                           + "&details=https%3A%2F%2Fclub.example.org%2Frooms%2Ftardor%2F")
    }
}
