/// `/picks/` and `/picks/<slug>/`. Whether a pick is open is read from the build clock
/// (`PageClock.phase(of:)`), so the results appear in the build that crosses `closes`; until
/// then a page shows the candidates and the number of ballots, never a count or a voter.
extension RenderContext {
    func picksPage() -> PicksPageModel {
        let shell = kit.shell(title: strings["pick.title"], description: strings["pick.description"], url: urls.picks, section: .books)
        let (open, closed) = picksByPhase
        return PicksPageModel(shell: shell, open: open.map { pickSummary($0.pick, phase: $0.phase) },
                              closed: closed.map { pickSummary($0.pick, phase: $0.phase) })
    }

    /// The picks the home page shows: open ones, closing soonest first, then those closed
    /// in the last `PickPhase.recentDays` days, latest first.
    var homePicks: [PickSummary] {
        let (open, closed) = picksByPhase
        return (open.filter { $0.phase == .open } + closed.filter { $0.phase == .justClosed })
            .map { pickSummary($0.pick, phase: $0.phase) }
    }

    /// Published picks with where they stand: those not closed yet, closing soonest first,
    /// and the closed ones, latest first.
    private var picksByPhase: (open: [(pick: Pick, phase: PickPhase)], closed: [(pick: Pick, phase: PickPhase)]) {
        let phases = published.club.picks.map { (pick: $0, phase: clock.phase(of: $0)) }
        let open = phases.filter { !$0.phase.isClosed }
            .sorted { ($0.pick.closesAt, $0.pick.slug) < ($1.pick.closesAt, $1.pick.slug) }
        let closed = phases.filter(\.phase.isClosed)
            .sorted { ($1.pick.closesAt, $0.pick.slug) < ($0.pick.closesAt, $1.pick.slug) }
        return (open, closed)
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
        let shell = kit.shell(title: text(pick.title), description: text(Excerpt.of(pick.body.text, fallback: pick.title)),
                          url: urls.pick(pick.slug), section: .books)
        let intro = html(pick.body)
        let candidates = pick.candidates.map { candidate in
            PickPageModel.Candidate(book: bookReference(candidate.book.value), by: candidate.by.map { memberReference($0.value) },
                                    note: candidate.note.map(text))
        }
        var details = PickPageModel.Details(
            title: text(pick.title), intro: intro.isEmpty ? nil : intro, status: moment.status,
            statusLabel: strings["pick.status.\(moment.status)"], when: moment.when, datetime: moment.datetime,
            method: strings["pick.method.\(pick.method.rawValue)"],
            seats: pick.seats > 1 ? strings.format("pick.seats", String(pick.seats)) : nil,
            ballots: strings.count(pick.ballots.count, "pick.ballot"), candidates: candidates,
            results: phase.isClosed ? pickResults(pick) : nil)
        if case .open = phase { details.takePart = TakePartLinks(site.config, language: site.config.language)?.pickActions(pick, strings: strings) }
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
