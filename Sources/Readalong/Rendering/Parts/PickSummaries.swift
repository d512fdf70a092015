/// Picks as the home page and `/picks/` list them, and where each stands. Whether a pick is
/// open is read from the build clock (`PageClock.phase(of:)`), so the results appear in the
/// build that crosses `closes`.
struct PickSummaries: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let references: References

    /// The picks the home page shows: open ones, closing soonest first, then those closed
    /// in the last `PickPhase.recentDays` days, latest first.
    var home: [PickSummary] {
        let (open, closed) = byPhase
        return (open.filter { $0.phase == .open } + closed.filter { $0.phase == .justClosed })
            .map { summary($0.pick, phase: $0.phase) }
    }

    /// Published picks with where they stand: those not closed yet, closing soonest first,
    /// and the closed ones, latest first.
    var byPhase: (open: [(pick: Pick, phase: PickPhase)], closed: [(pick: Pick, phase: PickPhase)]) {
        let phases = published.club.picks.map { (pick: $0, phase: kit.clock.phase(of: $0)) }
        let open = phases.filter { !$0.phase.isClosed }
            .sorted { ($0.pick.closesAt, $0.pick.slug) < ($1.pick.closesAt, $1.pick.slug) }
        let closed = phases.filter(\.phase.isClosed)
            .sorted { ($1.pick.closesAt, $0.pick.slug) < ($0.pick.closesAt, $1.pick.slug) }
        return (open, closed)
    }

    /// A pick as lists show it: where it stands, its ballots, and its winners once closed.
    func summary(_ pick: Pick, phase: PickPhase) -> PickSummary {
        let moment = moment(pick, phase: phase)
        let strings = kit.strings
        return PickSummary(url: kit.urls.pick(pick.slug), title: kit.text(pick.title), titleLang: kit.titleLang(.pick(pick.slug)),
                           status: moment.status,
                           statusLabel: strings["pick.status.\(moment.status)"], when: moment.when, datetime: moment.datetime,
                           ballots: strings.count(pick.ballots.count, "pick.ballot"),
                           winners: phase.isClosed ? pick.count().winners.map { references.book($0) } : [])
    }

    /// Where a pick stands, and the instant that matters then, written out.
    func moment(_ pick: Pick, phase: PickPhase) -> (status: String, when: String, datetime: String) {
        let strings = kit.strings
        switch phase {
        case .notOpen:
            let time = time(pick.opens.value, at: pick.opensAt)
            return ("notOpen", strings.format("pick.opens", time.text), time.datetime)
        case .open:
            let time = time(pick.closes.value, at: pick.closesAt)
            return ("open", strings.format("pick.closes", time.text), time.datetime)
        case .justClosed, .closed:
            let time = time(pick.closes.value, at: pick.closesAt)
            return ("closed", strings.format("pick.closed", time.text), time.datetime)
        }
    }

    /// A day as written (`15 de febrer de 2027`), or a time in the site's zone with its day.
    private func time(_ written: EventTime, at instant: Int) -> (text: String, datetime: String) {
        if case .allDay(let date) = written { return (kit.dates.long(date), date.description) }
        let wall = LocalTimes.wallClock(instant, zone: kit.config.timeZone)
        return ("\(kit.dates.long(wall.date)), \(kit.dates.time(wall.secondOfDay))", wall.description)
    }
}
