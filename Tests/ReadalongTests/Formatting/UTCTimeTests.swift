import Foundation
import XCTest
@testable import Readalong

/// Instants as UTC days and times, in each written form.
final class UTCTimeTests: XCTestCase {
    func testDaysRoundDownOnBothSidesOfTheEpoch() {
        XCTAssertEqual(UTCTime.dayNumber(0), 0)
        XCTAssertEqual(UTCTime.dayNumber(86_399), 0)
        XCTAssertEqual(UTCTime.dayNumber(86_400), 1)
        XCTAssertEqual(UTCTime.dayNumber(-1), -1)
        XCTAssertEqual(UTCTime.dayNumber(-86_400), -1)
        XCTAssertEqual(UTCTime.dayNumber(-86_401), -2)
        XCTAssertEqual(UTCTime.dayStart(-1), -86_400)
        XCTAssertEqual(UTCTime.date(-1), LocalDate(year: 1969, month: 12, day: 31))
        XCTAssertEqual(UTCTime.dateTime(-1), LocalDateTime(date: LocalDate(year: 1969, month: 12, day: 31), secondOfDay: 86_399))
    }

    func testWrittenForms() throws {
        let instant = try XCTUnwrap(BuildClock.parseISO8601("2026-10-24T17:05:09Z"))
        XCTAssertEqual(UTCTime.rfc3339(instant), "2026-10-24T17:05:09Z")
        XCTAssertEqual(UTCTime.icsDateTime(instant), "20261024T170509Z")
        XCTAssertEqual(UTCTime.icsDate(LocalDate(year: 2026, month: 3, day: 5)), "20260305")
        XCTAssertEqual(UTCTime.date(instant), LocalDate(year: 2026, month: 10, day: 24))
        XCTAssertEqual(UTCTime.dayStart(instant), try XCTUnwrap(BuildClock.parseISO8601("2026-10-24")))
        XCTAssertEqual(UTCTime.rfc3339(-1), "1969-12-31T23:59:59Z")
        XCTAssertEqual(UTCTime.icsDateTime(0), "19700101T000000Z")
    }

    /// The same as the wall clock of the zone GMT, which pages use, and as reading the text
    /// back, over instants spread across four centuries.
    func testAgreesWithTheZoneClockAndReadsBack() throws {
        // A step that is no whole number of minutes, so every second of the day comes up.
        for instant in stride(from: -2_208_988_800, through: 10_413_792_000, by: 6_311_683) {
            XCTAssertEqual(UTCTime.dateTime(instant), LocalTimes.wallClock(instant, zone: TimeZone(identifier: "GMT")!), "\(instant)")
            XCTAssertEqual(BuildClock.parseISO8601(UTCTime.rfc3339(instant)), instant, "\(instant)")
        }
    }
}
