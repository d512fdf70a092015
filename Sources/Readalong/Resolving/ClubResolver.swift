import Foundation

/// Places news items and picks in time: a news item's `date`, and a pick's `opens` and
/// `closes`, each read in the site's zone (or at its written offset). What it finds wrong
/// (a time the clocks skip or repeat) it records; `MomentRules` reports it.
enum ClubResolver {
    /// Which instant of a whole day a date stands for.
    enum DayEdge {
        /// Its first instant: published from that day, open from that day.
        case start
        /// The first instant after it: a vote that closes on a day stays open all that day.
        case end
    }

    static func resolve(_ item: WrittenNewsItem, clock: ZoneClock) -> NewsItem {
        let date = place(item.date.value, edge: .start, clock: clock)
        return NewsItem(written: item, publishedAt: date.instant, resolution: date.resolution)
    }

    static func resolve(_ pick: WrittenPick, clock: ZoneClock) -> Pick {
        let opens = place(pick.opens.value, edge: .start, clock: clock)
        let closes = place(pick.closes.value, edge: .end, clock: clock)
        return Pick(written: pick, opensAt: opens.instant, closesAt: closes.instant,
                    opensResolution: opens.resolution, closesResolution: closes.resolution)
    }

    /// The instant a day or time stands for, and how a local time fell in the zone.
    private static func place(_ time: EventTime, edge: DayEdge, clock: ZoneClock)
        -> (instant: Int, resolution: ZoneClock.Resolution?) {
        switch time {
        case .allDay(let date):
            return (clock.startOfDay(edge == .start ? date : date.next), nil)
        case .offset(let local, let offset):
            return (local.secondsAsUTC - offset, nil)
        case .local(let local):
            let resolution = clock.resolve(local)
            return (resolution.instant, resolution)
        }
    }
}
