import Foundation

/// Turns wall-clock times of one zone into instants, knowing about daylight-saving gaps
/// (times that never happen) and overlaps (times that happen twice).
///
/// Offsets are cached per day, so resolving the many messages of a transcript costs a
/// couple of zone look-ups per day rather than per message. Not thread-safe: one per task.
final class ZoneClock {
    /// What a wall-clock time means in the zone.
    enum Resolution: Equatable {
        /// The time happens once, at this instant (seconds since the epoch).
        case unique(Int)
        /// The time happens twice; the earlier instant is used.
        case ambiguous(earlier: Int, later: Int)
        /// The time is skipped by a change; the instant after the gap is used.
        case skipped(Int)

        /// The instant the build uses for this time.
        var instant: Int {
            switch self {
            case .unique(let time), .ambiguous(let time, _), .skipped(let time): return time
            }
        }
    }

    let zone: TimeZone
    private var steadyOffsetByDay: [Int: Int?] = [:]

    init(zone: TimeZone) {
        self.zone = zone
    }

    /// What a wall-clock time of the content means in the zone.
    func resolve(_ local: LocalDateTime) -> Resolution {
        BuildCounters.note(.wallTime)
        return place(local)
    }

    /// The instant local midnight starts `date` (the first instant of the day after a gap).
    func startOfDay(_ date: LocalDate) -> Int {
        BuildCounters.note(.dayStart)
        return place(LocalDateTime(date: date, secondOfDay: 0)).instant
    }

    private func place(_ local: LocalDateTime) -> Resolution {
        let day = local.date.daysSinceEpoch
        let wall = local.secondsAsUTC
        let steady: Int?
        if let cached = steadyOffsetByDay[day] {
            steady = cached
        } else {
            let before = offset(at: day * 86_400 - 86_400)
            let after = offset(at: day * 86_400 + 2 * 86_400)
            steady = before == after ? before : nil
            steadyOffsetByDay[day] = steady
        }
        if let steady { return .unique(wall - steady) }
        let candidates = Set([offset(at: wall - 86_400), offset(at: wall + 86_400)])
            .map { wall - $0 }
            .filter { offset(at: $0) == wall - $0 }
            .sorted()
        switch candidates.count {
        case 0: return .skipped(wall - offset(at: wall - 86_400))
        case 1: return .unique(candidates[0])
        default: return .ambiguous(earlier: candidates[0], later: candidates[candidates.count - 1])
        }
    }

    /// The zone's offset from UTC at an instant.
    func offset(at instant: Int) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }
}
