import Foundation

/// An event of a published room as every output shows it, worked out once per build: the
/// calendar event of the room's calendars, the event's file and its "add to Google Calendar"
/// link (a member's calendar adds the reading target to a copy's summary), and its words in
/// the room's zone (its room's page) and in the site's (lists that mix rooms, the feed).
struct PublishedEvent: Sendable {
    let calendarEvent: CalendarEvent
    /// Its words in the room's zone.
    let wording: EventWording
    /// Its words in the site's zone.
    let siteWording: EventWording

    /// `roomTitle` is the room's title as published.
    init(_ event: Event, in room: Room, roomTitle: String, text: EventText, urls: SiteURLs) {
        wording = text.wording(event, in: room)
        let roomZone = room.schedule?.timeZone ?? text.siteZone
        siteWording = roomZone.identifier == text.siteZone.identifier ? wording : text.wording(event, in: room, zone: text.siteZone)
        let interval = event.interval
        let timing: CalendarEvent.Timing
        switch event.time.value {
        case .allDay(let date): timing = .allDay(date)
        case .local, .offset: timing = .timed(start: interval.start, end: interval.end)
        }
        let location: String?
        switch event.location {
        case .url(let url) where text.markdown.filter.allows(url: url): location = url
        case .place(let place): location = text.markdown.text(place)
        case .url, nil: location = nil
        }
        let roomURL = urls.absolute(urls.room(room.slug))
        let host = urls.origin.split(separator: "/").last.map(String.init) ?? "readalong"
        BuildCounters.note(.calendarEvent)
        calendarEvent = CalendarEvent(
            uid: "\(room.slug)/\(event.id.value)@\(host)", timing: timing, start: interval.start, room: room.slug,
            id: event.id.value, summary: "\(roomTitle) · \(text.title(event))",
            kind: text.kindLabel(event),
            chapters: event.chapters.map { "\(text.strings["event.chapters"]) \(text.markdown.text($0.value.description))" },
            notes: event.notes.map { text.markdown.text(Excerpt.plainText($0.text)) }, location: location,
            roomURL: roomURL, url: roomURL + "#" + event.anchor)
    }
}
