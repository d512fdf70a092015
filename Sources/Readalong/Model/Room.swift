/// A reading room, resolved: its `index.md` as written (fields read through, e.g.
/// `room.host`), its schedule and its transcripts.
@dynamicMemberLookup
public struct Room: Sendable {
    /// Who may see a room: see the spec's Privacy section.
    public enum Visibility: String, Sendable { case `public`, unlisted, `private` }
    /// How new members get in.
    public enum Joining: String, Sendable, CaseIterable { case open, request, closed }
    /// Derived from the schedule and the build clock, never written.
    public enum Status: String, Sendable { case planned, upcoming, active, finished }

    /// The room's `index.md` as written.
    public var written: WrittenRoom
    /// The itinerary; `nil` when `schedule.yml` is missing or unreadable.
    public var schedule: Schedule?
    /// The chats: read by this build, or kept from the last one.
    let transcripts: RoomTranscripts
    /// The room has no `schedule.yml` yet: its dates are to be announced.
    public let planned: Bool
    /// In an anonymous room, the name shown for each member but the host ("Reader 2"), by
    /// handle; empty in other rooms.
    public let pseudonyms: [String: String]
    /// The book the room reads (its `book:`), when the site has it.
    public var resolvedBook: Book?
    /// The members of the roster the site has, host first, in the roster's order.
    public let resolvedMembers: [Member]

    public subscript<Value>(dynamicMember field: KeyPath<WrittenRoom, Value>) -> Value { written[keyPath: field] }

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

/// A room's `index.md` as written.
public struct WrittenRoom: Sendable {
    public let slug: String
    public let path: String
    public let book: Located<String>
    public var title: String?
    public let host: Located<String>
    public let moderators: [Located<String>]
    public let members: [Located<String>]
    public let capacity: Located<Int>?
    public let visibility: Room.Visibility
    public let anonymous: Bool
    public let joining: Room.Joining
    public let joinURL: String?
    public let language: String?
    public let tags: [String]
    public let ratings: [Located<Rating>]
    public let draft: Bool
    /// Old slugs (`aliases:`): their pages redirect here and their calendars stay published.
    public let aliases: [Located<String>]
    public var body: MarkdownSource
    /// How long before each timed meeting the calendars' alarms go off, when the room sets
    /// it (`reminder:`; else the site's).
    public var reminder: ReminderLead?

    /// Host first, then the members in the order written, each once.
    public var roster: [String] {
        var seen = Set<String>()
        return ([host.value] + members.map(\.value)).filter { seen.insert($0).inserted }
    }
}

/// One member's rating of a finished room's book.
public struct Rating: Sendable, Hashable {
    public let handle: String
    /// 0 to 5.
    public let stars: Int
}
