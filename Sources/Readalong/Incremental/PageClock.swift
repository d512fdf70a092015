import Foundation

/// The build clock as pages read it. No page compares an instant with "now" itself: it asks
/// one of the questions below. Each question is answered by asking whether the clock has
/// `reached` some instants, and a reading notes those instants: the answer stays the same
/// until the clock crosses one of them. `ClockWindow` is made of the instants noted by every
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

    /// The clock at `now` for a site whose calendars are in `zone`.
    init(now: Int, zone: TimeZone) {
        self.now = now
        self.zone = zone
    }

    /// Whether a room is upcoming, active or finished (planned rooms are planned); `nil`
    /// for a room without dates.
    func status(of room: Room) -> Room.Status? { statusReading(of: room).value }

    /// Whether an event is still to come: it starts at the build clock or later.
    func isToCome(_ event: Event) -> Bool { toComeReading(of: event).value }

    /// The site's date at the build clock: "today" on the calendars.
    var today: LocalDate { todayReading.value }

    /// Midnight UTC of the build day: the stamp of calendar files and of the feed, so that
    /// builds on the same day give the same bytes.
    var stamp: Int { stampReading.value }

    func statusReading(of room: Room) -> Reading<Room.Status?> {
        read { reached in room.status(reached: reached) }
    }

    func toComeReading(of event: Event) -> Reading<Bool> {
        read { reached in
            guard let start = event.interval?.start else { return false }
            // `start >= now`, that is, the clock has not reached the second after the start.
            return !reached(start + 1)
        }
    }

    /// The date of the wall clock; it holds from that day's first instant in the zone to
    /// the next day's.
    var todayReading: Reading<LocalDate> {
        read { reached in
            let date = LocalTimes.wallClock(now, zone: zone).date
            let clock = ZoneClock(zone: zone)
            _ = reached(clock.startOfDay(date))
            _ = reached(clock.startOfDay(date.next))
            return date
        }
    }

    /// The UTC day's first instant; it holds until the next UTC day.
    var stampReading: Reading<Int> {
        read { reached in
            let day = UTCTime.dayStart(now)
            _ = reached(day)
            _ = reached(day + 86_400)
            return day
        }
    }

    /// Every instant a page's reading of the clock can depend on, for a site.
    func changes(in site: Site) -> [Int] {
        var changes = todayReading.changes + stampReading.changes
        for room in site.rooms {
            changes += statusReading(of: room).changes
            for event in room.schedule?.events ?? [] { changes += toComeReading(of: event).changes }
        }
        return changes
    }

    /// Answers a question, noting every instant it compares the clock with.
    private func read<Value>(_ answer: (_ reached: (Int) -> Bool) -> Value) -> Reading<Value> {
        var changes: [Int] = []
        let value = answer { instant in
            changes.append(instant)
            return now >= instant
        }
        return Reading(value: value, changes: changes)
    }
}
