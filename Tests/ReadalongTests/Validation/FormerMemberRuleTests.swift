import XCTest
@testable import Readalong

/// `left` and `erase` in member files: what stays valid, what is refused, and where.
final class FormerMemberRuleTests: XCTestCase {
    private let pauLeft = "---\nname: Pau Roca\nleft: 2026-10-15\n---\n"
    private let tardorWithPau = "---\nbook: solitud\nhost: marta\nmoderators: [joan]\nmembers: [joan, anna, pau]\n---\n"

    func testAFormerMemberStaysValidInARoomThatStartedBeforeTheyLeft() throws {
        let result = try SiteFixture.check([
            "content/members/joan.md": "---\nname: Joan Vila\nleft: 2026-11-20\n---\n",
        ])
        XCTAssertDiagnostics(result, [])
        XCTAssertEqual(result.site?.members.first { $0.handle == "joan" }?.left?.value, LocalDate.parse("2026-11-20"))
        XCTAssertEqual(result.site?.members.first { $0.handle == "joan" }?.isFormer, true)
    }

    func testAFormerMemberInARoomStartingAfterTheyLeftIsAnError() throws {
        let result = try SiteFixture.check(["content/members/pau.md": pauLeft, "content/rooms/tardor/index.md": tardorWithPau])
        XCTAssertReports(result, [Report(
            "E085 content/rooms/tardor/index.md:5:23: 'pau' left the club on 2026-10-15, and this room starts on 2026-11-01",
            hint: "remove 'pau' from members; if they are back, remove 'left' from content/members/pau.md")])
    }

    func testLeavingOnTheDayTheRoomStartsIsAllowed() throws {
        let result = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\nleft: 2026-11-01\n---\n",
                                            "content/rooms/tardor/index.md": tardorWithPau])
        XCTAssertDiagnostics(result, [])
    }

    func testAFormerHostOfARoomWithoutDatesIsAnError() throws {
        let result = try SiteFixture.check([
            "content/members/pau.md": pauLeft,
            "content/rooms/hivern/index.md": "---\nbook: nada\nhost: pau\n---\n",
        ])
        XCTAssertReports(result, [Report(
            "E085 content/rooms/hivern/index.md:3:7: 'pau' left the club on 2026-10-15, and this room has no dates yet",
            hint: "remove 'pau' from host; if they are back, remove 'left' from content/members/pau.md")])
    }

    func testEraseNeedsLeft() throws {
        let result = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\nerase: true\n---\n"])
        XCTAssertReports(result, [Report("E086 content/members/pau.md:3:8: 'erase: true' needs the date the member left",
                                         hint: "add 'left: YYYY-MM-DD' with the day they left the club")])
        XCTAssertDiagnostics(try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\nerase: false\n---\n"]), [])
    }

    func testLeftBeforeJoinedIsAWarning() throws {
        let result = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\njoined: 2024-05-01\nleft: 2023-05-01\n---\n"])
        XCTAssertReports(result, [Report("W012 content/members/pau.md:4:7: the member left on 2023-05-01 but joined on 2024-05-01",
                                         hint: "check both dates: 'left' is the day they left the club")])
    }

    func testALinkToAnErasedMemberIsAnError() throws {
        let result = try SiteFixture.check([
            "content/members/pau.md": "---\nname: Pau Roca\nleft: 2026-10-15\nerase: true\n---\n",
            "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\n---\nEl club el va fundar [en Pau](@/members/pau.md).\n",
        ])
        XCTAssertReports(result, [Report(
            "W013 content/pages/sobre.md:4:1: this text names 'pau', who asked to be forgotten",
            hint: "the site shows erased members as a former member, but not inside what others wrote; rephrase it"), Report(
            "E088 content/pages/sobre.md:4:31: '@/members/pau.md' links to a member who asked to be forgotten",
            hint: "erased members have no page and are never named; remove the link and its text")])
    }

    func testLeftAndEraseMustHaveTheirTypes() throws {
        let result = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\nleft: ahir\nerase: sí\n---\n"])
        XCTAssertDiagnostics(result, ["E013 content/members/pau.md:3:7", "E004 content/members/pau.md:4:8"])
    }

    func testTextNamingAnErasedMemberIsAWarning() throws {
        let result = try SiteFixture.check([
            "content/members/pau.md": "---\nname: Pau Roca\nleft: 2026-10-15\nerase: true\n---\n",
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\n---\n18:02 marta: Benvinguts!\n"
                + "18:03 joan [hidden]: En Pau Roca no ve.\n18:04 anna: Trobo a faltar el «pau»!\n",
            "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\n---\nSom un club.\nEl va fundar en Pau Roca.\n",
        ])
        let hint = "the site shows erased members as a former member, but not inside what others wrote; rephrase it"
        XCTAssertReports(result, [
            Report("W013 content/pages/sobre.md:5:1: this text names 'pau', who asked to be forgotten", hint: hint),
            Report("W013 content/rooms/tardor/chat/primera.md:6:1: this text names 'pau', who asked to be forgotten", hint: hint),
        ])
    }

    func testAnErasedMembersOldHandleCountsAsNamingThem() throws {
        let result = try SiteFixture.check([
            "content/members/pau.md": "---\nname: Pau Roca\naliases: [pauet]\nleft: 2026-10-15\nerase: true\n---\n",
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\n---\n18:02 marta: On és en pauet?\n",
        ])
        XCTAssertReports(result, [Report(
            "W013 content/rooms/tardor/chat/primera.md:4:1: this text names 'pau', who asked to be forgotten",
            hint: "the site shows erased members as a former member, but not inside what others wrote; rephrase it")])
    }
}
