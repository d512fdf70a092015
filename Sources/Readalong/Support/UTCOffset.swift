/// UTC offsets written the ISO 8601 way, for hints.
enum UTCOffset {
    /// `+02:00`, `-05:30`.
    static func format(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return "\(sign)\(Digits.padded(minutes / 60, 2)):\(Digits.padded(minutes % 60, 2))"
    }
}
