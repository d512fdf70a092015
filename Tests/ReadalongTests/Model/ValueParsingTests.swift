import XCTest
@testable import Readalong

final class ValueParsingTests: XCTestCase {
    func testISBN() {
        XCTAssertEqual(try? ISBN.parse("978-84-9759-329-8").get().digits, "9788497593298")
        XCTAssertEqual(try? ISBN.parse("0 306 40615 2").get().digits, "9780306406157")
        XCTAssertEqual(try? ISBN.parse("080442957X").get().digits, "9780804429573")
        guard case .failure(.checksum(let expected)) = ISBN.parse("0306406153") else { return XCTFail() }
        XCTAssertEqual(expected, "2")
        guard case .failure(.malformed) = ISBN.parse("97884975932X8") else { return XCTFail() }
    }

    func testLocalDate() {
        XCTAssertEqual(LocalDate.parse("2024-02-29")?.description, "2024-02-29")
        XCTAssertNil(LocalDate.parse("2026-02-29"))
        XCTAssertNil(LocalDate.parse("2026-1-05"))
        XCTAssertNil(LocalDate.parse("2026-13-01"))
        XCTAssertEqual(LocalDate.parse("1970-01-01")?.daysSinceEpoch, 0)
        XCTAssertEqual(LocalDate.parse("2026-11-22")?.daysSinceEpoch, 20_779)
        XCTAssertEqual(LocalDate(daysSinceEpoch: 20_779).description, "2026-11-22")
        XCTAssertEqual(LocalDate.parse("2026-12-31")?.next.description, "2027-01-01")
    }

    func testEventTime() {
        XCTAssertEqual(EventTime.parse("2026-11-12"), .allDay(LocalDate(year: 2026, month: 11, day: 12)))
        let local = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 12), secondOfDay: 18 * 3600)
        XCTAssertEqual(EventTime.parse("2026-11-12 18:00"), .local(local))
        XCTAssertEqual(EventTime.parse("2026-11-12T18:00:00"), .local(local))
        XCTAssertEqual(EventTime.parse("2026-11-12T18:00Z"), .offset(local, secondsFromUTC: 0))
        XCTAssertEqual(EventTime.parse("2026-11-12T18:00-05:30"), .offset(local, secondsFromUTC: -19_800))
        XCTAssertNil(EventTime.parse("2026-11-12 24:00"))
        XCTAssertNil(EventTime.parse("12/11/2026"))
        XCTAssertNil(EventTime.parse("2026-11-12 18"))
    }

    func testDuration() {
        XCTAssertEqual(EventDuration.parse("90m")?.seconds, 5400)
        XCTAssertEqual(EventDuration.parse("2h")?.seconds, 7200)
        XCTAssertEqual(EventDuration.parse("1h30m")?.seconds, 5400)
        XCTAssertNil(EventDuration.parse("90"))
        XCTAssertNil(EventDuration.parse("30m1h"))
        XCTAssertNil(EventDuration.parse("0m"))
        XCTAssertNil(EventDuration.parse("h"))
    }

    func testChapterTarget() {
        XCTAssertEqual(ChapterTarget.parse("1-10"), .range(1, 10))
        XCTAssertEqual(ChapterTarget.parse("12"), .chapter(12))
        XCTAssertEqual(ChapterTarget.parse("10-1"), .text("10-1"))
        XCTAssertEqual(ChapterTarget.parse("Part two").upperBound, nil)
        XCTAssertEqual(ChapterTarget.parse(" 3 - 7 ").upperBound, 7)
    }

    func testURLRule() {
        XCTAssertNil(URLRule.problem(with: "https://club.example.org/a?b=c"))
        XCTAssertNil(URLRule.problem(with: "mailto:club@example.org"))
        for hostile in ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "java\tscript:alert(1)", " \u{1}javascript:alert(1)",
                        "data:text/html,<script>", "vbscript:x", "//evil.example", "file:///etc/passwd", "https://"] {
            XCTAssertNotNil(URLRule.problem(with: hostile), hostile)
        }
        XCTAssertNotNil(URLRule.problem(with: "mailto:x@y", webOnly: true))
        XCTAssertTrue(URLRule.looksLikeURL("javascript:alert(1)"))
        XCTAssertFalse(URLRule.looksLikeURL("Biblioteca: sala 2"))
    }

    func testLanguageTags() {
        for good in ["ca", "es-MX", "zh-Hant-TW", "sr-Latn", "en-GB", "es-419"] { XCTAssertTrue(LanguageTag.isValid(good), good) }
        for bad in ["català", "e", "es_MX", "es-", "123"] { XCTAssertFalse(LanguageTag.isValid(bad), bad) }
    }

    func testSuggestions() {
        XCTAssertEqual(Suggestion.closest(to: "autors", in: ["authors", "title"]), "authors")
        XCTAssertEqual(Suggestion.closest(to: "tilte", in: ["title", "subtitle"]), "title")
        XCTAssertNil(Suggestion.closest(to: "colour", in: ["title", "pages"]))
    }

    func testSlugs() {
        XCTAssertTrue(Slug.isValid("mirall-trencat-2"))
        XCTAssertFalse(Slug.isValid("-mirall"))
        XCTAssertFalse(Slug.isValid("Mirall"))
        XCTAssertFalse(Slug.isValid("mirall_trencat"))
        XCTAssertEqual(Slug.suggestion(for: "La Plaça del Diamant"), "la-placa-del-diamant")
    }

    func testBuildClock() throws {
        XCTAssertEqual(try BuildClock.resolve(now: "2026-11-22", environment: [:], system: Date()).now, 20_779 * 86_400)
        XCTAssertEqual(try BuildClock.resolve(now: nil, environment: ["SOURCE_DATE_EPOCH": "1700000000"], system: Date()).now,
                       1_700_000_000)
        XCTAssertEqual(try BuildClock.resolve(now: "2026-11-22T10:00:00+01:00", environment: ["SOURCE_DATE_EPOCH": "1"],
                                              system: Date()).now, 20_779 * 86_400 + 9 * 3600)
        XCTAssertThrowsError(try BuildClock.resolve(now: "tomorrow", environment: [:], system: Date()))
        XCTAssertThrowsError(try BuildClock.resolve(now: nil, environment: ["SOURCE_DATE_EPOCH": "x"], system: Date()))
    }

    func testZoneClockAcrossDaylightSaving() throws {
        let clock = ZoneClock(zone: try XCTUnwrap(TimeZone(identifier: "Europe/Madrid")))
        let day = { (text: String) in LocalDateTime(date: LocalDate.parse(String(text.prefix(10)))!,
                                                  secondOfDay: TimeOfDay.parse(String(text.suffix(5)))!) }
        XCTAssertEqual(clock.resolve(day("2026-07-01 12:00")), .unique(BuildClock.parseISO8601("2026-07-01T10:00Z")!))
        XCTAssertEqual(clock.resolve(day("2026-03-29 02:30")), .skipped(BuildClock.parseISO8601("2026-03-29T01:30Z")!))
        XCTAssertEqual(clock.resolve(day("2026-10-25 02:30")),
                       .ambiguous(earlier: BuildClock.parseISO8601("2026-10-25T00:30Z")!, later: BuildClock.parseISO8601("2026-10-25T01:30Z")!))
        XCTAssertEqual(clock.resolve(day("2026-10-25 03:30")), .unique(BuildClock.parseISO8601("2026-10-25T02:30Z")!))
    }
}
