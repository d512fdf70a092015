import Foundation

/// The build clock as pages read it. No page compares an instant with "now" itself: it asks
/// one of the questions below. Each question is answered by asking whether the clock has
/// `reached` some instants, and its reading notes those instants (the day-long answers,
/// worked out once per build, name the two midnights around the clock): the answer stays
/// the same until the clock crosses one of them. `ClockWindow` is made of the instants noted by every
/// question about every room and event of the site, so it cannot miss a change a page shows.
struct PageClock: Sendable {
    /// An answer, and the instants it was decided by.
    struct Reading<Value> {
        let value: Value
        /// The instants the clock was compared with: crossing none of them leaves `value`.
        let changes: [Int]
    }

    private let now: Int
    private let zone: TimeZone
    /// The site's date at the build clock: "today" on the calendars.
    let today: LocalDate
    /// Midnight UTC of the build day: the stamp of calendar files and of the feed, so that
    /// builds on the same day give the same bytes.
    let stamp: Int

    /// The clock at `now` for a site whose calendars are in `zone`.
    init(now: Int, zone: TimeZone) {
        self.now = now
        self.zone = zone
        today = LocalTimes.wallClock(now, zone: zone).date
        stamp = Self.stampReading(now: now).value
    }

    /// Whether a room is upcoming, active or finished (planned rooms are planned); `nil`
    /// for a room without dates.
    func status(of room: Room) -> Room.Status? { room.status(reached: reached) }

    /// Whether an event is still to come: it starts at the build clock or later.
    func isToCome(_ event: Event) -> Bool { Self.isToCome(event, reached: reached) }

    func statusReading(of room: Room) -> Reading<Room.Status?> {
        read { reached in room.status(reached: reached) }
    }

    func toComeReading(of event: Event) -> Reading<Bool> {
        read { reached in Self.isToCome(event, reached: reached) }
    }

    /// Whether a pick's vote has closed, so that its results may be shown.
    func isClosed(_ pick: Pick) -> Bool { closedReading(of: pick).value }

    /// Whether a news item's publication time has come.
    func isPublished(_ item: NewsItem) -> Bool { publishedReading(of: item).value }

    /// Whether a pinned news item is still kept first on the home page.
    func isPinned(_ item: NewsItem) -> Bool { pinnedReading(of: item).value }

    /// How long a pinned item stays first: 30 days from its publication time.
    static let pinnedSeconds = 30 * 86_400

    func closedReading(of pick: Pick) -> Reading<Bool> {
        read { reached in reached(pick.closesAt) }
    }

    func publishedReading(of item: NewsItem) -> Reading<Bool> {
        read { reached in reached(item.publishedAt) }
    }

    /// An item that is not pinned asks nothing of the clock.
    func pinnedReading(of item: NewsItem) -> Reading<Bool> {
        read { reached in item.pinned && !reached(item.publishedAt + Self.pinnedSeconds) }
    }

    /// `start >= now`, that is, the clock has not reached the second after the start.
    private static func isToCome(_ event: Event, reached: (Int) -> Bool) -> Bool {
        let start = event.interval.start
        return !reached(start + 1)
    }

    /// The date of the wall clock; it holds from that day's first instant in the zone to
    /// the next day's (found only for the clock window: pages read `today`).
    private var todayReading: Reading<LocalDate> {
        let clock = ZoneClock(zone: zone)
        return Reading(value: today, changes: [clock.startOfDay(today), clock.startOfDay(today.next)])
    }

    /// The UTC day's first instant; it holds until the next UTC day.
    private static func stampReading(now: Int) -> Reading<Int> {
        let day = UTCTime.dayStart(now)
        return Reading(value: day, changes: [day, day + 86_400])
    }

    /// Every instant a page's reading of the clock can depend on, for a site.
    func changes(in site: Site) -> [Int] {
        var changes = todayReading.changes + Self.stampReading(now: now).changes
        for room in site.rooms {
            changes += statusReading(of: room).changes
            for event in room.schedule?.events ?? [] { changes += toComeReading(of: event).changes }
        }
        // A pick's results appear when it closes (and its room is checked against them then);
        // a news item appears at its publication time, and a pinned one loses its place 30 days later.
        changes += site.picks.flatMap { closedReading(of: $0).changes } + site.news.flatMap { publishedReading(of: $0).changes }
        changes += site.news.flatMap { pinnedReading(of: $0).changes }
        // Pick pages and the home page say whether a pick is open and whether it closed lately.
        changes += site.picks.flatMap { phaseReading(of: $0).changes }
        return changes
    }

    /// Whether the clock has reached an instant: how pages' questions compare.
    private func reached(_ instant: Int) -> Bool {
        now >= instant
    }

    /// Answers a question, noting every instant it compares the clock with.
    func read<Value>(_ answer: (_ reached: (Int) -> Bool) -> Value) -> Reading<Value> {
        var changes: [Int] = []
        let value = answer { instant in
            changes.append(instant)
            return reached(instant)
        }
        return Reading(value: value, changes: changes)
    }
}
