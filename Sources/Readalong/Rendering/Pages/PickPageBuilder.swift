/// `/picks/<slug>/`. Until the pick closes the page shows the candidates and the number of
/// ballots, never a count or a voter; once closed, its parts.pickResults.
struct PickPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ pick: Pick) -> PickPageModel {
        let strings = kit.strings
        let phase = kit.clock.phase(of: pick)
        let moment = parts.picks.moment(pick, phase: phase)
        let shell = kit.shell(title: kit.text(pick.title), description: kit.text(Excerpt.of(pick.body.text, fallback: pick.title)),
                              url: kit.urls.pick(pick.slug), section: .books, item: .pick(pick.slug))
        let intro = kit.html(pick.body)
        let candidates = pick.candidates.map { candidate in
            PickPageModel.Candidate(book: parts.references.book(candidate.book.value), by: candidate.by.map { parts.references.member($0.value) },
                                    note: candidate.note.map(kit.text))
        }
        var details = PickPageModel.Details(
            title: kit.text(pick.title), intro: intro.isEmpty ? nil : intro, status: moment.status,
            statusLabel: strings["pick.status.\(moment.status)"], when: moment.when, datetime: moment.datetime,
            method: strings["pick.method.\(pick.method.rawValue)"],
            seats: pick.seats > 1 ? strings.format("pick.seats", String(pick.seats)) : nil,
            ballots: strings.count(pick.ballots.count, "pick.ballot"), candidates: candidates,
            results: phase.isClosed ? parts.pickResults.results(pick) : nil)
        if case .open = phase { details.takePart = kit.takePart?.pickActions(pick, strings: strings) }
        return PickPageModel(shell: shell, pick: details)
    }
}
