/// How long before a meeting its calendar alarm goes off (`reminder:` of the site or a
/// room): `1d`, `2h`, `30m`, or combined in that order, `1d12h`.
public struct ReminderLead: Hashable, Sendable {
    /// The lead in seconds.
    public let seconds: Int

    /// Reads `NdNhNm` (each part optional, in that order, at least one); `nil` when it is
    /// not a lead of a minute to 30 days.
    public static func parse(_ text: String) -> ReminderLead? {
        guard let total = UnitLength.seconds(in: text, units: [("d", 86_400), ("h", 3600), ("m", 60)]),
              total > 0, total <= 30 * 86_400 else { return nil }
        return ReminderLead(seconds: total)
    }

    /// The alarm's `TRIGGER` value, before the start: `-P1D`, `-PT2H`, `-P1DT12H30M`.
    public var trigger: String {
        let (days, hours, minutes) = (seconds / 86_400, seconds % 86_400 / 3600, seconds % 3600 / 60)
        let time = (hours > 0 ? "\(hours)H" : "") + (minutes > 0 ? "\(minutes)M" : "")
        return "-P" + (days > 0 ? "\(days)D" : "") + (time.isEmpty ? "" : "T" + time)
    }
}
