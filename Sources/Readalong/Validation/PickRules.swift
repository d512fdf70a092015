/// Picks: candidates are books, nominated by members; voters are members and vote only
/// for candidates; the room exists and, once the vote has closed, reads a chosen book.
enum PickRules {
    static func check(_ site: ResolvedSite, references: ClubReferences, now: Int, log: DiagnosticLog) {
        for pick in site.picks.sorted(by: { $0.path < $1.path }) {
            for candidate in pick.candidates { references.book(candidate.book, log: log) }
            let nominators = pick.candidates.compactMap { candidate in candidate.by.map { ($0, "by") } }
            references.members(nominators + pick.ballots.map { ($0.voter, "ballots") }, log: log)
            checkChoices(pick, log: log)
            let room = pick.room.flatMap { references.room($0, log: log) }
            // A pick with errors of its own would be counted wrongly: those come first.
            let clean = !log.entries.contains { $0.location.path == pick.path && $0.severity == .error }
            if let room, let written = pick.room, clean, pick.isClosed(at: now) {
                checkRoom(room, written: written, pick: pick, log: log)
            }
        }
    }

    /// Every choice on a ballot is a candidate (E096).
    private static func checkChoices(_ pick: Pick, log: DiagnosticLog) {
        let candidates = pick.candidates.map(\.book.value)
        for ballot in pick.ballots {
            for choice in ballot.choices where !candidates.contains(choice.value) {
                log.report(.choiceNotCandidate, at: choice.location,
                           ToolText("pick.notCandidate", ["voter": ballot.voter.value, "book": choice.value]),
                           hint: Suggestion.hint(for: choice.value, in: candidates)
                               ?? ToolText("pick.notCandidate.hint", ["candidates": candidates.joined(separator: ", ")]))
            }
        }
    }

    /// Once closed, the pick's room reads one of the books it chose (E097).
    private static func checkRoom(_ room: Room, written: Located<String>, pick: Pick, log: DiagnosticLog) {
        let winners = pick.count().winners
        guard !winners.contains(room.book.value) else { return }
        log.report(.roomNotReadingWinner, at: written.location,
                   ToolText("pick.roomNotWinner", ["room": room.slug, "book": room.book.value, "chosen": winners.joined(separator: ", ")]),
                   hint: ToolText("pick.roomNotWinner.hint", ["winner": winners[0], "path": room.path]))
    }
}
