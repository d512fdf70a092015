/// Choosing the next book, from `content/picks/<slug>.md`: the candidates, who nominated
/// them, the ballots, and how they are counted.
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
        public let note: String?
    }

    /// One member's ballot: book slugs, in order of preference for a ranked pick.
    public struct Ballot: Sendable {
        public let voter: Located<String>
        public let choices: [Located<String>]
    }

    public let slug: String
    public let path: String
    public let title: String
    /// When nominations and voting open, as written.
    public let opens: Located<EventTime>
    /// When voting closes, as written.
    public let closes: Located<EventTime>
    /// The instant voting opens (the start of the day for a date), in the site's zone.
    public let opensAt: Int
    /// The instant voting closes (the end of the day for a date), in the site's zone.
    public let closesAt: Int
    public let method: Method
    /// How many books are chosen.
    public let seats: Int
    /// Where `seats` was written, when it was.
    public let seatsLocation: SourceLocation?
    public let candidates: [Candidate]
    /// Ballots in the order written.
    public let ballots: [Ballot]
    /// The room that reads the winner.
    public let room: Located<String>?
    /// Whether individual ballots may be published once the vote has closed.
    public let publicBallots: Bool
    public let draft: Bool
    public let body: MarkdownSource

    /// Whether the results may be shown: the build clock has reached `closes`.
    public func isClosed(at now: Int) -> Bool { now >= closesAt }

    /// Counts the ballots by the pick's method. Only meaningful for a pick that passed its
    /// rules; choices that are not candidates are ignored.
    public func count() -> PickCount {
        PickCounter.count(method: method, seats: seats, candidates: candidates.map(\.book.value),
                          ballots: ballots.map { $0.choices.map(\.value) })
    }
}
