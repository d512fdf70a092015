import Foundation

/// iCalendar feeds (RFC 5545, with the RFC 7986 calendar properties): the whole site's,
/// a room's, a member's, and one file per event for "add to calendar".
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
extension RenderContext {
    /// A room's event with what a feed needs.
    struct FeedEvent {
        let room: Room
        let event: Event
    }

    /// The calendar file for `events`, named `name`.
    func calendar(named name: String, description: String, url: String, events: [FeedEvent]) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Readalong//Readalong publish//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "NAME:" + Escaping.icsText(name), "X-WR-CALNAME:" + Escaping.icsText(name),
            "DESCRIPTION:" + Escaping.icsText(description), "X-WR-CALDESC:" + Escaping.icsText(description),
            "URL:" + urls.absolute(url), "REFRESH-INTERVAL;VALUE=DURATION:PT12H", "X-PUBLISHED-TTL:PT12H",
        ]
        let ordered = events.sorted {
            ($0.event.interval.start, $0.room.slug, $0.event.id.value)
                < ($1.event.interval.start, $1.room.slug, $1.event.id.value)
        }
        for item in ordered { lines += vevent(item) }
        lines.append("END:VCALENDAR")
        return lines.map(ICSText.line).joined()
    }

    /// The events of listed rooms, or of the given rooms.
    func feedEvents(of rooms: [Room]) -> [FeedEvent] {
        rooms.flatMap { room in (room.schedule?.events ?? []).map { FeedEvent(room: room, event: $0) } }
    }

    /// A stable identifier: the same event keeps it across builds.
    func uid(of item: FeedEvent) -> String {
        "\(item.room.slug)/\(item.event.id.value)@" + (urls.origin.split(separator: "/").last.map(String.init) ?? "readalong")
    }

    private func vevent(_ item: FeedEvent) -> [String] {
        let event = item.event
        let room = item.room
        let interval = event.interval
        var lines = ["BEGIN:VEVENT", "UID:" + uid(of: item), "DTSTAMP:" + UTCTime.icsDateTime(stamp),
                     "SEQUENCE:\(UTCTime.dayNumber(stamp))"]
        switch event.time.value {
        case .allDay(let date):
            lines.append("DTSTART;VALUE=DATE:" + UTCTime.icsDate(date))
            lines.append("DTEND;VALUE=DATE:" + UTCTime.icsDate(date.next))
        case .local, .offset:
            lines.append("DTSTART:" + UTCTime.icsDateTime(interval.start))
            lines.append("DTEND:" + UTCTime.icsDateTime(interval.end))
        }
        let title = text(event.shownTitle)
        lines.append("SUMMARY:" + Escaping.icsText("\(roomTitle(room)) · \(title)"))
        var description = [strings["event.\(event.kind.rawValue)"]]
        if let chapters = event.chapters { description.append("\(strings["event.chapters"]) \(text(chapters.value.description))") }
        if let notes = event.notes { description.append(text(Excerpt.plainText(notes.text))) }
        description.append(urls.absolute(urls.room(room.slug)) + "#" + event.anchor)
        lines.append("DESCRIPTION:" + Escaping.icsText(description.joined(separator: "\n")))
        switch event.location {
        case .url(let url) where publishable(url: url): lines.append("LOCATION:" + Escaping.icsText(url))
        case .place(let place): lines.append("LOCATION:" + Escaping.icsText(text(place)))
        case .url, nil: break
        }
        lines.append("URL:" + urls.absolute(urls.room(room.slug)) + "#" + event.anchor)
        lines.append("CATEGORIES:" + Escaping.icsText(strings["event.\(event.kind.rawValue)"]))
        lines.append("STATUS:CONFIRMED")
        lines.append("TRANSP:" + (event.time.value.isAllDay ? "TRANSPARENT" : "OPAQUE"))
        lines.append("END:VEVENT")
        return lines
    }

    /// "Add to Google Calendar" for one event.
    func googleCalendarLink(_ item: FeedEvent) -> String? {
        let interval = item.event.interval
        let dates: String
        switch item.event.time.value {
        case .allDay(let date): dates = UTCTime.icsDate(date) + "/" + UTCTime.icsDate(date.next)
        case .local, .offset: dates = UTCTime.icsDateTime(interval.start) + "/" + UTCTime.icsDateTime(interval.end)
        }
        let title = "\(roomTitle(item.room)) · \(text(item.event.shownTitle))"
        var details = urls.absolute(urls.room(item.room.slug))
        if let chapters = item.event.chapters { details = "\(strings["event.chapters"]) \(text(chapters.value.description))\n" + details }
        var query = [("action", "TEMPLATE"), ("text", title), ("dates", dates), ("details", details)]
        switch item.event.location {
        case .url(let url) where publishable(url: url): query.append(("location", url))
        case .place(let place): query.append(("location", text(place)))
        case .url, nil: break
        }
        let encoded = query.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? "")" }
        return "https://calendar.google.com/calendar/render?" + encoded.joined(separator: "&")
    }
}
