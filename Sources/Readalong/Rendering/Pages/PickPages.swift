/// `/picks/` and `/picks/<slug>/`. Whether a pick is open is read from the build clock
/// (`PageClock.phase(of:)`), so the results appear in the build that crosses `closes`; until
/// then a page shows the candidates and the number of ballots, never a count or a voter.
extension RenderContext {
    func picksPage() -> PicksPageModel {
        let shell = shell(title: strings["pick.title"], description: strings["pick.description"], url: urls.picks, section: .books)
        let phases = club.picks.map { ($0, clock.phase(of: $0)) }
        let open = phases.filter { !$0.1.isClosed }.sorted { ($0.0.closesAt, $0.0.slug) < ($1.0.closesAt, $1.0.slug) }
        let closed = phases.filter(\.1.isClosed).sorted { ($1.0.closesAt, $0.0.slug) < ($0.0.closesAt, $1.0.slug) }
        return PicksPageModel(shell: shell, open: open.map { pickSummary($0.0, phase: $0.1) },
                              closed: closed.map { pickSummary($0.0, phase: $0.1) })
    }

    /// The picks the home page shows: open ones, closing soonest first, then those closed
    /// in the last `PickPhase.recentDays` days, latest first.
    var homePicks: [PickSummary] {
        let phases = club.picks.map { ($0, clock.phase(of: $0)) }
        let open = phases.filter { $0.1 == .open }.sorted { ($0.0.closesAt, $0.0.slug) < ($1.0.closesAt, $1.0.slug) }
        let closed = phases.filter { $0.1 == .justClosed }.sorted { ($1.0.closesAt, $0.0.slug) < ($0.0.closesAt, $1.0.slug) }
        return (open + closed).map { pickSummary($0.0, phase: $0.1) }
    }

    func pickSummary(_ pick: Pick, phase: PickPhase) -> PickSummary {
        let moment = pickMoment(pick, phase: phase)
        return PickSummary(url: urls.pick(pick.slug), title: text(pick.title), status: moment.status,
                           statusLabel: strings["pick.status.\(moment.status)"], when: moment.when, datetime: moment.datetime,
                           ballots: strings.count(pick.ballots.count, "pick.ballot"),
                           winners: phase.isClosed ? pick.count().winners.map(bookReference) : [])
    }

    func pickPage(_ pick: Pick) -> PickPageModel {
        let phase = clock.phase(of: pick)
        let moment = pickMoment(pick, phase: phase)
        let shell = shell(title: text(pick.title), description: text(Excerpt.of(pick.body.text, fallback: pick.title)),
                          url: urls.pick(pick.slug), section: .books)
        let intro = html(pick.body)
        let candidates = pick.candidates.map { candidate in
            PickPageModel.Candidate(book: bookReference(candidate.book.value), by: candidate.by.map { memberReference($0.value) },
                                    note: candidate.note.map(text))
        }
        let details = PickPageModel.Details(
            title: text(pick.title), intro: intro.isEmpty ? nil : intro, status: moment.status,
            statusLabel: strings["pick.status.\(moment.status)"], when: moment.when, datetime: moment.datetime,
            method: strings["pick.method.\(pick.method.rawValue)"],
            seats: pick.seats > 1 ? strings.format("pick.seats", String(pick.seats)) : nil,
            ballots: strings.count(pick.ballots.count, "pick.ballot"), candidates: candidates,
            results: phase.isClosed ? pickResults(pick) : nil)
        return PickPageModel(shell: shell, pick: details)
    }

    /// Where a pick stands, and the instant that matters then, written out.
    private func pickMoment(_ pick: Pick, phase: PickPhase) -> (status: String, when: String, datetime: String) {
        switch phase {
        case .notOpen:
            let time = pickTime(pick.opens.value, at: pick.opensAt)
            return ("notOpen", strings.format("pick.opens", time.text), time.datetime)
        case .open:
            let time = pickTime(pick.closes.value, at: pick.closesAt)
            return ("open", strings.format("pick.closes", time.text), time.datetime)
        case .justClosed, .closed:
            let time = pickTime(pick.closes.value, at: pick.closesAt)
            return ("closed", strings.format("pick.closed", time.text), time.datetime)
        }
    }

    /// A day as written (`15 de febrer de 2027`), or a time in the site's zone with its day.
    private func pickTime(_ written: EventTime, at instant: Int) -> (text: String, datetime: String) {
        if case .allDay(let date) = written { return (dates.long(date), date.description) }
        let wall = LocalTimes.wallClock(instant, zone: site.config.timeZone)
        return ("\(dates.long(wall.date)), \(dates.time(wall.secondOfDay))", wall.description)
    }
}
