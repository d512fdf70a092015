import XCTest
@testable import Readalong

/// What readers see of members' answers: a member's calendar marks the meetings they may
/// come to and leaves out those they cannot; private fields never reach the output.
final class TakePartPagesTests: XCTestCase {
    let schedule = """
    timezone: Europe/Madrid
    events:
      - kind: start
        date: 2026-11-01
      - id: debat-1
        kind: discussion
        date: 2026-11-12 18:00
      - id: debat-2
        kind: discussion
        date: 2026-11-26 18:00
        going: [joan]
        absent: [marta]
      - id: sopar
        kind: meetup
        date: 2026-11-28 20:00
        going: [joan]
        maybe: [marta]
      - kind: end
        date: 2026-12-01
    """

    /// The VEVENTs of a calendar file, each as its lines.
    private func events(_ calendar: String?) throws -> [[String]] {
        let text = try XCTUnwrap(calendar).replacingOccurrences(of: "\r\n ", with: "")
        return text.components(separatedBy: "BEGIN:VEVENT").dropFirst().map { $0.components(separatedBy: "\r\n") }
    }

    func testAMembersCalendarFollowsTheirAnswers() throws {
        let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule])
        let marta = try events(files["members/marta/calendar.ics"])
        XCTAssertEqual(marta.compactMap { $0.first { $0.hasPrefix("UID:") } }.map { $0.components(separatedBy: "@").first! },
                       ["UID:tardor/start-2026-11-01", "UID:tardor/debat-1", "UID:tardor/sopar", "UID:tardor/end-2026-12-01"])
        let dinner = try XCTUnwrap(marta.first { $0.contains { $0.hasPrefix("UID:tardor/sopar") } })
        XCTAssertTrue(dinner.contains("STATUS:TENTATIVE"), "\(dinner)")
        XCTAssertTrue(try XCTUnwrap(dinner.first { $0.hasPrefix("SUMMARY:") }).hasSuffix(" (potser)"), "\(dinner)")
        let joan = try events(files["members/joan/calendar.ics"])
        XCTAssertEqual(joan.count, 5)
        XCTAssertEqual(joan.filter { $0.contains("STATUS:TENTATIVE") }.count, 0)
        // The room's own calendar has every meeting, whoever answered what.
        XCTAssertEqual(try events(files["rooms/tardor/calendar.ics"]).count, 5)
    }

    func testForgeLoginsAndTakePartSettingsNeverLeak() throws {
        let files = try SiteFixture.render([
            "content/members/joan.md": "---\nname: Joan Vila\nforge: joan-secret-login\nemail: joan.secret@example.org\n---\n",
            "content/rooms/tardor/schedule.yml": schedule,
        ])
        for (path, text) in files {
            XCTAssertFalse(text.contains("joan-secret-login"), path)
            XCTAssertFalse(text.contains("joan.secret@example.org"), path)
        }
    }
}

extension TakePartPagesTests {
    private var siteWithForge: String {
        SiteFixture.files["content/site.yml"]! + "\ntake_part:\n  forge: https://github.com/club/lectures\n  email: club@example.org\n"
    }

    /// The `<li>` of an event on a page.
    private func eventItem(_ id: String, in page: String?) throws -> String {
        let page = try XCTUnwrap(page)
        let start = try XCTUnwrap(page.range(of: "id=\"event-\(id)\""))
        let end = try XCTUnwrap(page.range(of: "</li>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.lowerBound])
    }

    func testAMeetingShowsWhoIsComingAndHowToAnswer() throws {
        let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule, "content/site.yml": siteWithForge])
        let dinner = try eventItem("sopar", in: files["rooms/tardor/index.html"])
        XCTAssertTrue(dinner.contains("<p class=\"event-answers\">1 hi va · 1 potser · Hi van: <span dir=\"auto\">Joan Vila</span>"
                                      + " · Potser: <span dir=\"auto\">Marta Puig</span></p>"), dinner)
        XCTAssertTrue(dinner.contains("<p class=\"take-part\">Hi vindràs? <a href=\"https://github.com/club/lectures/issues/new?template=reply.yml&amp;room=tardor&amp;event=sopar"
                                      + "&amp;answer=Hi%20anir%C3%A9\" rel=\"nofollow\">Hi aniré</a>"
                                      + " (<a href=\"mailto:club@example.org?subject=%5Btake-part%5D%20reply%20tardor%2Fsopar%20going\">per correu</a>)"),
                      dinner)
        // Who cannot come is never published; a meeting that has started takes no answers.
        let debate = try eventItem("debat-2", in: files["rooms/tardor/index.html"])
        XCTAssertTrue(debate.contains("<p class=\"event-answers\">1 hi va · 0 potser · Hi van: <span dir=\"auto\">Joan Vila</span></p>"), debate)
        XCTAssertFalse(debate.contains("Marta"), debate)
        XCTAssertFalse(try eventItem("debat-1", in: files["rooms/tardor/index.html"]).contains("take-part"))
    }

