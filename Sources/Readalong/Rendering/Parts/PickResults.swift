/// The results of a closed pick: winners, the room that reads them, every round, and the
/// ballots when the pick publishes them. Only `PickPageBuilder` asks, and only once closed.
struct PickResults: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let references: References

    func results(_ pick: Pick) -> PickPageModel.Results {
        let (urls, strings) = (kit.urls, kit.strings)
        let count = pick.count()
        let room = pick.room.flatMap { slug in published.view.listedRooms.first { $0.slug == slug.value } }
        let ranked = pick.method == .ranked
        let races = count.races.enumerated().map { index, race in
            PickPageModel.Race(label: ranked && count.races.count > 1 ? strings.format("pick.seat", String(index + 1)) : nil,
                               rounds: race.rounds.enumerated().map {
                                   pickRound($1, number: $0 + 1, method: pick.method, ballots: count.ballots)
                               })
        }
        let ballots = pick.publicBallots ? pick.ballots.map { ballot in
            PickPageModel.Ballot(voter: references.member(ballot.voter.value), choices: ballot.choices.map { choice in
                TitledLink(url: urls.book(choice.value), title: bookTitle(choice.value), titleLang: bookTitleLang(choice.value))
            })
        } : []
        return PickPageModel.Results(winners: count.winners.map { references.book($0) }, room: room.map(references.roomLink), races: races,
                                     publicBallots: pick.publicBallots, ballots: ballots, ranked: ranked)
    }

    /// One round; a bar is the share of the `ballots` that still count (are not exhausted
    /// or blank), so approval bars may add up to more than the whole.
    private func pickRound(_ round: CountRound, number: Int, method: Pick.Method, ballots: Int) -> PickPageModel.Round {
        let (urls, strings) = (kit.urls, kit.strings)
        let counting = ballots - round.exhausted
        let tallies = round.tallies.map { tally in
            PickPageModel.Tally(title: bookTitle(tally.book), titleLang: bookTitleLang(tally.book), url: published.booksBySlug[tally.book].map { urls.book($0.slug) },
                                votes: tally.votes, percent: counting > 0 ? (tally.votes * 100 + counting / 2) / counting : 0,
                                elected: round.elected.contains(tally.book), eliminated: round.eliminated == tally.book)
        }
        let key = round.eliminated == nil ? (round.elected.count > 1 ? "pick.outcome.electedSeveral" : "pick.outcome.elected")
            : "pick.outcome.eliminated"
        let books = round.eliminated.map { [$0] } ?? round.elected
        let outcome = TextPiece.sentence({ strings.format(key, $0) }, with: books.map { TextPiece(text: bookTitle($0), lang: bookTitleLang($0)) },
                                         separator: ", ")
        let tieBreak = round.tieBreak.map { rule -> String in
            switch rule {
            case .firstPreferences: return strings["pick.tie.firstPreferences"]
            case .candidateOrder: return strings[method == .ranked ? "pick.tie.laterLeaves" : "pick.tie.earlierWins"]
            }
        }
        return PickPageModel.Round(
            label: method == .ranked ? strings.format("pick.roundLabel", String(number)) : strings["pick.count"],
            tallies: tallies, exhausted: strings.count(round.exhausted, method == .ranked ? "pick.exhausted" : "pick.blank"),
            outcome: outcome.map(\.text).joined(), outcomePieces: outcome, tieBreak: tieBreak)
    }

    private func bookTitle(_ slug: String) -> String {
        published.booksBySlug[slug].map { kit.text($0.title.value) } ?? slug
    }

    /// The `lang` of `bookTitle(slug)`: none for a slug that names no book.
    private func bookTitleLang(_ slug: String) -> String? {
        published.booksBySlug[slug] == nil ? nil : kit.titleLang(.book(slug))
    }
}
