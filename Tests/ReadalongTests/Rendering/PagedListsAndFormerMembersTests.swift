import XCTest
@testable import Readalong

/// Where paged lists meet members who left or asked to be forgotten, room aliases and the
/// addresses the pages of lists take.
final class PagedListsAndFormerMembersTests: XCTestCase {
    /// Xènia left and asked to be forgotten; Pau left.
    private let leavers: [String: String?] = [
        "content/members/pau.md": "---\nname: Pau Roca\nleft: 2026-10-15\n---\n",
        "content/members/xenia.md": "---\nname: Xènia Quintana\nleft: 2026-11-30\nerase: true\n---\n",
    ]

    private func chips(_ html: String) -> Int {
        html.components(separatedBy: "<li><span class=\"member-chip\">").count - 1
    }

    func testFormerMembersFollowTheCurrentOnesOnTheLastPageAndErasedOnesNowhere() throws {
        var changes = leavers
        // Marta, Joan, Anna and 58 more: 61 current members, two pages.
        for index in 1...58 { changes["content/members/m\(Digits.padded(index, 2)).md"] = "---\nname: Membre \(index)\n---\n" }
        let files = try SiteFixture.render(changes)
        let first = try XCTUnwrap(files["members/index.html"])
        let second = try XCTUnwrap(files["members/page/2/index.html"])
        XCTAssertNil(files["members/page/3/index.html"], "former members do not make pages of their own")
        XCTAssertEqual(chips(first), 60)
        XCTAssertFalse(first.contains("former-heading"), "the former members' section is on the last page")
        XCTAssertFalse(first.contains("Pau Roca"))
        let heading = try XCTUnwrap(second.range(of: "<h2 id=\"former-heading\">Antics membres</h2>"))
        let pau = try XCTUnwrap(second.range(of: "Pau Roca"))
        XCTAssertGreaterThan(pau.lowerBound, heading.upperBound)
        XCTAssertEqual(chips(String(second[..<heading.lowerBound])), 1, "one current member before the section")
        XCTAssertEqual(chips(String(second[heading.upperBound...])), 1, "Pau alone in it")
        for (path, text) in files where path.hasPrefix("members/") {
            XCTAssertFalse(text.contains("Xènia") || text.contains("Antic membre"), path)
        }
    }

    func testAShortMembersListKeepsItsFormerMembersOnItsOnlyPage() throws {
        let files = try SiteFixture.render(leavers)
        let members = try XCTUnwrap(files["members/index.html"])
        XCTAssertNil(files["members/page/2/index.html"])
        XCTAssertTrue(members.contains("<h2 id=\"former-heading\">Antics membres</h2>"))
        XCTAssertFalse(members.contains("class=\"pager\""), "no pager for one page")
        XCTAssertFalse(members.contains("Xènia"))
    }

