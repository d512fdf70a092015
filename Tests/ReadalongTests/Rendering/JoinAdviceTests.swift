import XCTest
@testable import Readalong

/// A room that takes readers but gives no `join_url` says how to join: ask the host.
final class JoinAdviceTests: XCTestCase {
    private func roomPage(_ frontMatter: String, now: String = "2026-11-22T12:00:00Z") throws -> String {
        let room = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\n\(frontMatter)---\nLlegim.\n"
        let files = try SiteFixture.render(["content/rooms/tardor/index.md": room], now: now)
        return try XCTUnwrap(files["rooms/tardor/index.html"])
    }

    func testAnOpenRoomWithoutAJoinLinkSaysToAskTheHost() throws {
        let html = try roomPage("")
        XCTAssertTrue(html.contains("<p class=\"join-advice\">Per unir-t&#39;hi, demana-ho a <a href=\"/members/marta/\">Marta Puig</a>, "
                                    + "que porta aquesta sala.</p>"), HTMLText.main(of: html))
    }

    func testARoomOnRequestWithoutAJoinLinkSaysToAskTheHostToo() throws {
        XCTAssertTrue(try roomPage("joining: request\n").contains("class=\"join-advice\""))
    }

    func testNoAdviceWithAJoinLinkInAClosedRoomOrOnceFinished() throws {
        XCTAssertFalse(try roomPage("join_url: https://forms.example.org/tardor\n").contains("join-advice"))
        XCTAssertFalse(try roomPage("joining: closed\n").contains("join-advice"))
        XCTAssertFalse(try roomPage("", now: "2026-12-10T12:00:00Z").contains("join-advice"))
    }
}
