import Foundation

/// Replaying a finished readalong (issue 31): what the page of a finished room leaves for
/// `readalong.js`, an empty hidden element whose `data-replay` holds JSON (like the chapter
/// gate's `data-gate`, an attribute rather than an inline script). The script moves the
/// `start` event to the day the reader picks, every other event keeping its offset in days
/// and its local time in the room's zone, rewrites the itinerary's dates, and makes a
/// calendar file of the shifted events on the reader's device. Nothing is sent anywhere.
///
/// The JSON holds the room's key, the start day, the room's zone, a file name, the words in
/// the site's language, and every event of the itinerary with its local day and time, its
/// length and the texts of its calendar entry (as the room's calendar has them).
struct RoomReplay: Sendable {
    /// The attribute that carries the JSON; the script looks for it.
    static let attribute = "data-replay"

    /// The keys (below `replay.`) of the words the script shows, sorted.
    static let words = ["apply", "heading", "label", "note", "reset", "save", "shifted"]

    let published: PublishedSite
    let strings: UIStrings
    let urls: SiteURLs
    /// The site's zone, for rooms whose schedule names none.
    let siteZone: TimeZone

    /// Whether `room`'s page offers a replay: a finished room with dated events.
    static func offered(for room: Room, in view: PublicView) -> Bool {
        view.status(of: room) == .finished && !room.planned && room.schedule?.events.isEmpty == false
    }

    /// The JSON of `room`'s replay, or `nil` when its page offers none.
    func json(_ room: Room) -> String? {
        guard Self.offered(for: room, in: published.view), let schedule = room.schedule else { return nil }
        let zone = schedule.timeZone ?? siteZone
        let events = schedule.events.sorted { $0.interval.start < $1.interval.start }
        let start = (events.first { $0.kind == .start } ?? events[0])
        let entries = events.map { entry($0, in: room, zone: zone) }
        let words = Self.words.map { "\(text($0)):\(text(strings["replay." + $0]))" }
        return "{\"events\":[\(entries.joined(separator: ","))],\"file\":\(text(room.slug + ".ics")),"
            + "\"name\":\(text(published.roomTitle(room))),\"room\":\(text(urls.room(room.slug))),"
            + "\"start\":\(text(LocalTimes.local(of: start, zone: zone).date.description)),"
            + "\"t\":{\(words.joined(separator: ","))},\"zone\":\(text(zone.identifier))}"
    }

    /// One event: its anchor, local day and time (seconds of the day, `null` all day), its
    /// length in seconds, and its calendar entry's texts.
    private func entry(_ event: Event, in room: Room, zone: TimeZone) -> String {
        let local = LocalTimes.local(of: event, zone: zone)
        let calendar = published.event(event, in: room).calendarEvent
        let fields: [(String, String)] = [
            ("date", text(local.date.description)),
            ("description", text(calendar.description)),
            ("id", text(event.anchor)),
            ("length", "\(event.interval.end - event.interval.start)"),
            ("location", calendar.location.map(text) ?? "null"),
            ("summary", text(calendar.summary)),
            ("time", local.time.map(String.init) ?? "null"),
            ("uid", text(calendar.uid)),
            ("url", text(calendar.url)),
        ]
        return "{" + fields.map { "\(text($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    private func text(_ value: String) -> String {
        Escaping.jsonString(value, inScript: true)
    }
}
