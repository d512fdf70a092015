import Foundation

/// What an event says in words, worked out in one place so that its entry on the room page,
/// the lists of upcoming events and the Atom feed cannot tell it differently.
struct EventWording {
    /// The event's own title, or the name of its kind ("Debat"), filtered for publishing.
    let title: String
    /// The name of its kind.
    let kindLabel: String
    /// Its day and times in the zone asked for.
    let clock: EventClockText
    /// The day, with its weekday: `dijous, 12 de novembre de 2026`.
    let date: String
    /// When the room keeps another zone than the site: that zone's label and the same time
    /// in the other of the two zones. `nil` for all-day events and rooms on the site's zone.
    let otherZone: (label: String, time: String)?
    /// The chapters to read, filtered for publishing.
    let chapters: String?

    /// The whole "when" line: `dijous, 12 de novembre de 2026 · 18:00–19:00`, followed by
    /// the zone and the other zone's time when there is one.
    var when: String {
        guard let start = clock.start else { return date }
        var text = date + " · " + start
        if let end = clock.end { text += "–" + end }
        if let otherZone { text += " \(otherZone.label) (\(otherZone.time))" }
        return text
    }
}
