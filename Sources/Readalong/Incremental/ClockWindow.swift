/// The stretch of time around the build clock in which the published site stays the same.
///
/// The clock decides a few things: whether a room is upcoming, active or finished (its
/// first and last day), which discussions are still to come (their start), which day is
/// "today" on the calendars (the site's midnight) and the stamp of calendar files and the
/// feed (midnight UTC). Every instant where one of these flips is a boundary; between two
/// boundaries every build gives the same bytes, so a rebuild with a later clock can reuse
/// the previous output while the clock stays inside the window.
struct ClockWindow: Equatable, Sendable {
    /// The first instant of the window.
    let start: Int
    /// The first instant after it.
    let end: Int

    /// The window holding `now` for a site.
    init(site: Site, now: Int) {
        var boundaries: [Int] = []
        for room in site.rooms {
            if let span = room.schedule?.span { boundaries += [span.start, span.end] }
            for event in room.schedule?.events ?? [] {
                // "Still to come" is `start >= now`: it flips one second after the start.
                if let interval = event.interval { boundaries += [interval.start, interval.start + 1] }
            }
        }
        let utcDay = Self.utcDayStart(now)
        boundaries += [utcDay, utcDay + 86_400]
        let clock = ZoneClock(zone: site.config.timeZone)
        let today = LocalTimes.wallClock(now, zone: site.config.timeZone).date
        boundaries += [clock.startOfDay(today), clock.startOfDay(today.next)]
        start = boundaries.filter { $0 <= now }.max() ?? Int.min
        end = boundaries.filter { $0 > now }.min() ?? Int.max
    }

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Whether an instant lies inside.
    func contains(_ instant: Int) -> Bool {
        start <= instant && instant < end
    }

    /// Midnight UTC of the instant's day: the stamp of calendar files and the feed.
    static func utcDayStart(_ instant: Int) -> Int {
        Int((Double(instant) / 86_400).rounded(.down)) * 86_400
    }
}
