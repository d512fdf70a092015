/// A wall-clock date and time, read in some zone that is not part of the value.
public struct LocalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The day.
    public let date: LocalDate
    /// Seconds since the start of the day, 0 ..< 86 400.
    public let secondOfDay: Int

    /// Creates a local date-time.
    public init(date: LocalDate, secondOfDay: Int) {
        self.date = date
        self.secondOfDay = secondOfDay
    }

    /// Seconds since the epoch if this wall-clock time were UTC.
    public var secondsAsUTC: Int { date.daysSinceEpoch * 86_400 + secondOfDay }

    /// `YYYY-MM-DD HH:MM` (with `:SS` when the seconds are not zero).
    public var description: String { "\(date) \(TimeOfDay.format(secondOfDay))" }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.secondOfDay) < (rhs.date, rhs.secondOfDay)
    }
}

/// Times of day written `HH:MM` or `HH:MM:SS`.
enum TimeOfDay {
    /// Seconds since midnight, or `nil` when the text is not a valid time.
    static func parse<S: StringProtocol>(_ text: S) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5 || bytes.count == 8, bytes[2] == UInt8(ascii: ":"),
              let hour = Digits.value(bytes[0..<2]), let minute = Digits.value(bytes[3..<5]),
              hour < 24, minute < 60 else { return nil }
        var second = 0
        if bytes.count == 8 {
            guard bytes[5] == UInt8(ascii: ":"), let value = Digits.value(bytes[6..<8]), value < 60 else { return nil }
            second = value
        }
        return hour * 3600 + minute * 60 + second
    }

    /// `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
    static func format(_ seconds: Int) -> String {
        let base = "\(Digits.padded(seconds / 3600, 2)):\(Digits.padded(seconds / 60 % 60, 2))"
        return seconds % 60 == 0 ? base : base + ":" + Digits.padded(seconds % 60, 2)
    }
}
