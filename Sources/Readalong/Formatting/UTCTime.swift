/// Instants (seconds since 1970-01-01T00:00:00Z) as UTC days and times, and written in the
/// forms machines read: the Atom feed, iCalendar files, Google Calendar links and the build
/// day. Dates and times people read, in the site's zone and language, are `DateText`'s.
public enum UTCTime {
    private static let secondsPerDay = 86_400

    /// The number of the instant's UTC day: days since 1970-01-01, negative before it.
    static func dayNumber(_ instant: Int) -> Int {
        instant >= 0 ? instant / secondsPerDay : -((-instant - 1) / secondsPerDay) - 1
    }

    /// The instant's UTC day.
    public static func date(_ instant: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: dayNumber(instant))
    }

    /// Midnight UTC that starts the instant's day.
    static func dayStart(_ instant: Int) -> Int {
        dayNumber(instant) * secondsPerDay
    }

    /// The instant's UTC date and time of day.
    static func dateTime(_ instant: Int) -> LocalDateTime {
        let day = dayNumber(instant)
        return LocalDateTime(date: LocalDate(daysSinceEpoch: day), secondOfDay: instant - day * secondsPerDay)
    }

    /// `2026-11-22T18:05:00Z` (RFC 3339, as Atom wants it).
    static func rfc3339(_ instant: Int) -> String {
        let time = dateTime(instant)
        return "\(time.date)T" + clock(time.secondOfDay, separator: ":") + "Z"
    }

    /// `20261122T180500Z`: an iCalendar DATE-TIME in UTC, also the form of Google Calendar's
    /// `dates`.
    static func icsDateTime(_ instant: Int) -> String {
        let time = dateTime(instant)
        return icsDate(time.date) + "T" + clock(time.secondOfDay, separator: "") + "Z"
    }

    /// `20261122`: an iCalendar DATE.
    static func icsDate(_ date: LocalDate) -> String {
        Digits.padded(date.year, 4) + Digits.padded(date.month, 2) + Digits.padded(date.day, 2)
    }

    /// Hours, minutes and seconds, two digits each.
    private static func clock(_ secondOfDay: Int, separator: String) -> String {
        Digits.padded(secondOfDay / 3600, 2) + separator + Digits.padded(secondOfDay / 60 % 60, 2) + separator
            + Digits.padded(secondOfDay % 60, 2)
    }
}