    func testARoomsPagedRosterLeavesErasedMembersOut() throws {
        var changes = leavers
        let handles = (1...61).map { "m\(Digits.padded($0, 2))" }
        for handle in handles { changes["content/members/\(handle).md"] = "---\nname: Lector \(handle)\n---\n" }
        changes["content/rooms/tardor/index.md"] =
            "---\nbook: solitud\nhost: marta\nmembers: [joan, xenia, anna, \(handles.joined(separator: ", "))]\n---\n"
        let files = try SiteFixture.render(changes, now: "2026-12-10T12:00:00Z")
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<a href=\"/rooms/tardor/members/\">Tots els lectors (63) →</a>"), "Xènia is not counted")
        let first = try XCTUnwrap(files["rooms/tardor/members/index.html"])
        let second = try XCTUnwrap(files["rooms/tardor/members/page/2/index.html"])
        XCTAssertEqual(chips(first), 60)
        XCTAssertEqual(chips(second), 3)
        for page in [room, first, second] {
            XCTAssertFalse(page.contains("Xènia"))
            XCTAssertFalse(page.contains("Antic membre"), "left out, not shown under the neutral label")
        }
    }

    func testTheListOfARoomsChatsRedirectsFromTheRoomsOldAddress() throws {
        var changes: [String: String?] = [
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [tardor-2025]\n---\n",
            "content/rooms/tardor/chat/primera.md": nil as String?,
        ]
        for index in 1...31 {
            changes["content/rooms/tardor/chat/x\(Digits.padded(index, 2)).md"] =
                "---\ndate: 2026-11-\(Digits.padded(1 + index % 28, 2))\n---\n1\(index % 10):00 marta: Xat \(index)\n"
        }
        let files = try SiteFixture.render(changes)
        let redirect = try XCTUnwrap(files["rooms/tardor-2025/chats/index.html"])
        XCTAssertTrue(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=/rooms/tardor/chats/\">"), redirect)
        XCTAssertNotNil(files["rooms/tardor/chats/page/2/index.html"])
        XCTAssertNil(files["rooms/tardor-2025/chats/page/2/index.html"], "only the list's first address follows")
        XCTAssertNil(try SiteFixture.render(AliasFixture.room)["rooms/tardor-2025/chats/index.html"],
                     "a room whose page lists all its chats has no list to redirect")
    }

    func testAnErasedMembersMessagesAreSearchedWithoutTheirName() throws {
        var changes = leavers
        changes["content/rooms/tardor/index.md"] = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna, xenia]\n---\n"
        changes["content/rooms/tardor/chat/primera.md"] = "---\ndate: 2026-11-12\n---\n18:02 marta: Benvinguts!\n18:03 xenia: La muntanya m'ha impressionat.\n"
        let files = try SiteFixture.render(changes, now: "2026-12-10T12:00:00Z")
        let chunk = try XCTUnwrap(files["search/chat/tardor/primera/1.json"])
        XCTAssertTrue(chunk.contains("La muntanya"), chunk)
        for secret in ["xenia", "Xènia", "Quintana"] { XCTAssertFalse(chunk.localizedCaseInsensitiveContains(secret), chunk) }
    }

    func testAPlannedRoomIsNeverSearched() throws {
        let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": nil as String?,
                                            "content/rooms/tardor/chat/primera.md": nil as String?])
        XCTAssertNotNil(files["rooms/planned/index.html"])
        XCTAssertTrue(try XCTUnwrap(files["search/chats.json"]).hasSuffix("\"rooms\": []}\n"))
    }

    // MARK: `page` is the address of a list's pages

    func testABookOrMemberCalledPageIsE006() throws {
        XCTAssertReports(try SiteFixture.check(["content/books/page.md": "---\ntitle: Page\nauthors: [Anna]\n---\n"]), [
            Report("E006 content/books/page.md:1:1: a book cannot be called 'page'",
                   hint: "books/page/2/ is the second page of the list of books; rename the file, e.g. 'page-1.md'"),
        ])
        XCTAssertReports(try SiteFixture.check(["content/members/page.md": "---\nname: Page\n---\n"]), [
            Report("E006 content/members/page.md:1:1: a member cannot be called 'page'",
                   hint: "members/page/2/ is the second page of the list of members; rename the file, e.g. 'page-1.md'"),
        ])
    }

    func testABookOrMemberAliasPageIsE084() throws {
        XCTAssertReports(try SiteFixture.check([
            "content/books/solitud.md": "---\ntitle: Solitud\nauthors: [Víctor Català]\naliases: [page]\n---\n",
            "content/members/joan.md": "---\nname: Joan Vila\naliases: [page]\n---\n",
        ]), [
            Report("E084 content/books/solitud.md:4:11: a book's alias cannot be 'page'",
                   hint: "books/page/2/ is the second page of the list of books; remove 'page' from aliases"),
            Report("E084 content/members/joan.md:3:11: a member's alias cannot be 'page'",
                   hint: "members/page/2/ is the second page of the list of members; remove 'page' from aliases"),
        ])
        XCTAssertReports(try SiteFixture.check([
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [page]\n---\n",
        ]), [])  // a room may have been called page: /rooms/ has no pages
    }
}

/// A room with an old slug, for redirect tests.
private enum AliasFixture {
    static let room: [String: String?] = [
        "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [tardor-2025]\n---\n",
    ]
}
