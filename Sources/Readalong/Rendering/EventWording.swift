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

extension RenderContext {
    /// The name of an event's kind in the site's language (see `EventNames`).
    func eventKindLabel(_ event: Event) -> String {
        EventNames(strings: strings).kindLabel(event.kind)
    }

    /// An event's title as published: its own, or the name of its kind (see `EventNames`).
    func eventTitle(_ event: Event) -> String {
        text(event.shownTitle)
    }

    /// "read up to chapter 10" for an event with a numeric target (its last chapter); `nil`
    /// for free-text targets and events without one.
    func readUpTo(_ event: Event) -> String? {
        event.chapters?.value.upperBound.map { strings.format("gate.readUpTo", String($0)) }
    }

    /// The words for `event` with its date and times in `zone` (the schedule's by default).
    /// When the room's zone is not the site's, the time is labelled with its zone and
    /// followed by the same time in the other of the two zones.
    func eventWording(_ event: Event, in room: Room, zone explicitZone: TimeZone? = nil) -> EventWording {
        let roomZone = room.schedule?.timeZone ?? site.config.timeZone
        let zone = explicitZone ?? roomZone
        let foreign = roomZone.identifier != site.config.timeZone.identifier
        let clock = clockText(event, zone: zone, withOffset: foreign)
        var otherZone: (label: String, time: String)?
        if foreign, clock.start != nil {
            let other = zone.identifier == roomZone.identifier ? site.config.timeZone : roomZone
            otherZone = (ZoneNames.label(of: zone, strings: strings), otherZoneTime(event, zone: other, besides: clock.date))
        }
        return EventWording(title: eventTitle(event), kindLabel: eventKindLabel(event), clock: clock,
                            date: dates.longWithWeekday(clock.date), otherZone: otherZone,
                            chapters: event.chapters.map { text($0.value.description) })
    }
}
