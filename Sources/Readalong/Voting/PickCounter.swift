/// Counts ballots by a pick's method. Ballots are lists of book slugs; slugs that are not
/// candidates, and repeats of a slug within a ballot, are ignored (the pick's rules report
/// them before any count is published).
public enum PickCounter {
    /// Counts `ballots` over `candidates` (book slugs in the order written) for `seats` books.
    public static func count(method: Pick.Method, seats: Int, candidates: [String], ballots: [[String]]) -> PickCount {
        let seats = max(0, seats)
        var position: [String: Int] = [:]
        for (index, book) in candidates.enumerated() where position[book] == nil {
            position[book] = index
        }
        let choices = ballots.map { ballot -> [Int] in
            var seen = Set<Int>()
            return ballot.compactMap { position[$0] }.filter { seen.insert($0).inserted }
        }
        let races: [[IndexedRound]]
        switch method {
        case .ranked:
            races = InstantRunoff.races(candidates: candidates.count, ballots: choices, seats: seats)
        case .approval:
            races = [MostVotes.race(candidates: candidates.count, ballots: choices, seats: seats, firstOnly: false)]
        case .plurality:
            races = [MostVotes.race(candidates: candidates.count, ballots: choices, seats: seats, firstOnly: true)]
        }
        return PickCount(method: method, ballots: ballots.count, races: races.map { $0.named(candidates) })
    }
}

/// A round counted over candidate positions, before books are put back in.
struct IndexedRound {
    let tallies: [(candidate: Int, votes: Int)]
    let exhausted: Int
    let elected: [Int]
    let eliminated: Int?
    let tieBreak: TieBreak?
}

extension [IndexedRound] {
    /// The race with positions replaced by the candidates' slugs.
    func named(_ candidates: [String]) -> CountRace {
        CountRace(rounds: map { round in
            CountRound(tallies: round.tallies.map { CountRound.Tally(book: candidates[$0.candidate], votes: $0.votes) },
                       exhausted: round.exhausted, elected: round.elected.map { candidates[$0] },
                       eliminated: round.eliminated.map { candidates[$0] }, tieBreak: round.tieBreak)
        })
    }
}
