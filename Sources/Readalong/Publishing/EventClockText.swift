import Foundation

/// An event's day and times as written in one zone.
struct EventClockText {
    /// The day the event starts on in the zone.
    let date: LocalDate
    /// `19:00`; `02:00 (UTC+02:00)` when the zone lives that wall time twice. `nil` for
    /// all-day events.
    let start: String?
    /// `20:30`, `01:00 the next day`, `Sunday 29, 02:00`, `02:00 (UTC+01:00)`; `nil` without a time.
    let end: String?
    /// The `datetime` attribute: `2026-11-12T19:00`, with the offset (`+01:00`) when asked.
    let datetime: String
}
