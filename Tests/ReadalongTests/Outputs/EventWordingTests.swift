import XCTest
@testable import Readalong

/// The "when" line an event's page entry and the feed share.
final class EventWordingTests: XCTestCase {
    private func wording(start: String?, end: String?, otherZone: (label: String, time: String)?) -> EventWording {
        EventWording(title: "Debat", kindLabel: "Debat",
                     clock: EventClockText(date: LocalDate(year: 2026, month: 11, day: 12), start: start, end: end,
                                           datetime: "2026-11-12T18:00"),
                     date: "dijous, 12 de novembre de 2026", otherZone: otherZone, chapters: nil)
    }

    func testWhenJoinsDayTimesAndTheOtherZone() {
        XCTAssertEqual(wording(start: nil, end: nil, otherZone: nil).when, "dijous, 12 de novembre de 2026")
        XCTAssertEqual(wording(start: "18:00", end: nil, otherZone: nil).when, "dijous, 12 de novembre de 2026 · 18:00")
        XCTAssertEqual(wording(start: "18:00", end: "19:30", otherZone: nil).when, "dijous, 12 de novembre de 2026 · 18:00–19:30")
        XCTAssertEqual(wording(start: "18:00", end: "19:30", otherZone: ("hora de Nova York", "12:00–13:30 hora de Madrid")).when,
                       "dijous, 12 de novembre de 2026 · 18:00–19:30 hora de Nova York (12:00–13:30 hora de Madrid)")
    }
}
