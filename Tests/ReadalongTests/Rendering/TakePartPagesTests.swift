import XCTest
@testable import Readalong

/// What readers see of members' answers: a member's calendar marks the meetings they may
/// come to and leaves out those they cannot; private fields never reach the output.
final class TakePartPagesTests: XCTestCase {
    private let schedule = """
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
