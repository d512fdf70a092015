import XCTest
@testable import Readalong

/// A chat without a title (an imported one) says its date once, not two or three times,
/// and a chat tied to the start or the end of the reading says so in plain words.
final class ChatTitleTests: XCTestCase {
    private let untitled = "---\ndate: 2026-11-20\n---\n18:00 joan: Hola\n18:01 anna: Bon vespre\n"

    func testAnUntitledChatWithoutAnEventSaysItsDateOnce() throws {
        let files = try SiteFixture.render(["content/rooms/tardor/chat/segona.md": untitled])
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<a href=\"/rooms/tardor/chat/segona/\" dir=\"auto\">20 de novembre de 2026</a></h3>\n"
                                    + "<p class=\"transcript-meta\">2 missatges</p>"), room)
        let page = HTMLText.main(of: try XCTUnwrap(files["rooms/tardor/chat/segona/index.html"]))
        XCTAssertEqual(page.components(separatedBy: "20 de novembre de 2026").count - 1, 2, "the heading and the day's separator: \(page)")
        let search = try XCTUnwrap(files["search/chat/tardor/segona/1.json"])
        XCTAssertTrue(search.hasPrefix("{\"title\": \"Solitud\", \"url\": \"/rooms/tardor/chat/segona/\", \"lang\": \"ca\", \"dates\": [\"20 de novembre de 2026\"]"),
                      "the search result shows the title and then the day: \(search)")
    }

    func testAnUntitledChatOfAnEventIsCalledAfterIt() throws {
        let files = try SiteFixture.render()
        let page = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(page.contains("<h1 dir=\"auto\">Debat</h1>\n<p class=\"transcript-meta\">12 de novembre de 2026</p>"), page)
        XCTAssertTrue(try XCTUnwrap(files["search/chat/tardor/primera/1.json"]).hasPrefix("{\"title\": \"Solitud · Debat\""))
    }

    func testAChatOfTheStartOrTheEndSaysWhereItStandsWithoutQuotingTheEvent() throws {
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!
            .replacingOccurrences(of: "  - kind: start\n", with: "  - id: inici\n    kind: start\n")
            .replacingOccurrences(of: "  - kind: end\n", with: "  - id: final\n    kind: end\n")
        let files = try SiteFixture.render([
            "content/rooms/tardor/schedule.yml": schedule,
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-01\nevent: inici\n---\n18:00 joan: Som-hi\n",
            "content/rooms/tardor/chat/darrera.md": "---\ndate: 2026-12-01\nevent: final\n---\n18:00 anna: Fet\n",
        ], now: "2026-12-05T12:00:00Z")
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<p class=\"spoiler-warning\">Espòilers: de l&#39;inici de la lectura, abans de cap capítol</p>"), room)
        XCTAssertTrue(room.contains("<p class=\"spoiler-warning\">Espòilers: abasta tot el llibre</p>"), room)
        XCTAssertFalse(room.contains("«Inici»"))
    }
}
