import XCTest
@testable import Readalong

/// `content/news/<slug>.md`: what loads, and every rule with its exact report.
final class NewsRuleTests: XCTestCase {
    private let path = "content/news/benvinguda.md"

    private func news(_ frontMatter: String, extra: [String: String?] = [:]) throws -> CheckResult {
        var changes = extra
        changes[path] = "---\n\(frontMatter)\n---\nTenim *novetats*.\n"
        return try SiteFixture.check(changes)
    }

    func testAValidItemLoadsWithItsPublicationInstantInTheSiteZone() throws {
        let result = try news("title: Benvinguda\ndate: 2026-11-20\nauthor: marta\ntags: [Club, tardor]\nroom: tardor\npinned: true")
        XCTAssertDiagnostics(result, [])
        let item = try XCTUnwrap(result.site?.news.first)
        XCTAssertEqual(item.slug, "benvinguda")
        XCTAssertEqual(item.title, "Benvinguda")
        XCTAssertEqual(item.author?.value, "marta")
        XCTAssertEqual(item.tags, ["Club", "tardor"])
        XCTAssertEqual(item.room?.value, "tardor")
        XCTAssertTrue(item.pinned)
        XCTAssertFalse(item.draft)
        XCTAssertEqual(item.body.text, "Tenim *novetats*.\n")
        // Midnight in Madrid (UTC+1 in November) is 23:00 UTC the day before.
        XCTAssertEqual(item.publishedAt, BuildClock.parseISO8601("2026-11-19T23:00:00Z"))
    }

    func testALocalTimeAndAFutureDate() throws {
        let result = try news("title: Trobada\ndate: 2026-12-03 18:30\ndraft: true")
        XCTAssertDiagnostics(result, [])
        let item = try XCTUnwrap(result.site?.news.first)
        XCTAssertEqual(item.publishedAt, BuildClock.parseISO8601("2026-12-03T17:30:00Z"))
        XCTAssertFalse(item.isPublished(at: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!))
        XCTAssertTrue(item.isPublished(at: BuildClock.parseISO8601("2026-12-03T17:30:00Z")!))
        XCTAssertTrue(item.draft)
    }

    func testTitleAndDateAreRequired() throws {
        XCTAssertReports(try news("author: marta"), [
            Report("E005 content/news/benvinguda.md:1:1: required key 'date' is missing", hint: "add a line `date: …`"),
            Report("E005 content/news/benvinguda.md:1:1: required key 'title' is missing", hint: "add a line `title: …`"),
        ])
    }

    func testAMalformedDate() throws {
        XCTAssertReports(try news("title: Benvinguda\ndate: 20/11/2026"), [Report(
            "E013 content/news/benvinguda.md:3:7: 'date': '20/11/2026' is not a date or a date and time",
            hint: "write it year-month-day: `2026-11-20`")])
    }

    func testATimeTheClocksSkipOrRepeat() throws {
        XCTAssertReports(try news("title: Canvi d'hora\ndate: 2026-03-29 02:30"), [Report(
            "E034 content/news/benvinguda.md:3:7: 'date': 2026-03-29 02:30 never happens in Europe/Madrid, "
                + "the clocks jump forward over it",
            hint: "pick a time an hour later or earlier")])
        XCTAssertReports(try news("title: Canvi d'hora\ndate: 2026-10-25 02:30"), [Report(
            "W004 content/news/benvinguda.md:3:7: 'date': 2026-10-25 02:30 happens twice in Europe/Madrid; "
                + "the earlier one is meant",
            hint: "add the UTC offset you mean after the time, e.g. +02:00")])
    }

    func testTheAuthorMustBeAMember() throws {
        XCTAssertReports(try news("title: Benvinguda\ndate: 2026-11-20\nauthor: mrta"), [Report(
            "E022 content/news/benvinguda.md:4:9: 'author' names 'mrta', who is not a member",
            hint: "did you mean 'marta'?")])
    }

    func testTheRoomMustExist() throws {
        XCTAssertReports(try news("title: Benvinguda\ndate: 2026-11-20\nroom: tardr"), [Report(
            "E090 content/news/benvinguda.md:4:7: no room 'tardr' in content/rooms/", hint: "did you mean 'tardor'?")])
        XCTAssertReports(try news("title: Benvinguda\ndate: 2026-11-20\nroom: primavera-2031"), [Report(
            "E090 content/news/benvinguda.md:4:7: no room 'primavera-2031' in content/rooms/",
            hint: "write the name of a folder of content/rooms/")])
    }

    func testTheRoomMayNotBePrivate() throws {
        let privateRoom = "---\nbook: solitud\nhost: marta\nmoderators: [joan]\nmembers: [joan, anna]\nvisibility: private\n---\n"
        XCTAssertReports(try news("title: Benvinguda\ndate: 2026-11-20\nroom: tardor",
                                  extra: ["content/rooms/tardor/index.md": privateRoom]), [Report(
            "E091 content/news/benvinguda.md:4:7: the room 'tardor' is private",
            hint: "private rooms are never named in the output; remove 'room' or make the room unlisted")])
        let unlisted = privateRoom.replacingOccurrences(of: "private", with: "unlisted")
        XCTAssertDiagnostics(try news("title: Benvinguda\ndate: 2026-11-20\nroom: tardor",
                                      extra: ["content/rooms/tardor/index.md": unlisted]), [])
    }

    func testUnknownKeysAndWrongTypes() throws {
        XCTAssertReports(try news("title: Benvinguda\ndate: 2026-11-20\npined: true\ntags: Club"), [
            Report("W001 content/news/benvinguda.md:4:1: unknown key 'pined' in a news item", hint: "did you mean 'pinned'?"),
            Report("E004 content/news/benvinguda.md:5:7: 'tags' must be a list, found text",
                   hint: "write a list such as `tags: [a, b]`"),
        ])
    }

    func testANewsItemCannotBeCalledPage() throws {
        let result = try SiteFixture.check(["content/news/page.md": "---\ntitle: Pàgina\ndate: 2026-11-20\n---\n"])
        XCTAssertReports(result, [Report("E006 content/news/page.md:1:1: a news item cannot be called 'page'",
                                         hint: "news/page/2/ is the second page of the list of news; "
                                             + "rename the file, e.g. 'page-1.md'")])
    }

    func testBodiesOfNewsListsAndPicksFollowTheRulesOfPublishedText() throws {
        let result = try SiteFixture.check([
            path: "---\ntitle: Benvinguda\ndate: 2026-11-20\n---\nLlegim [Solitud](@/books/solitut.md).\n",
            "content/lists/estiu.md": "---\ntitle: Estiu\nbooks: [nada]\n---\nEscriviu a marta@example.org.\n",
        ])
        XCTAssertDiagnostics(result, ["W009 content/lists/estiu.md:5:12", "E050 content/news/benvinguda.md:5:18"])
    }

    func testASiteWithoutTheNewFoldersHasNone() throws {
        let site = try XCTUnwrap(try SiteFixture.check().site)
        XCTAssertTrue(site.news.isEmpty && site.lists.isEmpty && site.picks.isEmpty)
    }
}
