/// A pick of `content/picks/<slug>.md` as written.
public struct WrittenPick: Sendable {
    public let slug: String
    public let path: String
    public var title: String
    /// When nominations and voting open, as written.
    public let opens: Located<EventTime>
    /// When voting closes, as written.
    public let closes: Located<EventTime>
    public let method: Pick.Method
    /// How many books are chosen.
    public let seats: Int
    /// Where `seats` was written, when it was.
    public let seatsLocation: SourceLocation?
    public var candidates: [Pick.Candidate]
    /// Ballots in the order written.
    public let ballots: [Pick.Ballot]
    /// The room that reads the winner.
    public let room: Located<String>?
    /// Whether individual ballots may be published once the vote has closed.
    public let publicBallots: Bool
    public let draft: Bool
    public var body: MarkdownSource
}
