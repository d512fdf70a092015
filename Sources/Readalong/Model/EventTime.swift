import Foundation

/// When a schedule event happens, as written: a whole day, a local time, or a time with an
/// explicit UTC offset (which wins over the schedule's zone).
public enum EventTime: Hashable, Sendable {
    case allDay(LocalDate)
    case local(LocalDateTime)
    case offset(LocalDateTime, secondsFromUTC: Int)

    /// The calendar day the event is written on.
    public var date: LocalDate {
        switch self {
        case .allDay(let date): return date
        case .local(let time), .offset(let time, _): return time.date
        }
    }

    /// Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:MM`, `YYYY-MM-DDTHH:MM[:SS]`, each time optionally
    /// followed by `Z` or `±HH:MM`.
    public static func parse(_ raw: String) -> EventTime? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if let date = LocalDate.parse(text) { return .allDay(date) }
        guard text.utf8.count >= 16 else { return nil }
        let dateEnd = text.index(text.startIndex, offsetBy: 10)
        guard let date = LocalDate.parse(text[..<dateEnd]) else { return nil }
        let separator = text[dateEnd]
        guard separator == " " || separator == "T" else { return nil }
        var rest = text[text.index(after: dateEnd)...]
        var offset: Int?
        if rest.hasSuffix("Z") {
            offset = 0
            rest = rest.dropLast()
        } else if rest.count > 6, let sign = rest.dropLast(5).last, sign == "+" || sign == "-" {
            guard let seconds = UTCOffset.parse(rest.suffix(6)) else { return nil }
            offset = seconds
            rest = rest.dropLast(6)
        }
        guard let seconds = TimeOfDay.parse(rest) else { return nil }
        let local = LocalDateTime(date: date, secondOfDay: seconds)
        if let offset { return .offset(local, secondsFromUTC: offset) }
        return .local(local)
    }
}
