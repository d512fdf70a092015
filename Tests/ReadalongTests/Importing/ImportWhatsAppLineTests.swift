import XCTest
@testable import Readalong

/// The stamp formats of WhatsApp exports, read exactly.
final class ImportWhatsAppLineTests: XCTestCase {
    /// The date numbers, year-first flag, time as HH:MM:SS and body of a stamped line.
    private func parsed(_ line: String) -> String? {
        guard let stamp = WhatsAppLine.parse(Substring(line)) else { return nil }
        let date = stamp.date
        let seconds = stamp.secondOfDay
        let time = "\(Digits.padded(seconds / 3600, 2)):\(Digits.padded(seconds / 60 % 60, 2)):\(Digits.padded(seconds % 60, 2))"
        return "\(date.first)|\(date.second)|\(date.third)\(date.yearFirst ? " iso" : "") \(stamp.dateText) \(time) [\(stamp.body)]"
    }

    func testAndroidTwentyFourHours() {
        XCTAssertEqual(parsed("12/06/2023, 16:45 - Anna: Hola, com va?"), "12|6|2023 12/06/2023 16:45:00 [Anna: Hola, com va?]")
        XCTAssertEqual(parsed("1/2/24, 09:05 - Joan Vila: ok"), "1|2|24 1/2/24 09:05:00 [Joan Vila: ok]")
    }

    func testIPhoneWithSecondsInBrackets() {
        XCTAssertEqual(parsed("[12/06/23, 16:45:40] Anna: text"), "12|6|23 12/06/23 16:45:40 [Anna: text]")
        XCTAssertEqual(parsed("[12.06.23, 07:05:09] Anna Serra: text"), "12|6|23 12.06.23 07:05:09 [Anna Serra: text]")
    }

    func testTwelveHourClocksWithNarrowAndOrdinaryNoBreakSpaces() {
        XCTAssertEqual(parsed("6/12/23, 4:45\u{202F}PM - Anna: hi"), "6|12|23 6/12/23 16:45:00 [Anna: hi]")
        XCTAssertEqual(parsed("[6/12/23, 12:05:09\u{00A0}AM] Anna: hi"), "6|12|23 6/12/23 00:05:09 [Anna: hi]")
        XCTAssertEqual(parsed("6/12/23, 12:30 pm - Anna: hi"), "6|12|23 6/12/23 12:30:00 [Anna: hi]")
        XCTAssertEqual(parsed("6/12/23, 11:59 a.m. - Anna: hi"), "6|12|23 6/12/23 11:59:00 [Anna: hi]")
    }

    func testSpanishMeridiems() {
        XCTAssertEqual(parsed("12/6/23, 4:45\u{00A0}p.\u{00A0}m. - Anna: hola"), "12|6|23 12/6/23 16:45:00 [Anna: hola]")
        XCTAssertEqual(parsed("12/6/23, 4:45 p. m. - Anna: hola"), "12|6|23 12/6/23 16:45:00 [Anna: hola]")
        XCTAssertEqual(parsed("[12/6/23, 12:01:02\u{202F}a.\u{202F}m.] Anna: hola"), "12|6|23 12/6/23 00:01:02 [Anna: hola]")
    }

    func testISODatesAndOtherSeparators() {
        XCTAssertEqual(parsed("2023-06-12 16:45 - Anna: x"), "2023|6|12 iso 2023-06-12 16:45:00 [Anna: x]")
        XCTAssertEqual(parsed("[2023-06-12, 16:45:01] Anna: x"), "2023|6|12 iso 2023-06-12 16:45:01 [Anna: x]")
        XCTAssertEqual(parsed("12.06.23, 16:45 - Anna: x"), "12|6|23 12.06.23 16:45:00 [Anna: x]")
        XCTAssertEqual(parsed("12-06-2023 16:45 - Anna: x"), "12|6|2023 12-06-2023 16:45:00 [Anna: x]")
    }

    func testOlderIPhoneExportsWithoutBrackets() {
        XCTAssertEqual(parsed("7/1/16, 4:56:55 PM: Sophia H.: So hier"), "7|1|16 7/1/16 16:56:55 [Sophia H.: So hier]")
        XCTAssertEqual(parsed("7/1/16, 4:56:55 PM: Sophia H. created this group"),
                       "7|1|16 7/1/16 16:56:55 [Sophia H. created this group]")
    }

    func testNoticesKeepTheirBody() {
        XCTAssertEqual(parsed("12/06/2023, 16:45 - Anna added Joan"), "12|6|2023 12/06/2023 16:45:00 [Anna added Joan]")
    }

    func testLinesWithoutAStampAreContinuations() {
        for line in ["Hola", "", "12/06/2023 without a time", "18:02 marta: a transcript line",
                     "123/06/2023, 16:45 - A: b", "12/06/202, 16:45 - A: b", "12/06/2023, 24:00 - A: b",
                     "12/06/2023, 13:00 PM - A: b", "12/06/2023, 0:30 AM - A: b", "12/06/2023, 16:5 - A: b",
                     "12/06/2023, 16:45 A: b", "[12/06/23, 16:45:40 Anna: text", "12/06-2023, 16:45 - A: b",
                     "2023-06-2023 16:45 - A: b"] {
            XCTAssertNil(parsed(line), line)
        }
    }

    func testDatesResolveInEitherOrder() {
        let written = WhatsAppDate(first: 5, second: 6, third: 23, yearFirst: false)
        XCTAssertEqual(written.resolve(.dayFirst), LocalDate(year: 2023, month: 6, day: 5))
        XCTAssertEqual(written.resolve(.monthFirst), LocalDate(year: 2023, month: 5, day: 6))
        XCTAssertNil(WhatsAppDate(first: 25, second: 6, third: 2023, yearFirst: false).resolve(.monthFirst))
        XCTAssertNil(WhatsAppDate(first: 29, second: 2, third: 2023, yearFirst: false).resolve(.dayFirst))
        XCTAssertEqual(WhatsAppDate(first: 29, second: 2, third: 24, yearFirst: false).resolve(.dayFirst),
                       LocalDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(WhatsAppDate(first: 2023, second: 6, third: 5, yearFirst: true).resolve(.monthFirst),
                       LocalDate(year: 2023, month: 6, day: 5))
    }
}
