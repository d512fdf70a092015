/// Choosing the next book, from `content/picks/<slug>.md`, resolved: the file as written
/// (its fields read through, e.g. `pick.candidates`: who nominated them, the ballots, and
/// how they are counted) and the instants voting opens and closes.
@dynamicMemberLookup
public struct Pick: Sendable {
    /// How ballots are counted.
    public enum Method: String, Sendable, CaseIterable {
        /// Instant-runoff: ballots rank candidates in order of preference.
        case ranked
        /// Each ballot approves any number of candidates; most approvals win.
        case approval
        /// Each ballot names one candidate; most votes win.
        case plurality
    }

    /// A book put forward for the vote.
    public struct Candidate: Sendable {
        public let book: Located<String>
        /// The member who nominated it.
        public let by: Located<String>?
        public var note: String?
    }

    /// One member's ballot: book slugs, in order of preference for a ranked pick.
    public struct Ballot: Sendable {
        public let voter: Located<String>
        public let choices: [Located<String>]
    }

    /// The file as written.
    public var written: WrittenPick
    /// The instant voting opens (the start of the day for a date), in the site's zone.
    public let opensAt: Int
    /// The instant voting closes (the end of the day for a date), in the site's zone.
    public let closesAt: Int
    /// How local times of `opens` and `closes` fell in the site's zone; `nil` for days and
    /// times with a written offset.
    let opensResolution: ZoneClock.Resolution?
    let closesResolution: ZoneClock.Resolution?

    public subscript<Value>(dynamicMember field: KeyPath<WrittenPick, Value>) -> Value { written[keyPath: field] }

    /// Whether the results may be shown: the build clock has reached `closes`.
    public func isClosed(at now: Int) -> Bool { now >= closesAt }

    /// Counts the ballots by the pick's method. Only meaningful for a pick that passed its
    /// rules; choices that are not candidates are ignored.
    public func count() -> PickCount {
        PickCounter.count(method: written.method, seats: written.seats, candidates: written.candidates.map(\.book.value),
                          ballots: written.ballots.map { $0.choices.map(\.value) })
    }
}
