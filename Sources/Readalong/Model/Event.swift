import Foundation

/// One entry of a schedule, resolved: what was written (`written`, whose fields read through,
/// e.g. `event.kind`) and what the resolve stage worked out once for every later stage.
@dynamicMemberLookup
public struct Event: Sendable {
    /// The five kinds of event.
    public enum Kind: String, Sendable, CaseIterable { case start, discussion, end, meetup, deadline }

    /// The entry as written in `schedule.yml`.
    public var written: WrittenEvent
    /// First and end instants (seconds since the epoch) in the schedule's zone.
    public let interval: (start: Int, end: Int)
    /// How a local time fell in the zone (a repeated or skipped hour); `nil` for whole days
    /// and times with a written offset.
    let resolution: ZoneClock.Resolution?
    /// A timed event's wall times in the schedule's zone, then in the site's when that is
    /// another zone; none for whole days.
    let wallClocks: [EventWallTimes]
    /// The fragment id of the event on its room's page: `event-<id>`.
    public let anchor: String
    /// The written title, or the kind's name in the site's language.
    public var shownTitle: String

    public subscript<Value>(dynamicMember field: KeyPath<WrittenEvent, Value>) -> Value { written[keyPath: field] }

    /// The wall times of a timed event in `zone`, the schedule's or the site's.
    func wallTimes(in zone: TimeZone) -> EventWallTimes? {
        wallClocks.first { $0.zone.identifier == zone.identifier }
    }
}

/// One entry of a schedule as written.
public struct WrittenEvent: Sendable {
    /// Written or derived (`<kind>-<YYYY-MM-DD>`, `-2`, `-3` … for repeats on one day).
    public let id: Located<String>
    /// Whether the entry wrote its `id` (a derived one changes with the date).
    public let hasWrittenID: Bool
    public let kind: Event.Kind
    public let time: Located<EventTime>
    public var title: String?
    public let duration: EventDuration?
    public let chapters: Located<ChapterTarget>?
    public var location: EventLocation?
    public var notes: MarkdownSource?
    /// Who is coming, may come or cannot come (meetings only).
    public var answers = EventAnswers()
    /// Where the event's entry starts in the file.
    public let entryLocation: SourceLocation

    /// Whether members answer this event (discussions and meetups).
    public var isMeeting: Bool { kind == .discussion || kind == .meetup }
}

/// Where an event happens: a link (video call, map) or a place written as text.
public enum EventLocation: Hashable, Sendable {
    case url(String)
    case place(String)
}
