import Foundation

/// A timed event's start and end as the wall clocks of one zone show them, and whether the
/// zone lives either wall time twice (the night the clocks go back): what its pages need to
/// write it in that zone, found once by the resolve stage.
struct EventWallTimes: Sendable {
    let zone: TimeZone
    let start: LocalDateTime
    let end: LocalDateTime
    /// The start's wall time happens twice in the zone.
    let startRepeats: Bool
    /// The end's wall time happens twice in the zone.
    let endRepeats: Bool

    /// The wall times of `interval` on `clock`.
    init(_ interval: (start: Int, end: Int), clock: ZoneClock) {
        zone = clock.zone
        start = LocalTimes.wallClock(interval.start, zone: clock.zone)
        end = LocalTimes.wallClock(interval.end, zone: clock.zone)
        startRepeats = Self.repeats(start, clock: clock)
        endRepeats = Self.repeats(end, clock: clock)
    }

    private static func repeats(_ wall: LocalDateTime, clock: ZoneClock) -> Bool {
        if case .ambiguous = clock.resolve(wall) { return true }
        return false
    }
}