    func testAnAnonymousRoomShowsCountsOnlyAndASiteWithoutAWayInNoLinks() throws {
        let anonymous = SiteFixture.files["content/rooms/tardor/index.md"]!.replacingOccurrences(of: "host: marta", with: "host: marta\nanonymous: true")
        let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule, "content/rooms/tardor/index.md": anonymous])
        let dinner = try eventItem("sopar", in: files["rooms/tardor/index.html"])
        XCTAssertTrue(dinner.contains("<p class=\"event-answers\">1 hi va · 1 potser</p>"), dinner)
        XCTAssertFalse(dinner.contains("take-part"), dinner)
    }
}

extension TakePartPagesTests {
    func testRoomsAndPicksOfferTheirActionsOnlyWhenTheyMay() throws {
        let gitlab = SiteFixture.files["content/site.yml"]! + "\ntake_part:\n  forge: https://gitlab.com/club/lectures\n  forge_style: gitlab\n"
        let pick = "---\ntitle: Hivern\nopens: 2026-11-15\ncloses: 2026-11-30\ncandidates:\n  - book: solitud\n  - book: nada\n---\nVotem.\n"
        let files = try SiteFixture.render(["content/site.yml": gitlab, "content/picks/hivern.md": pick])
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<a href=\"https://gitlab.com/club/lectures/-/issues/new?issue%5Btitle%5D=%5Btake-part%5D%20join"
                                    + "&amp;issue%5Bdescription%5D=%23%23%23%20Action%0A%0Ajoin%0A%0A%23%23%23%20Room%0A%0Atardor\""
                                    + " rel=\"nofollow\">Demana entrar</a>"), room)
        XCTAssertFalse(room.contains("Valora el llibre"))
        let open = try XCTUnwrap(files["picks/hivern/index.html"])
        XCTAssertTrue(open.contains(">Proposa un llibre</a> <a href="), open)
        XCTAssertTrue(open.contains(">Vota</a> <small class=\"take-part-note\">El que envies es converteix en un canvi"), open)

        // Once the room has finished, its readers rate it; a closed pick takes nothing more.
        let later = try SiteFixture.render(["content/site.yml": gitlab, "content/picks/hivern.md": pick], now: "2026-12-05T12:00:00Z")
        let finished = try XCTUnwrap(later["rooms/tardor/index.html"])
        XCTAssertTrue(finished.contains(">Valora el llibre</a>"), finished)
        XCTAssertFalse(finished.contains("Demana entrar"))
        XCTAssertFalse(try XCTUnwrap(later["picks/hivern/index.html"]).contains("take-part"))

        let closed = SiteFixture.files["content/rooms/tardor/index.md"]!.replacingOccurrences(of: "host: marta", with: "host: marta\njoining: closed")
        let noJoin = try SiteFixture.render(["content/site.yml": gitlab, "content/rooms/tardor/index.md": closed])
        XCTAssertFalse(try XCTUnwrap(noJoin["rooms/tardor/index.html"]).contains("Demana entrar"))
    }
}

extension TakePartPagesTests {
    func testEveryMessageCanBeReportedAndHidingOneRenamesNone() throws {
        let site = SiteFixture.files["content/site.yml"]! + "\ntake_part:\n  email: club@example.org\n"
        let chat = "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:02 marta [hidden]: Primer.\n18:02 joan: Segon.\n"
        let files = try SiteFixture.render(["content/site.yml": site, SiteFixture.chatPath: chat])
        let page = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(page.contains("id=\"m-20261112-180200-2\""), page)
        XCTAssertFalse(page.contains("id=\"m-20261112-180200\""), page)
        XCTAssertTrue(page.contains("<a class=\"report\" href=\"mailto:club@example.org?subject=%5Btake-part%5D%20report%20tardor%2Fprimera"
                                    + "%23m-20261112-180200-2&amp;body=reason%3A%20%0A\" rel=\"nofollow\">Denuncia aquest missatge</a>"), page)
        XCTAssertFalse(try XCTUnwrap(SiteFixture.render()["rooms/tardor/chat/primera/index.html"]).contains("class=\"report\""))
    }
}
