import XCTest
@testable import Readalong

/// The edition tables and itinerary targets the chapter gate's JSON carries for progress in
/// the reader's own edition (`EditionTables`), read back from the built fixture; the gate a
/// room gets for them before any chat; and the theme's `editions` section only where used.
final class EditionGateTests: XCTestCase {
    private let roomPage = "rooms/tardor/index.html"
    /// Solitud with a paperback (10 chapters), an audiobook, and an edition without a table.
    private let book = """
    ---
    title: Solitud
    authors: [Víctor Català]
    isbn: "978-84-9759-329-8"
    pages: 288
    editions:
      - id: butxaca
        title: Butxaca, 2019
        pages: 288
        chapters: {1: 7, 2: 30, 3: 51, 4: 80, 5: 102, 6: 130, 7: 161, 8: 190, 9: 222, 10: 250}
      - id: audio
        duration: 9h
        chapters: {1: 0m, 2: 50m, 3: 1h40m, 4: 2h30m, 5: 3h20m, 6: 4h10m, 7: 5h, 8: 6h, 9: 7h, 10: 8h}
      - id: sense-taula
        pages: 300
    ---
    Una dona a la muntanya.
    """

    /// The JSON of the page's `data-gate`, parsed; `nil` when it has none.
    private func gate(_ html: String) throws -> [String: Any]? {
        guard let found = html.range(of: "data-gate=\"([^\"]*)\"", options: .regularExpression) else { return nil }
        let attribute = String(html[found].dropFirst("data-gate=\"".count).dropLast())
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(Escaping.unescapeHTML(attribute).utf8)) as? [String: Any])
    }

    func testTheRoomsGateCarriesTheEditionsWithTablesAndTheTargets() throws {
        let check = try SiteFixture.check(["content/books/solitud.md": book])
        XCTAssertDiagnostics(check, [])
        let files = try SiteFixture.render(["content/books/solitud.md": book])
        let data = try XCTUnwrap(try gate(try XCTUnwrap(files[roomPage])))
        XCTAssertEqual(data["book"] as? String, "/books/solitud/")
        XCTAssertEqual(data["room"] as? String, "/rooms/tardor/")
        let editions = try XCTUnwrap(data["editions"] as? [[String: Any]])
        XCTAssertEqual(editions.map { $0["id"] as? String }, ["butxaca", "audio"], "only editions with a table, in the order written")
        XCTAssertEqual(editions[0]["title"] as? String, "Butxaca, 2019")
        XCTAssertEqual(editions[0]["unit"] as? String, "page")
        XCTAssertEqual(editions[0]["starts"] as? [Int], [7, 30, 51, 80, 102, 130, 161, 190, 222, 250])
        XCTAssertEqual(editions[0]["end"] as? Int, 288)
        XCTAssertEqual(editions[1]["title"] as? String, "audio", "the id when no title is written")
        XCTAssertEqual(editions[1]["unit"] as? String, "time")
        XCTAssertEqual(editions[1]["starts"] as? [Int], [0, 3000, 6000, 9000, 12000, 15000, 18000, 21600, 25200, 28800])
        XCTAssertEqual(editions[1]["end"] as? Int, 32400)
        let targets = try XCTUnwrap(data["targets"] as? [[String: Any]])
        XCTAssertEqual(targets.count, 1)
        XCTAssertEqual(targets[0]["id"] as? String, "event-debat-1")
        XCTAssertEqual(targets[0]["chapter"] as? Int, 10)
        XCTAssertEqual(targets[0]["date"] as? String, "2026-11-12")
        let words = try XCTUnwrap(data["t"] as? [String: String])
        XCTAssertEqual(words.keys.sorted(), (ChapterGates.words + EditionTables.words).sorted())
        XCTAssertEqual(words["upTo.page"], "fins a la p. %@")
        XCTAssertTrue(try XCTUnwrap(files["theme/readalong.js"]).contains("/* feature editions */"))
        XCTAssertTrue(try XCTUnwrap(files["theme/readalong.css"]).contains(".catch-up"))
    }

    func testARoomWithTablesAndNumericTargetsHasTheGateBeforeAnyChat() throws {
        let files = try SiteFixture.render(["content/books/solitud.md": book, "content/rooms/tardor/chat/primera.md": nil])
        let data = try XCTUnwrap(try gate(try XCTUnwrap(files[roomPage])), "readers give their place before the first chat")
        XCTAssertEqual(data["last"] as? Int, 10)
        XCTAssertNotNil(data["editions"])
    }

    func testACompanionPageGateNamesTheBookItsRoomsAndItsTables() throws {
        let files = try SiteFixture.render(["content/books/solitud.md": book, "content/rooms/tardor/chat/primera.md": nil])
        let data = try XCTUnwrap(try gate(try XCTUnwrap(files["books/solitud/chapters/10/index.html"])))
        XCTAssertEqual(data["book"] as? String, "/books/solitud/", "the reader's chapter is kept under the book")
        XCTAssertNil(data["room"])
        XCTAssertEqual(data["rooms"] as? [String], ["/rooms/tardor/"], "whose chapters count until one is set there")
        XCTAssertEqual(data["last"] as? Int, 10)
        XCTAssertEqual((data["editions"] as? [[String: Any]])?.map { $0["id"] as? String }, ["butxaca", "audio"])
        XCTAssertNil(data["targets"], "no itinerary there")
        // Without tables the companion pages still carry the gate, and the theme keeps its script.
        let plain = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": nil])
        XCTAssertNil(try gate(try XCTUnwrap(plain[roomPage])), "the room has no chat and its book no tables")
        XCTAssertNil(try gate(try XCTUnwrap(plain["books/solitud/chapters/10/index.html"]))?["editions"])
        XCTAssertTrue(try XCTUnwrap(plain["theme/readalong.js"]).contains("/* feature gate */"))
        XCTAssertFalse(try XCTUnwrap(plain["theme/readalong.js"]).contains("/* feature editions */"))
    }

    func testWithoutTablesOrNumericTargetsNothingOfTheEditionsIsPublished() throws {
        let untabled = book.replacingOccurrences(of: "chapters: {1: 7,", with: "# {1: 7,")
            .replacingOccurrences(of: "chapters: {1: 0m,", with: "# {1: 0m,")
        let wordTarget = SiteFixture.files["content/rooms/tardor/schedule.yml"]!.replacingOccurrences(of: "chapters: 1-10", with: "chapters: Primera part")
        for changes in [["content/books/solitud.md": untabled],
                        ["content/books/solitud.md": book, "content/rooms/tardor/schedule.yml": wordTarget, "content/rooms/tardor/chat/primera.md": nil]] {
            let files = try SiteFixture.render(changes)
            for (path, html) in files where path.hasSuffix(".html") {
                XCTAssertFalse(html.contains("&quot;editions&quot;"), path)
            }
            XCTAssertFalse(try XCTUnwrap(files["theme/readalong.js"]).contains("feature editions"))
            XCTAssertFalse(try XCTUnwrap(files["theme/readalong.css"]).contains("catch-up"))
        }
    }
}
