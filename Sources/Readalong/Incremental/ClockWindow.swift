/// The stretch of time around the build clock in which the published site stays the same.
///
/// The pages read the clock only through `PageClock` (whether a room is upcoming, active or
/// finished, whether a discussion is still to come, which day is "today" on the calendars,
/// the day stamp of calendar files and the feed, whether a pick is closed, whether a news
/// item is out and whether a pinned one still leads the home page), and every reading notes
/// the instants where its answer would change. Between two such instants every build gives
/// the same bytes, so a rebuild with a later clock can reuse the previous output while the
/// clock stays inside.
struct ClockWindow: Equatable, Sendable {
    /// The first instant of the window.
    let start: Int
    /// The first instant after it.
    let end: Int

    /// The window holding `now` for a site.
    init(site: Site, now: Int) {
        let changes = PageClock(now: now, zone: site.config.timeZone).changes(in: site)
        start = changes.filter { $0 <= now }.max() ?? Int.min
        end = changes.filter { $0 > now }.min() ?? Int.max
    }

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Whether an instant lies inside.
    func contains(_ instant: Int) -> Bool {
        start <= instant && instant < end
    }
}
