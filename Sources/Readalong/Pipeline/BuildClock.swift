import Foundation

/// The build's "now": what decides whether a room is upcoming, active or finished.
///
/// Set from `--now`, else from `SOURCE_DATE_EPOCH`, else the system clock, so that builds
/// can be reproduced exactly.
public struct BuildClock: Sendable, Equatable {
    /// Seconds since the epoch.
    public let now: Int

    /// A clock stopped at an instant.
    public init(secondsSinceEpoch: Int) {
        self.now = secondsSinceEpoch
    }

    /// Why a `--now` or `SOURCE_DATE_EPOCH` value was refused.
    public struct InvalidClock: Error, CustomStringConvertible {
        /// Why, in the catalogue.
        public let text: ToolText

        /// Why, in English.
        public var description: String { text.english }
    }

    /// The clock for a run: `--now` wins over `SOURCE_DATE_EPOCH`, which wins over `system`.
    public static func resolve(now: String?, environment: [String: String], system: Date) throws -> BuildClock {
        if let now {
            guard let seconds = parseISO8601(now) else {
                throw InvalidClock(text: ToolText("clock.now", ["now": now]))
            }
            return BuildClock(secondsSinceEpoch: seconds)
        }
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(epoch.trimmingCharacters(in: .whitespaces)) else {
                throw InvalidClock(text: ToolText("clock.epoch", ["epoch": epoch]))
            }
            return BuildClock(secondsSinceEpoch: seconds)
        }
        return BuildClock(secondsSinceEpoch: Int(system.timeIntervalSince1970))
    }

    /// Parses `YYYY-MM-DD` (midnight UTC) or `YYYY-MM-DDTHH:MM[:SS]` with `Z` or an offset
    /// (UTC when none is written).
    static func parseISO8601(_ text: String) -> Int? {
        if let date = LocalDate.parse(text) { return date.daysSinceEpoch * 86_400 }
        switch EventTime.parse(text) {
        case .local(let local): return local.secondsAsUTC
        case .offset(let local, let offset): return local.secondsAsUTC - offset
        default: return nil
        }
    }
}
