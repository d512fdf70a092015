@testable import Readalong

/// A second way to count, for checking `PickCounter`: written from the spec's words with
/// nothing shared with the engine. Every round is recomputed from scratch from the set of
/// candidates out of the race, recursively; candidates are strings, ties are settled by
/// one lexicographic key, and most-votes methods pick winners one at a time.
enum ReferenceCount {
    /// A round as the reference sees it.
    struct Round: Equatable, CustomStringConvertible {
        var votes: [String: Int]
        var exhausted: Int
        var elected: [String]
        var eliminated: String?
        var tieBreak: TieBreak?

        var description: String {
            let tallies = votes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            return "[\(tallies) ex=\(exhausted) elected=\(elected) out=\(eliminated ?? "-") tie=\(tieBreak?.rawValue ?? "-")]"
        }
    }

    static func count(method: Pick.Method, seats: Int, candidates: [String], ballots: [[String]]) -> [[Round]] {
        switch method {
        case .ranked: return ranked(seats: seats, candidates: candidates, ballots: ballots, alreadyElected: [])
        case .approval: return [[mostVotes(seats: seats, candidates: candidates, ballots: ballots.map { Array(Set($0)) })]]
        case .plurality: return [[mostVotes(seats: seats, candidates: candidates, ballots: ballots.map { Array($0.prefix(1)) })]]
        }
    }

    /// The engine's result in the reference's terms.
    static func view(_ count: PickCount) -> [[Round]] {
        count.races.map { race in
            race.rounds.map { round in
                Round(votes: Dictionary(uniqueKeysWithValues: round.tallies.map { ($0.book, $0.votes) }),
                      exhausted: round.exhausted, elected: round.elected, eliminated: round.eliminated,
                      tieBreak: round.tieBreak)
            }
        }
    }

    // MARK: Instant-runoff, recursively

    private static func ranked(seats: Int, candidates: [String], ballots: [[String]], alreadyElected: [String]) -> [[Round]] {
        guard seats > 0, alreadyElected.count < candidates.count else { return [] }
        let race = runoff(candidates: candidates, ballots: ballots, out: Set(alreadyElected), raceStart: Set(alreadyElected))
        let winner = race.last!.elected[0]
        return [race] + ranked(seats: seats - 1, candidates: candidates, ballots: ballots,
                               alreadyElected: alreadyElected + [winner])
    }

    /// Who each ballot counts for when the candidates in `out` have left the race.
    private static func tally(candidates: [String], ballots: [[String]], out: Set<String>) -> (votes: [String: Int], exhausted: Int) {
        let standing = candidates.filter { !out.contains($0) }
        let tops = ballots.map { ballot in ballot.first { standing.contains($0) } }
        var votes = Dictionary(grouping: tops.compactMap { $0 }, by: { $0 }).mapValues(\.count)
        for candidate in standing where votes[candidate] == nil { votes[candidate] = 0 }
        return (votes, tops.filter { $0 == nil }.count)
    }

    private static func runoff(candidates: [String], ballots: [[String]], out: Set<String>, raceStart: Set<String>) -> [Round] {
        let (votes, exhausted) = tally(candidates: candidates, ballots: ballots, out: out)
        let standing = candidates.filter { !out.contains($0) }
        let stillCounting = ballots.count - exhausted
        if standing.count == 1 {
            return [Round(votes: votes, exhausted: exhausted, elected: standing, eliminated: nil, tieBreak: nil)]
        }
        if let majority = standing.first(where: { Double(votes[$0]!) > Double(stillCounting) / 2 }) {
            return [Round(votes: votes, exhausted: exhausted, elected: [majority], eliminated: nil, tieBreak: nil)]
        }
        let firstRound = tally(candidates: candidates, ballots: ballots, out: raceStart).votes
        let position = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { ($1, $0) })
        func key(_ candidate: String) -> (Int, Int, Int) { (votes[candidate]!, firstRound[candidate]!, -position[candidate]!) }
        let loser = standing.min { key($0) < key($1) }!
        let sameVotes = standing.filter { votes[$0] == votes[loser] }
        let sameFirst = sameVotes.filter { firstRound[$0] == firstRound[loser] }
        let reason: TieBreak? = sameVotes.count == 1 ? nil : sameFirst.count == 1 ? .firstPreferences : .candidateOrder
        let round = Round(votes: votes, exhausted: exhausted, elected: [], eliminated: loser, tieBreak: reason)
        return [round] + runoff(candidates: candidates, ballots: ballots, out: out.union([loser]), raceStart: raceStart)
    }

    // MARK: Most votes, one seat at a time

    private static func mostVotes(seats: Int, candidates: [String], ballots: [[String]]) -> Round {
        var votes: [String: Int] = [:]
        for candidate in candidates { votes[candidate] = ballots.filter { $0.contains(candidate) }.count }
        var chosen: [String] = []
        var decidedByOrder = false
        while chosen.count < min(seats, candidates.count) {
            let left = candidates.filter { !chosen.contains($0) }
            let best = left.map { votes[$0]! }.max()!
            let top = left.filter { votes[$0] == best }
            chosen.append(top[0])
            // Decided by order when a candidate with as many votes stays out.
            if chosen.count == min(seats, candidates.count), top.count > 1 { decidedByOrder = true }
        }
        return Round(votes: votes, exhausted: ballots.filter(\.isEmpty).count, elected: chosen, eliminated: nil,
                     tieBreak: decidedByOrder ? .candidateOrder : nil)
    }
}
