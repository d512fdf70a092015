/// Approval and plurality counting: one round, and the candidates with the most votes fill
/// the seats; equal votes are ordered by position in `candidates` (the earlier one first).
enum MostVotes {
    /// - Parameter firstOnly: plurality: only a ballot's first choice counts. Approval counts
    ///   every candidate a ballot names.
    static func race(candidates: Int, ballots: [[Int]], seats: Int, firstOnly: Bool) -> [IndexedRound] {
        var votes = Array(repeating: 0, count: candidates)
        var exhausted = 0
        for ballot in ballots {
            let counted = firstOnly ? Array(ballot.prefix(1)) : ballot
            if counted.isEmpty { exhausted += 1 }
            for candidate in counted { votes[candidate] += 1 }
        }
        let ranking = (0..<candidates).sorted { (votes[$1], $0) < (votes[$0], $1) }
        let elected = Array(ranking.prefix(seats))
        let firstLeft = ranking.dropFirst(seats).first
        let decidedByOrder = firstLeft.map { left in elected.last.map { votes[$0] == votes[left] } ?? false } ?? false
        let round = IndexedRound(tallies: (0..<candidates).map { (candidate: $0, votes: votes[$0]) },
                                 exhausted: exhausted, elected: elected, eliminated: nil,
                                 tieBreak: decidedByOrder ? .candidateOrder : nil)
        return [round]
    }
}
