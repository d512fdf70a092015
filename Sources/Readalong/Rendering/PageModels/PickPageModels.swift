/// The models of `/picks/` (template `picks`) and `/picks/<slug>/` (`pick`).

/// A pick as lists show it: title, where it stands, and its winners once closed.
struct PickSummary: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, title, titleLang, status, statusLabel, when, datetime, ballots, winners, hasWinners }
    let url: String
    let title: String
    /// The original's language when the title shown is the original's on a page of another
    /// language, for `lang` on it; `nil` (`false`) otherwise.
    let titleLang: String?
    /// `notOpen`, `open` or `closed`.
    let status: String
    let statusLabel: String
    /// When voting opens (not open yet), closes (open) or closed (closed), written out.
    let when: String
    /// The same instant for `<time datetime>`.
    let datetime: String
    /// The number of ballots, as text.
    let ballots: String
    /// The chosen books; empty before the vote closes (`hasWinners` says whether there are any).
    let winners: [BookReference]

    var templateValue: TemplateValue {
        fields([.url: .text(url), .title: .text(title), .titleLang: titleLang.orFalse, .status: .text(status), .statusLabel: .text(statusLabel),
                .when: .text(when), .datetime: .text(datetime), .ballots: .text(ballots), .winners: winners.templateValue,
                .hasWinners: .flag(!winners.isEmpty)])
    }
}

struct PicksPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case open, closed }
    let shell: PageShell
    /// Picks not closed yet, closing soonest first.
    let open: [PickSummary]
    /// Closed picks, most recently closed first.
    let closed: [PickSummary]

    var templateValue: TemplateValue {
        shell.with(fields([.open: open.templateValue, .closed: closed.templateValue]))
    }
}

struct PickPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case pick }

    /// A candidate: the book, who put it forward (`false` when nobody is named) and why.
    struct Candidate: KeyedTemplateModel {
        enum Key: String, CaseIterable { case book, by, note }
        let book: BookReference
        let by: MemberReference?
        let note: String?

        var templateValue: TemplateValue { fields([.book: book.templateValue, .by: by.orFalse, .note: note.orFalse]) }
    }

    /// One candidate's line in a round: its votes as text and as a share for the bar.
    struct Tally: KeyedTemplateModel {
        enum Key: String, CaseIterable { case title, titleLang, url, votes, percent, elected, eliminated }
        let title: String
        /// The original's language when the book's title shown is the original's on a page
        /// of another language, for `lang` on it; `nil` (`false`) otherwise.
        let titleLang: String?
        let url: String?
        let votes: Int
        /// 0–100: the share of the ballots counting in this round.
        let percent: Int
        let elected: Bool
        let eliminated: Bool

        var templateValue: TemplateValue {
            fields([.title: .text(title), .titleLang: titleLang.orFalse, .url: url.orFalse, .votes: .number(votes), .percent: .number(percent),
                    .elected: .flag(elected), .eliminated: .flag(eliminated)])
        }
    }

    /// One round: its tallies, exhausted ballots, and what happened.
    struct Round: KeyedTemplateModel {
        enum Key: String, CaseIterable { case label, tallies, exhausted, outcome, outcomePieces, tieBreak }
        /// `Ronda 1`.
        let label: String
        let tallies: [Tally]
        /// Ballots that no longer count, as text.
        let exhausted: String
        /// Who was chosen or left the race, as a sentence.
        let outcome: String
        /// The same sentence in pieces, the books' titles apart with their language.
        let outcomePieces: [TextPiece]
        /// How a tie was broken, or `false`.
        let tieBreak: String?

        var templateValue: TemplateValue {
            fields([.label: .text(label), .tallies: tallies.templateValue, .exhausted: .text(exhausted),
                    .outcome: .text(outcome), .outcomePieces: outcomePieces.templateValue, .tieBreak: tieBreak.orFalse])
        }
    }

    /// One race (a seat of a ranked pick, or the single count of the other methods).
    struct Race: KeyedTemplateModel {
        enum Key: String, CaseIterable { case label, rounds }
        /// `Plaça 2` when several seats are filled one race at a time, else `false`.
        let label: String?
        let rounds: [Round]

        var templateValue: TemplateValue { fields([.label: label.orFalse, .rounds: rounds.templateValue]) }
    }

    /// A published ballot (only with `public_ballots: true`).
    struct Ballot: KeyedTemplateModel {
        enum Key: String, CaseIterable { case voter, choices }
        let voter: MemberReference
        /// The books chosen, in the ballot's order, by title.
        let choices: [TitledLink]

        var templateValue: TemplateValue { fields([.voter: voter.templateValue, .choices: choices.templateValue]) }
    }

    /// What a closed pick publishes.
    struct Results: KeyedTemplateModel {
        enum Key: String, CaseIterable { case winners, room, races, publicBallots, ballots, ranked }
        let winners: [BookReference]
        /// The room that reads the winner (listed rooms only), or `false`.
        let room: TitledLink?
        let races: [Race]
        /// Whether individual ballots are published (`public_ballots: true`).
        let publicBallots: Bool
        /// Individual ballots in the order written; empty when they stay secret.
        let ballots: [Ballot]
        /// Whether ballots are ordered by preference (numbered).
        let ranked: Bool

        var templateValue: TemplateValue {
            fields([.winners: winners.templateValue, .room: room.orFalse, .races: races.templateValue,
                    .publicBallots: .flag(publicBallots), .ballots: ballots.templateValue, .ranked: .flag(ranked)])
        }
    }

    /// `pick`: everything the page shows.
    struct Details: KeyedTemplateModel {
        enum Key: String, CaseIterable {
            case title, intro, status, statusLabel, when, datetime, method, seats, ballots, candidates, results, takePart
        }
        let title: String
        /// HTML of the pick's text.
        let intro: String?
        let status: String
        let statusLabel: String
        let when: String
        let datetime: String
        /// How ballots are counted, as a sentence.
        let method: String
        /// How many books are chosen, as text (`false` for one).
        let seats: String?
        /// The number of ballots, as text.
        let ballots: String
        let candidates: [Candidate]
        /// `false` until the vote closes.
        let results: Results?
        /// "Nominate a book" and "Vote" while the pick is open, on a site that names a way in.
        var takePart: TakePartActionsModel?

        var templateValue: TemplateValue {
            fields([.title: .text(title), .intro: intro.orFalse, .status: .text(status), .statusLabel: .text(statusLabel),
                    .when: .text(when), .datetime: .text(datetime), .method: .text(method), .seats: seats.orFalse,
                    .ballots: .text(ballots), .candidates: candidates.templateValue, .results: results.orFalse,
                    .takePart: takePart.orFalse])
        }
    }

    let shell: PageShell
    let pick: Details

    var templateValue: TemplateValue { shell.with(fields([.pick: pick.templateValue])) }
}
