/// One entry of a schedule.
public struct Event: Sendable {
    /// The five kinds of event.
    public enum Kind: String, Sendable, CaseIterable { case start, discussion, end, meetup, deadline }

    /// Written or derived (`<kind>-<YYYY-MM-DD>`, `-2`, `-3` … for repeats on one day).
    public let id: Located<String>
    /// Whether the entry wrote its `id` (a derived one changes with the date).
    public let hasWrittenID: Bool
    public let kind: Kind
    public let time: Located<EventTime>
    public let title: String?
    public let duration: EventDuration?
    public let chapters: Located<ChapterTarget>?
    public let location: EventLocation?
    public let notes: MarkdownSource?
    /// First and end instants (seconds since the epoch) once resolved in the schedule's zone.
    public var interval: (start: Int, end: Int)?
    /// Where the event's entry starts in the file.
    public let entryLocation: SourceLocation
}

/// Where an event happens: a link (video call, map) or a place written as text.
public enum EventLocation: Hashable, Sendable {
    case url(String)
    case place(String)
}
