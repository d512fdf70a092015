import XCTest
@testable import Readalong

/// The content of taking part: answers on meetings, members' forge logins and e-mail
/// addresses, and `take_part:` in site.yml; every rule with its exact report.
final class TakePartRuleTests: XCTestCase {
    private let schedulePath = "content/rooms/tardor/schedule.yml"

    private func schedule(debate answers: String, start: String = "") throws -> CheckResult {
        try SiteFixture.check([schedulePath: """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-11-01
        \(start)
          - id: debat-1
            kind: discussion
            date: 2026-11-12 18:00
        \(answers)
          - kind: end
            date: 2026-12-01
        """])
    }

    func testAnswersLoadOnTheEvent() throws {
        let result = try schedule(debate: "    going: [marta, joan]\n    maybe:\n      - anna\n    absent: []")
        XCTAssertDiagnostics(result, [])
        let event = try XCTUnwrap(result.site?.rooms.first?.schedule?.events.first { $0.id.value == "debat-1" })
        XCTAssertEqual(event.answers.going.map(\.value), ["marta", "joan"])
        XCTAssertEqual(event.answers.maybe.map(\.value), ["anna"])
        XCTAssertEqual(event.answers.answer(of: "anna"), .maybe)
        XCTAssertNil(event.answers.answer(of: "pau"))
    }

    func testOnlyMeetingsTakeAnswers() throws {
        let result = try schedule(debate: "", start: "    going: [marta]")
        XCTAssertReports(result, [Report(
            "E098 \(schedulePath):5:13: the start 'start-2026-11-01' is not a meeting, so no one answers it",
            hint: "move going, maybe and absent to a discussion or meetup, or remove them")])
    }

    func testAnAnswerComesFromTheRoom() throws {
        let result = try schedule(debate: "    going: [marta, pau, jaon]")
        XCTAssertReports(result, [
            Report("E099 \(schedulePath):9:20: 'pau' answers 'debat-1' but is not in the room",
                   hint: "add 'pau' to the room's members first, or remove the answer"),
            Report("E099 \(schedulePath):9:25: 'jaon' answers 'debat-1' but is not in the room", hint: "did you mean 'joan'?"),
        ])
    }

    func testAMemberAnswersOnce() throws {
        let result = try schedule(debate: "    going: [marta, joan]\n    absent: [joan]\n    maybe: [marta, marta]")
        XCTAssertReports(result, [
            Report("E100 \(schedulePath):10:14: 'joan' is under both going and absent of 'debat-1'", hint: "keep 'joan' in one list only"),
            Report("E100 \(schedulePath):11:13: 'marta' is under both going and maybe of 'debat-1'", hint: "keep 'marta' in one list only"),
            Report("E025 \(schedulePath):11:20: 'marta' is listed twice in 'maybe'", hint: "remove the second entry"),
        ])
    }

    func testForgeLoginsAreKeptPrivatelyAndOwnedOnce() throws {
        let clean = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\nforge: PauRoca\n---\n"])
        XCTAssertDiagnostics(clean, [])
        XCTAssertTrue(try XCTUnwrap(clean.accounts["pau"]).hasForgeLogin("pauroca"))
        XCTAssertTrue(try XCTUnwrap(clean.accounts["anna"]).hasEmail("Anna@Example.org"))
        // The checked site, which pages are made from, keeps neither.
        XCTAssertFalse(String(describing: clean.site?.members).contains("PauRoca"))

        let shared = try SiteFixture.check([
            "content/members/pau.md": "---\nname: Pau Roca\nforge: pauroca\n---\n",
            "content/members/joan.md": "---\nname: Joan Vila\nforge: PauRoca\n---\n",
        ])
        XCTAssertReports(shared, [Report("E101 content/members/pau.md:3:8: the forge login 'pauroca' is also joan's",
                                         hint: "each member has their own login: correct it in one of content/members/joan.md and content/members/pau.md")])
    }

    private func site(_ takePart: String) throws -> CheckResult {
        try SiteFixture.check(["content/site.yml": """
        title: Club de lectura
        base_url: https://club.example.org/
        language: ca
        timezone: Europe/Madrid
        take_part:
        \(takePart)
        """])
    }

    func testTakePartSettingsLoad() throws {
        let result = try site("  forge: https://github.com/club/lectures/\n  email: club@example.org")
        XCTAssertDiagnostics(result, [])
        let settings = try XCTUnwrap(result.site?.config.takePart)
        XCTAssertEqual(settings.forge, "https://github.com/club/lectures")
        XCTAssertEqual(settings.forgeStyle, .github)
        XCTAssertEqual(settings.email, "club@example.org")
        // The club's own address may be published.
        XCTAssertEqual(result.site?.config.contact, ["club@example.org"])

        let gitlab = try site("  forge: https://gitlab.com/club/lectures\n  forge_style: gitlab")
        XCTAssertEqual(gitlab.site?.config.takePart?.forgeStyle, .gitlab)
    }

    func testAForgeOutsideGitHubNamesItsStyle() throws {
        XCTAssertReports(try site("  forge: https://codeberg.org/club/lectures"), [Report(
            "E102 content/site.yml:6:10: 'https://codeberg.org/club/lectures' is not on github.com, so its kind of forge must be named",
            hint: "add `forge_style: gitlab` or `forge_style: forgejo` (Forgejo and Gitea) under take_part")])
        XCTAssertReports(try site("  forge: https://codeberg.org/club/lectures\n  forge_style: gitea"), [Report(
            "E008 content/site.yml:7:16: 'forge_style' must be one of github, gitlab, forgejo, found 'gitea'",
            hint: "use one of: github, gitlab, forgejo")])
    }

    func testTheForgeIsARepository() throws {
        XCTAssertReports(try site("  forge: https://github.com/club"), [Report(
            "E104 content/site.yml:6:10: 'https://github.com/club' is not the address of a repository",
            hint: "write the address of the club's repository, e.g. https://github.com/club/site")])
        XCTAssertDiagnostics(try site("  forge: ftp://github.com/club/site"), ["E010 content/site.yml:6:10"])
    }

    func testTheEmailIsOneAddress() throws {
        XCTAssertReports(try site("  email: Club <club@example.org>"), [Report(
            "E103 content/site.yml:6:10: 'Club <club@example.org>' is not an e-mail address",
            hint: "write the address alone, e.g. club@example.org")])
    }
}
