/// UTC offsets written the ISO 8601 way: `+02:00`, `-05:30`.
enum UTCOffset {
    /// Seconds east of UTC from `+HH:MM` or `-HH:MM` (up to ±14:00), or `nil`.
    static func parse<S: StringProtocol>(_ text: S) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: ":"),
              let hours = Digits.value(bytes[1..<3]), let minutes = Digits.value(bytes[4..<6]),
              hours <= 14, minutes < 60 else { return nil }
        return (hours * 3600 + minutes * 60) * (bytes[0] == UInt8(ascii: "-") ? -1 : 1)
    }

    /// `+2`, `-3`, `+5:30`: the short form people read beside a clock time.
    static func short(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return minutes % 60 == 0 ? "\(sign)\(minutes / 60)" : "\(sign)\(minutes / 60):\(Digits.padded(minutes % 60, 2))"
    }

    /// `+02:00`, `-05:30`.
    static func format(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return "\(sign)\(Digits.padded(minutes / 60, 2)):\(Digits.padded(minutes % 60, 2))"
    }
}
