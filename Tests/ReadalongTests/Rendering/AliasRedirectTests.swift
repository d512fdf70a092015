import XCTest
@testable import Readalong

/// Old addresses of renamed books, members and rooms: a redirect page each, and a copy of
/// the calendar where people may have subscribed; nothing else mentions them.
final class AliasRedirectTests: XCTestCase {
    private let aliased: [String: String?] = [
        "content/books/solitud.md": "---\ntitle: Solitud & <companyia>\nauthors: [Víctor Català]\naliases: [la-solitud]\n---\n",
        "content/members/joan.md": "---\nname: Joan Vila\naliases: [joanet]\n---\n",
        "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [tardor-2025]\n---\n",
    ]

    func testABooksOldAddressRedirectsToItsPage() throws {
        let files = try SiteFixture.render(aliased)
        XCTAssertEqual(files["books/la-solitud/index.html"], """
        <!DOCTYPE html>
        <html lang="ca">
        <head>
        <meta charset="utf-8">
        <title>Solitud &amp; &lt;companyia&gt;</title>
        <link rel="canonical" href="https://club.example.org/books/solitud/">
        <meta name="robots" content="noindex">
        <script>location.replace("/books/solitud/" + location.hash)</script>
        <meta http-equiv="refresh" content="0; url=/books/solitud/">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        </head>
        <body>
        <main><p>Aquesta pàgina ara és a: <a href="/books/solitud/" dir="auto">Solitud &amp; &lt;companyia&gt;</a></p></main>
        </body>
        </html>

        """)
    }

    func testOldMemberAndRoomAddressesRedirectAndKeepTheirCalendars() throws {
        let files = try SiteFixture.render(aliased, baseURL: "https://example.org/club/")
        let member = try XCTUnwrap(files["members/joanet/index.html"])
        XCTAssertTrue(member.contains("<link rel=\"canonical\" href=\"https://example.org/club/members/joan/\">"))
        XCTAssertTrue(member.contains("<meta http-equiv=\"refresh\" content=\"0; url=/club/members/joan/\">"))
        let room = try XCTUnwrap(files["rooms/tardor-2025/index.html"])
        XCTAssertTrue(room.contains("<meta http-equiv=\"refresh\" content=\"0; url=/club/rooms/tardor/\">"))
        XCTAssertNotNil(files["members/joan/calendar.ics"])
        XCTAssertEqual(files["members/joanet/calendar.ics"], files["members/joan/calendar.ics"])
        XCTAssertTrue(try XCTUnwrap(files["rooms/tardor/calendar.ics"]).contains("BEGIN:VEVENT"))
        XCTAssertEqual(files["rooms/tardor-2025/calendar.ics"], files["rooms/tardor/calendar.ics"])
    }

    func testTheChatsOfARoomRedirectFromItsOldAddress() throws {
        let files = try SiteFixture.render(aliased)
        XCTAssertNotNil(files["rooms/tardor/chat/primera/index.html"])
        let chat = try XCTUnwrap(files["rooms/tardor-2025/chat/primera/index.html"])
        XCTAssertTrue(chat.contains("<meta http-equiv=\"refresh\" content=\"0; url=/rooms/tardor/chat/primera/\">"), chat)
        XCTAssertTrue(chat.contains("<script>location.replace(\"/rooms/tardor/chat/primera/\" + location.hash)</script>"), chat)
    }

    func testOldAddressesAreInNoSitemapSearchIndexOrFeed() throws {
        let files = try SiteFixture.render(aliased)
        for path in ["sitemap.xml", "search/site/0.json", "search/chats.json", "feed.xml", "calendar.ics", "books/index.html", "members/index.html"] {
            let text = try XCTUnwrap(files[path], path)
            for old in ["la-solitud", "joanet", "tardor-2025"] {
                XCTAssertFalse(text.contains(old), "\(path) mentions \(old)")
            }
        }
    }

    func testAPrivateRoomsOldAddressPublishesNothing() throws {
        var changes = aliased
        changes["content/rooms/tardor/index.md"] =
            "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nvisibility: private\naliases: [tardor-2025]\n---\n"
        let files = try SiteFixture.render(changes)
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("rooms/tardor") }, [])
    }

    func testAnUnlistedRoomsOldAddressRedirectsWithoutBeingIndexed() throws {
        var changes = aliased
        changes["content/rooms/tardor/index.md"] =
            "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nvisibility: unlisted\naliases: [tardor-2025]\n---\n"
        let files = try SiteFixture.render(changes)
        let redirect = try XCTUnwrap(files["rooms/tardor-2025/index.html"])
        XCTAssertTrue(redirect.contains("<meta name=\"robots\" content=\"noindex\">"))
        XCTAssertEqual(files["rooms/tardor-2025/calendar.ics"], files["rooms/tardor/calendar.ics"])
        XCTAssertFalse(try XCTUnwrap(files["sitemap.xml"]).contains("tardor"))
    }
}
