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
        let layout = [WhatsAppDate.Layout.yearFirst: " iso", .yearMiddle: " myd", .yearLast: ""][date.layout] ?? ""
        return "\(date.first)|\(date.second)|\(date.third)\(layout) \(stamp.dateText) \(time) [\(stamp.body)]"
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
                     "12/06/2023, 16:5 - A: b", "2016-04-29 10:30:00", "13.06.18 21.25.15 text",
                     "12/06/2023, 16:45 A: b", "[12/06/23, 16:45:40 Anna: text", "12/06-2023, 16:45 - A: b",
                     "2023-06-2023 16:45 - A: b"] {
            XCTAssertNil(parsed(line), line)
        }
    }

    func testFormatsOfOtherCountriesAndOlderPhones() {
        XCTAssertEqual(parsed("13.6.2018 klo 21.25.15 - a: m"), "13|6|2018 13.6.2018 21:25:15 [a: m]")
        XCTAssertEqual(parsed("13. 6. 2018. 21:25:15 a: m"), "13|6|2018 13. 6. 2018. 21:25:15 [a: m]")
        XCTAssertEqual(parsed("13.06.18 21.25.15: a: m"), "13|6|18 13.06.18 21:25:15 [a: m]")
        XCTAssertEqual(parsed("03-06-2018, 01.55 PM - a: m"), "3|6|2018 03-06-2018 13:55:00 [a: m]")
        XCTAssertEqual(parsed("[06/2018/13, 21:25:15] a: m"), "6|2018|13 myd 06/2018/13 21:25:15 [a: m]")
        XCTAssertEqual(parsed("[2018/06/13, 21:25:15] a: m"), "2018|6|13 iso 2018/06/13 21:25:15 [a: m]")
        XCTAssertEqual(parsed("3/6/2018 1:55 p.\u{00A0}m. - a: m"), "3|6|2018 3/6/2018 13:55:00 [a: m]")
    }

    func testTwelveHourMarkersOfOtherLanguages() {
        XCTAssertEqual(parsed("2018. 6. 13. 오후 9:25 - a: m"), "2018|6|13 iso 2018. 6. 13. 21:25:00 [a: m]")
        XCTAssertEqual(parsed("2018/6/13 下午9:25 - a: m"), "2018|6|13 iso 2018/6/13 21:25:00 [a: m]")
        XCTAssertEqual(parsed("[2018/06/13 午前0:05:09] a: m"), "2018|6|13 iso 2018/06/13 00:05:09 [a: m]")
        XCTAssertEqual(parsed("13.06.18, 9:25 nachm. - a: m"), "13|6|18 13.06.18 21:25:00 [a: m]")
        XCTAssertEqual(parsed("13/6/18, 9:25 μ.μ. - a: m"), "13|6|18 13/6/18 21:25:00 [a: m]")
        XCTAssertEqual(parsed("13/6/18, 9:25 ص - a: m"), "13|6|18 13/6/18 09:25:00 [a: m]")
        XCTAssertEqual(parsed("12/07/2017 à 22:35 - XXX: Salut :)"), "12|7|2017 12/07/2017 22:35:00 [XXX: Salut :)]")
        XCTAssertEqual(parsed("12.07.2017 um 22:35 - a: m"), "12|7|2017 12.07.2017 22:35:00 [a: m]")
        XCTAssertNil(parsed("12/07/2017 at the 22:35 - a: m"))
        guard case .impossibleTime = WhatsAppLine.read("2018. 6. 13. 오후 13:25 - a: m") else { return XCTFail("13:25 PM") }
    }

    func testMarksBeforeAndAfterTheBracketAreSkipped() {
        XCTAssertEqual(parsed("\u{FEFF}\u{FEFF}[\u{FEFF}29.01.18, 12:24:03] Mallory: Hey"), "29|1|18 29.01.18 12:24:03 [Mallory: Hey]")
        XCTAssertEqual(parsed("\u{200E}[3/6/18 1:55:00 p. m.] a: m"), "3|6|18 3/6/18 13:55:00 [a: m]")
        XCTAssertEqual(parsed("\u{FEFF}29.01.18, 12:24 - Mallory: Hey"), "29|1|18 29.01.18 12:24:00 [Mallory: Hey]")
    }

    func testMidnightOnTwelveHourClocks() {
        XCTAssertEqual(parsed("1/30/18, 12:00 AM - Alice: a"), "1|30|18 1/30/18 00:00:00 [Alice: a]")
        XCTAssertEqual(parsed("1/30/18, 12:00 PM - Alice: a"), "1|30|18 1/30/18 12:00:00 [Alice: a]")
        XCTAssertEqual(parsed("1/30/18, 00:04 AM - Bob: b"), "1|30|18 1/30/18 00:04:00 [Bob: b]")
        XCTAssertEqual(parsed("06/20/2020, 00:08 a. m. - Ann: c"), "6|20|2020 06/20/2020 00:08:00 [Ann: c]")
    }

    /// A line shaped like a stamp whose time cannot be is not text to append to the message above.
    func testImpossibleTimesAreNeitherStampsNorText() {
        let lines = ["1/29/18, 23:59 PM - Bob: late", "12/06/2023, 13:00 PM - A: b", "12/06/2023, 00:30 PM - A: b",
                     "12/06/2023, 24:00 - A: b", "[12/06/23, 16:61:00] A: b"]
        for line in lines {
            guard case .impossibleTime(_, let column) = WhatsAppLine.read(Substring(line)) else {
                return XCTFail("\(line) was not an impossible time")
            }
            XCTAssertEqual(column, line.hasPrefix("[") ? 12 : line.hasPrefix("1/") ? 10 : 13, line)
        }
        guard case .impossibleTime(let text, _) = WhatsAppLine.read("1/29/18, 23:59\u{202F}PM - Bob: late") else { return XCTFail() }
        XCTAssertEqual(text, "23:59\u{202F}PM")
    }

    func testDatesResolveInEitherOrder() {
        let written = WhatsAppDate(first: 5, second: 6, third: 23, layout: .yearLast)
        XCTAssertEqual(written.resolve(.dayFirst), LocalDate(year: 2023, month: 6, day: 5))
        XCTAssertEqual(written.resolve(.monthFirst), LocalDate(year: 2023, month: 5, day: 6))
        XCTAssertNil(WhatsAppDate(first: 25, second: 6, third: 2023, layout: .yearLast).resolve(.monthFirst))
        XCTAssertNil(WhatsAppDate(first: 29, second: 2, third: 2023, layout: .yearLast).resolve(.dayFirst))
        XCTAssertEqual(WhatsAppDate(first: 29, second: 2, third: 24, layout: .yearLast).resolve(.dayFirst),
                       LocalDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(WhatsAppDate(first: 2023, second: 6, third: 5, layout: .yearFirst).resolve(.monthFirst),
                       LocalDate(year: 2023, month: 6, day: 5))
        XCTAssertEqual(WhatsAppDate(first: 6, second: 2018, third: 13, layout: .yearMiddle).resolve(.dayFirst),
                       LocalDate(year: 2018, month: 6, day: 13))
    }
}
