import Foundation

/// Instants back to wall-clock dates and times of a zone, for display.
enum LocalTimes {
    /// The local date and time of day (nil for all-day events) an event starts at.
    static func local(of event: Event, zone: TimeZone) -> (date: LocalDate, time: Int?) {
        switch event.time.value {
        case .allDay(let date):
            return (date, nil)
        case .local, .offset:
            let interval = event.interval
            let start = wallClock(interval.start, zone: zone)
            return (start.date, start.secondOfDay)
        }
    }

    /// The wall-clock date and time of an instant in a zone.
    static func wallClock(_ instant: Int, zone: TimeZone) -> LocalDateTime {
        let local = instant + zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        let days = Int((Double(local) / 86_400).rounded(.down))
        return LocalDateTime(date: LocalDate(daysSinceEpoch: days), secondOfDay: local - days * 86_400)
    }

    /// `meet.example.org` for a link's visible text.
    static func displayHost(_ url: String) -> String {
        if url.lowercased().hasPrefix("mailto:") { return String(url.dropFirst(7)) }
        return URLComponents(string: url)?.host ?? url
    }
}
