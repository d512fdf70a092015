import XCTest
@testable import Readalong

/// A pick's close and a news item's publication are moments the clock decides: the clock
/// window ends there, so a rebuild after them is not taken for the last one.
final class ClubClockTests: XCTestCase {
    private func site() throws -> Site {
        let result = try SiteFixture.check([
            "content/picks/hivern.md": """
            ---
            title: Tria
            opens: 2026-11-01
            closes: 2026-11-30 20:00
            candidates: [{book: solitud}, {book: nada}]
            ---
            """,
            "content/news/avis.md": "---\ntitle: Avís\ndate: 2026-12-03 18:30\n---\n",
        ])
        return try XCTUnwrap(result.site, "\(result.placed)")
    }

    private func instant(_ text: String) -> Int { BuildClock.parseISO8601(text)! }

    func testTheWindowEndsWhenAPickClosesAndWhenNewsComesOut() throws {
        let site = try site()
        let beforeClose = ClockWindow(site: site, now: instant("2026-11-30T18:30:00Z"))
        XCTAssertEqual(beforeClose.end, instant("2026-11-30T19:00:00Z"))
        XCTAssertEqual(ClockWindow(site: site, now: instant("2026-11-30T19:00:00Z")).start, instant("2026-11-30T19:00:00Z"))
        let beforeNews = ClockWindow(site: site, now: instant("2026-12-03T17:00:00Z"))
        XCTAssertEqual(beforeNews.end, instant("2026-12-03T17:30:00Z"))
    }

    func testPagesAskTheClockWhetherAPickIsClosedAndNewsIsOut() throws {
        let site = try site()
        let pick = try XCTUnwrap(site.picks.first)
        let item = try XCTUnwrap(site.news.first)
        XCTAssertFalse(PageClock(now: instant("2026-11-30T18:59:59Z"), zone: site.config.timeZone).isClosed(pick))
        XCTAssertTrue(PageClock(now: instant("2026-11-30T19:00:00Z"), zone: site.config.timeZone).isClosed(pick))
        XCTAssertFalse(PageClock(now: instant("2026-12-03T17:29:59Z"), zone: site.config.timeZone).isPublished(item))
        XCTAssertTrue(PageClock(now: instant("2026-12-03T17:30:00Z"), zone: site.config.timeZone).isPublished(item))
    }

    func testAPickIsOpenFromOpensAndLeavesTheHomePageThirtyDaysAfterClosing() throws {
        let site = try site()
        let pick = try XCTUnwrap(site.picks.first)
        let zone = site.config.timeZone
        XCTAssertEqual(PageClock(now: instant("2026-10-31T22:59:59Z"), zone: zone).phase(of: pick), .notOpen)
        XCTAssertEqual(PageClock(now: instant("2026-10-31T23:00:00Z"), zone: zone).phase(of: pick), .open)
        XCTAssertEqual(PageClock(now: instant("2026-11-30T19:00:00Z"), zone: zone).phase(of: pick), .justClosed)
        XCTAssertEqual(PageClock(now: instant("2026-12-30T18:59:59Z"), zone: zone).phase(of: pick), .justClosed)
        XCTAssertEqual(PageClock(now: instant("2026-12-30T19:00:00Z"), zone: zone).phase(of: pick), .closed)
        XCTAssertEqual(ClockWindow(site: site, now: instant("2026-12-30T12:00:00Z")).end, instant("2026-12-30T19:00:00Z"),
                       "the home page drops the pick then")
    }
}
