/// Instant-runoff counting over candidate positions `0..<candidates`.
///
/// Each round, a ballot counts for its highest-ranked candidate still in the race; a
/// candidate with more than half of the ballots still counting is elected. Otherwise the
/// candidate with the fewest votes leaves the race. A tie for fewest is broken by fewer
/// first-preference votes in the race's first round, then by position: the later candidate
/// leaves. The last candidate left is elected. Several seats run one race per seat, each
/// without the candidates already elected.
enum InstantRunoff {
    static func races(candidates: Int, ballots: [[Int]], seats: Int) -> [[IndexedRound]] {
        var elected = Set<Int>()
        var races: [[IndexedRound]] = []
        for _ in 0..<seats where elected.count < candidates {
            let rounds = race(in: (0..<candidates).filter { !elected.contains($0) }, ballots: ballots)
            elected.formUnion(rounds.last?.elected ?? [])
            races.append(rounds)
        }
        return races
    }

    /// One race among `running` (positions in ascending order), until one is elected.
    static func race(in running: [Int], ballots: [[Int]]) -> [IndexedRound] {
        var inRace = running
        var firstRound: [Int: Int]?
        var rounds: [IndexedRound] = []
        while !inRace.isEmpty {
            let member = Set(inRace)
            var votes = Dictionary(uniqueKeysWithValues: inRace.map { ($0, 0) })
            var exhausted = 0
            for ballot in ballots {
                if let top = ballot.first(where: member.contains) {
                    votes[top, default: 0] += 1
                } else {
                    exhausted += 1
                }
            }
            let first = firstRound ?? votes
            firstRound = first
            let tallies = inRace.map { (candidate: $0, votes: votes[$0] ?? 0) }
            let counting = ballots.count - exhausted
            if let winner = inRace.count == 1 ? inRace[0] : inRace.first(where: { 2 * (votes[$0] ?? 0) > counting }) {
                rounds.append(IndexedRound(tallies: tallies, exhausted: exhausted, elected: [winner], eliminated: nil,
                                           tieBreak: nil))
                break
            }
            let (loser, tieBreak) = weakest(inRace, votes: votes, firstRound: first)
            rounds.append(IndexedRound(tallies: tallies, exhausted: exhausted, elected: [], eliminated: loser,
                                       tieBreak: tieBreak))
            inRace.removeAll { $0 == loser }
        }
        return rounds
    }

    /// The candidate to eliminate, and the rule that decided a tie if there was one.
    private static func weakest(_ inRace: [Int], votes: [Int: Int], firstRound: [Int: Int]) -> (Int, TieBreak?) {
        let fewest = inRace.map { votes[$0] ?? 0 }.min() ?? 0
        let tied = inRace.filter { (votes[$0] ?? 0) == fewest }
        guard tied.count > 1 else { return (tied[0], nil) }
        let fewestFirst = tied.map { firstRound[$0] ?? 0 }.min() ?? 0
        let narrowed = tied.filter { (firstRound[$0] ?? 0) == fewestFirst }
        guard narrowed.count > 1 else { return (narrowed[0], .firstPreferences) }
        return (narrowed.max() ?? narrowed[0], .candidateOrder)
    }
}
