/// Times into an audiobook as chapter tables and lengths write them: `7h45m`, `14m30s`,
/// `0m`, `1h2m3s` (units in that order, each at most once) or a bare `0`.
public enum MediaTime {
    /// The seconds a written time stands for, or `nil` when it is not one.
    public static func seconds(in text: String) -> Int? {
        text == "0" ? 0 : UnitLength.seconds(in: text, units: [("h", 3600), ("m", 60), ("s", 1)])
    }

    /// A time written as chapter tables write it: `1h2m3s`, `14m30s`, `0m`.
    public static func text(_ seconds: Int) -> String {
        let parts = [(seconds / 3600, "h"), (seconds % 3600 / 60, "m"), (seconds % 60, "s")].filter { $0.0 > 0 }
        return parts.isEmpty ? "0m" : parts.map { "\($0.0)\($0.1)" }.joined()
    }

    /// A length for readers, the same in Catalan, Spanish and English: `3 h 10 min`,
    /// `45 min`, `2 h` (seconds left out).
    public static func readable(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60
        let parts = [hours > 0 ? "\(hours) h" : nil, minutes > 0 || hours == 0 ? "\(minutes) min" : nil]
        return parts.compactMap { $0 }.joined(separator: " ")
    }
}
