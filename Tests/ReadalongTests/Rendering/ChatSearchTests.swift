import XCTest
@testable import Readalong

/// Messages of public rooms in the search, in chunk files, never anything private.
final class ChatSearchTests: XCTestCase {
    private static let schedule = try! XCTUnwrap(SiteFixture.files["content/rooms/tardor/schedule.yml"])

    /// A room like `tardor` with extra front-matter lines and one chat saying `said`.
    private func room(_ slug: String, _ extra: String, said: String) -> [String: String?] {
        ["content/rooms/\(slug)/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\n\(extra)---\n",
         "content/rooms/\(slug)/schedule.yml": Self.schedule,
         "content/rooms/\(slug)/chat/xat.md": "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:02 marta: \(said)\n"]
    }

    private func searchFiles(_ files: [String: String]) -> [String: String] {
        files.filter { $0.key.hasPrefix("search/") && $0.key.hasSuffix(".json") }
    }

    func testPublicMessagesAreSearchableWithALinkToTheMessage() throws {
        let chat = """
        ---
        date: 2026-11-12
        event: debat-1
        ---
        18:02 marta: La *boira* del Pirineu & la neu
        18:03 joan [spoiler]: Secretdelfinal passa al capítol deu
        18:04 anna [hidden]: Amagatdetots
        18:05 joan: Diu ||Mortinline|| i després calla; escriu-me a joan@example.org
        """
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": chat])
        XCTAssertTrue(try XCTUnwrap(files["search/chats.json"]).hasSuffix("\"rooms\": [\n[\"tardor\",[[\"primera\",1]]]\n]}\n"))
        let chunk = try XCTUnwrap(files["search/chat/tardor/primera/1.json"])
        XCTAssertEqual(chunk, """
            {"title": "Solitud · Debat", "url": "/rooms/tardor/chat/primera/", "lang": "ca", "dates": ["12 de novembre de 2026"],
            "messages": [
            ["La boira del Pirineu & la neu", 0, "m-20261112-180200"],
            ["Diu i després calla; escriu-me a ••••••••••••••••", 0, "m-20261112-180500"]
            ]}

            """)
        XCTAssertEqual(SearchFilesReader.chatTexts(of: Data(chunk.utf8)),
                       ["La boira del Pirineu & la neu", "Diu i després calla; escriu-me a ••••••••••••••••"])
        for (path, text) in searchFiles(files) {
            for secret in ["Secretdelfinal", "Amagatdetots", "Mortinline", "joan@example.org"] {
                XCTAssertFalse(text.contains(secret), "\(secret) in \(path)")
            }
        }
    }

    func testUnlistedPrivateAndAnonymousRoomsAreNeverSearched() throws {
        var changes: [String: String?] = [:]
        changes.merge(room("amagada", "visibility: unlisted\n", said: "Paraulaunlisted")) { $1 }
        changes.merge(room("tancada", "visibility: private\n", said: "Paraulaprivate")) { $1 }
        changes.merge(room("anonima", "anonymous: true\n", said: "Paraulaanonima")) { $1 }
        changes.merge(room("oberta", "", said: "Paraulapublica")) { $1 }
        let files = try SiteFixture.render(changes)
        let search = searchFiles(files)
        XCTAssertTrue(search.values.contains { $0.contains("Paraulapublica") })
        XCTAssertNotNil(files["rooms/amagada/chat/xat/index.html"], "the unlisted room is published")
        XCTAssertNotNil(files["rooms/anonima/chat/xat/index.html"], "the anonymous room is published")
        for (path, text) in search {
            for secret in ["Paraulaunlisted", "Paraulaprivate", "Paraulaanonima", "amagada", "tancada"] {
                XCTAssertFalse(text.contains(secret), "\(secret) in \(path)")
            }
        }
        XCTAssertEqual(Set(search.keys.filter { $0.hasPrefix("search/chat/") }),
                       ["search/chat/tardor/primera/1.json", "search/chat/oberta/xat/1.json"])
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try XCTUnwrap(search["search/chats.json"]).utf8)) as? [String: Any])
        let rooms = try XCTUnwrap(list["rooms"] as? [[Any]]).compactMap { $0.first as? String }
        XCTAssertEqual(Set(rooms), ["tardor", "oberta"], "only the public rooms are listed")
    }

    func testLongTranscriptsAreSearchedOneChunkPerPage() throws {
        var lines = ["---", "date: 2026-11-12", "---"]
        for index in 0..<250 { lines.append("\(TimeOfDay.format(10 * 3600 + index * 60)) marta: Missatge número \(index)") }
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": lines.joined(separator: "\n") + "\n"])
        let second = try XCTUnwrap(files["search/chat/tardor/primera/2.json"])
        XCTAssertTrue(second.hasPrefix("{\"title\": \"Solitud\", \"url\": \"/rooms/tardor/chat/primera/2/\", \"lang\": \"ca\""), second)
        XCTAssertTrue(second.contains("[\"Missatge número 200\", 0, \"m-20261112-132000\"]"), second)
        XCTAssertEqual(SearchFilesReader.chatTexts(of: Data(second.utf8)).count, 50)
        XCTAssertFalse(try XCTUnwrap(files["search/index.html"]).contains("Missatge"), "the search page itself stays light")
        XCTAssertTrue(try XCTUnwrap(files["search/index.html"]).contains("data-chats=\"/search/chats.json\""))
    }
}
