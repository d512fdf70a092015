/// A reading room of `content/rooms/<slug>/index.md` with its schedule and transcripts.
public struct Room: Sendable {
    /// Who may see a room: see the spec's Privacy section.
    public enum Visibility: String, Sendable { case `public`, unlisted, `private` }
    /// How new members get in.
    public enum Joining: String, Sendable { case open, request, closed }
    /// Derived from the schedule and the build clock, never written.
    public enum Status: String, Sendable { case planned, upcoming, active, finished }

    public let slug: String
    public let path: String
    public let book: Located<String>
    public let title: String?
    public let host: Located<String>
    public let moderators: [Located<String>]
    public let members: [Located<String>]
    public let capacity: Located<Int>?
    public let visibility: Visibility
    public let anonymous: Bool
    public let joining: Joining
    public let joinURL: String?
    public let language: String?
    public let tags: [String]
    public let ratings: [Located<Rating>]
    public let draft: Bool
    /// Old slugs (`aliases:`): their pages redirect here and their calendars stay published.
    public let aliases: [Located<String>]
    public let body: MarkdownSource
    /// The itinerary; `nil` when `schedule.yml` is missing or unreadable.
    public var schedule: Schedule?
    /// Chat transcripts, ordered by their first message.
    public var transcripts: [Transcript]
    /// The room has no `schedule.yml` yet: its dates are to be announced.
    public var planned = false

    /// Host first, then the members in the order written, each once.
    public var roster: [String] {
        var seen = Set<String>()
        return ([host.value] + members.map(\.value)).filter { seen.insert($0).inserted }
    }

    /// The room's status at an instant (seconds since the epoch), from its schedule.
    public func status(at now: Int) -> Status? {
        status { now >= $0 }
    }

    /// The room's status, told by `reached`, which says whether the clock has reached an
    /// instant: the one place that decides it, for the pages and for the clock window
    /// (`PageClock`), which notes the instants asked about.
    func status(reached: (Int) -> Bool) -> Status? {
        if planned { return .planned }
        guard let span = schedule?.span else { return nil }
        if !reached(span.start) { return .upcoming }
        return reached(span.end) ? .finished : .active
    }
}

/// One member's rating of a finished room's book.
public struct Rating: Sendable, Hashable {
    public let handle: String
    /// 0 to 5.
    public let stars: Int
}
