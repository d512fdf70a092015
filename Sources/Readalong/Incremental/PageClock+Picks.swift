/// Where a pick stands at the build clock, as its pages and the home page show it.
enum PickPhase: Equatable, Sendable {
    /// Voting has not opened yet.
    case notOpen
    /// Voting is open: only the number of ballots may be shown.
    case open
    /// Voting closed less than `PickPhase.recentDays` days ago: results, and a place on the home page.
    case justClosed
    /// Voting closed earlier: results only on the pick's own pages.
    case closed

    /// How long a closed pick stays on the home page.
    static let recentDays = 30

    /// Whether the results may be published.
    var isClosed: Bool { self == .justClosed || self == .closed }
}

extension PageClock {
    /// Where a pick stands: each answer names the instants it was decided by (opening,
    /// closing, and the end of the "closed lately" days), so the clock window ends there.
    func phaseReading(of pick: Pick) -> Reading<PickPhase> {
        read { reached in
            if reached(pick.closesAt) {
                return reached(pick.closesAt + PickPhase.recentDays * 86_400) ? .closed : .justClosed
            }
            return reached(pick.opensAt) ? .open : .notOpen
        }
    }

    /// Where a pick stands at the build clock.
    func phase(of pick: Pick) -> PickPhase { phaseReading(of: pick).value }
}
