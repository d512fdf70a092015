import XCTest
@testable import Readalong

/// The home page names the next meeting at its top, before the news, so that a phone's
/// first screen holds it.
final class HomeNextMeetingTests: XCTestCase {
    private let news: [String: String?] = [
        "content/news/avis.md": "---\ntitle: Avís\ndate: 2026-11-01\n---\nEns veiem.\n",
        "content/news/altre.md": "---\ntitle: Un altre avís\ndate: 2026-11-02\n---\nI tant.\n",
    ]

    func testTheNextMeetingComesRightAfterTheTagline() throws {
        let home = try XCTUnwrap(try SiteFixture.render(news, now: "2026-11-05T10:00:00Z")["index.html"])
        let block = try XCTUnwrap(home.range(of: "<a class=\"next-meeting\" href=\"/rooms/tardor/#event-debat-1\">"), home)
        XCTAssertTrue(home[block.upperBound...].hasPrefix("<span class=\"next-meeting-label\">Propera trobada</span>\n"
                                                          + "<strong dir=\"auto\">Solitud: Debat</strong>\n"
                                                          + "<time datetime=\"2026-11-12T18:00\">dijous, 12 de novembre de 2026 · 18:00–19:00</time></a>"))
        let newsHeading = try XCTUnwrap(home.range(of: "id=\"news-heading\""))
        XCTAssertLessThan(block.lowerBound, newsHeading.lowerBound)
        XCTAssertLessThan(try XCTUnwrap(home.range(of: "</section>")).lowerBound, newsHeading.lowerBound)
    }

    func testNoBlockWhenNoMeetingIsToCome() throws {
        let home = try XCTUnwrap(try SiteFixture.render(news, now: "2026-12-20T10:00:00Z")["index.html"])
        XCTAssertFalse(home.contains("next-meeting"))
    }
}
