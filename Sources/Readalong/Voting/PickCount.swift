/// The outcome of counting a pick's ballots: every round of every race, ready to be shown.
public struct PickCount: Equatable, Sendable {
    public let method: Pick.Method
    /// How many ballots were cast.
    public let ballots: Int
    /// The races in the order the seats were filled. Instant-runoff runs one race per seat
    /// (each without the books already chosen); approval and plurality fill every seat in
    /// one race of one round.
    public let races: [CountRace]

    /// The chosen books, in the order they were chosen.
    public var winners: [String] { races.flatMap(\.winners) }
}

/// One race: its rounds and the books it chose.
public struct CountRace: Equatable, Sendable {
    /// The rounds, first to last.
    public let rounds: [CountRound]

    /// The books chosen in this race (in the last round).
    public var winners: [String] { rounds.last?.elected ?? [] }
}

/// One round of counting.
public struct CountRound: Equatable, Sendable {
    /// A candidate still in the race and the ballots counting for it this round.
    public struct Tally: Equatable, Sendable {
        public let book: String
        public let votes: Int
    }

    /// The candidates still in the race, in the order of `candidates`.
    public let tallies: [Tally]
    /// Ballots that name no candidate still in the race.
    public let exhausted: Int
    /// The books chosen in this round (none when a book is eliminated instead).
    public let elected: [String]
    /// The book that leaves the race after this round, if one does.
    public let eliminated: String?
    /// What decided a tie for this round's outcome, when there was one.
    public let tieBreak: TieBreak?
}

/// How a tie was broken, so a result page can say why.
public enum TieBreak: String, Equatable, Sendable {
    /// Fewer first-preference votes in the race's first round.
    case firstPreferences
    /// The position in the pick's `candidates`: the later one loses.
    case candidateOrder
}
