import XCTest
@testable import Readalong

/// A member file renamed (`joan.md` → `joan-vila.md`) while rooms, friends and transcripts
/// still say `joan`: the reports point to the new file, once per file.
final class MemberRenameTests: XCTestCase {
    private let hint = "did you mean 'joan-vila'? the file content/members/joan-vila.md may have been renamed from joan.md"
    private let renamed: [String: String?] = ["content/members/joan.md": nil,
                                              "content/members/joan-vila.md": "---\nname: Joan Vila\n---\n"]

    func testReferencesLeftBehindNameTheRenamedFile() throws {
        let result = try SiteFixture.check(renamed)
        XCTAssertReports(result, [
            Report("E022 content/members/marta.md:3:11: 'friends' names 'joan', who is not a member", hint: hint),
            Report("E022 content/rooms/tardor/index.md:5:11: 'members' names 'joan', who is not a member", hint: hint),
        ])
    }

    func testEachStaleHandleIsReportedOncePerFileWithItsCount() throws {
        var changes = renamed
        changes["content/members/marta.md"] = "---\nname: Marta Puig\nfriends: [joan-vila]\n---\n"
        changes["content/rooms/tardor/index.md"] = "---\nbook: solitud\nhost: marta\nmoderators: [joan-vila]\nmembers: [joan-vila, anna]\n---\n"
        changes["content/rooms/tardor/chat/primera.md"] = """
        ---
        date: 2026-11-12
        event: debat-1
        polls:
          - question: Quin final?
            options:
              - text: El primer
                votes: [joan, anna]
        ---
        18:02 marta: Benvinguts!
        18:03 joan: Hola
        18:04 joan: Sí
        18:05 anna: Bona nit
        18:06 joan: Adéu
        """
        changes["content/rooms/tardor/chat/segona.md"] = "---\ndate: 2026-11-13\n---\n18:02 joan: Hola\n18:03 joan: Adéu\n"
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E047 content/rooms/tardor/chat/primera.md:8:17: 'joan' votes but is not in the room "
                   + "(1 vote and 3 messages in this file)", hint: hint),
            Report("E044 content/rooms/tardor/chat/segona.md:4:7: 'joan' is not a member of this room (2 messages in this file)",
                   hint: hint),
        ])
    }

    func testTheMembersNameCanGiveTheRenameAway() throws {
        let result = try SiteFixture.check(["content/members/joan.md": nil,
                                            "content/members/jv.md": "---\nname: Joan Vilà\n---\n"])
        XCTAssertEqual(result.diagnostics.map(\.hint), [
            "did you mean 'jv'? the file content/members/jv.md may have been renamed from joan.md",
            "did you mean 'jv'? the file content/members/jv.md may have been renamed from joan.md",
        ])
    }

    func testAFileNothingNamesIsTheLikelierRename() throws {
        var changes = renamed
        changes["content/members/joan-puig.md"] = "---\nname: Joan Puig\n---\n"
        XCTAssertEqual(try SiteFixture.check(changes).diagnostics.map(\.hint), [
            "did you mean 'joan-puig' or 'joan-vila'? one of their files may have been renamed from joan.md",
            "did you mean 'joan-puig' or 'joan-vila'? one of their files may have been renamed from joan.md",
        ])
        changes["content/members/anna.md"] = "---\nname: Anna Serra\nfriends: [joan-puig]\n---\n"
        XCTAssertEqual(try SiteFixture.check(changes).diagnostics.map(\.hint), [hint, hint])
    }

    func testALinkToTheOldHandleNamesTheRenamedFile() throws {
        var changes = renamed
        changes["content/members/marta.md"] = "---\nname: Marta Puig\n---\nAmiga d'[en Joan](@/members/joan.md).\n"
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E050 content/members/marta.md:4:19: broken link: no member 'joan'", hint: hint),
            Report("E022 content/rooms/tardor/index.md:5:11: 'members' names 'joan', who is not a member", hint: hint),
        ])
    }

    func testAHandleWrittenTwiceInOneFileIsOneReport() throws {
        let result = try SiteFixture.check(["content/rooms/tardor/index.md": "---\nbook: solitud\nhost: jordi\nmembers: [jordi, anna]\n---\n",
                                            "content/rooms/tardor/chat/primera.md": nil])
        XCTAssertReports(result, [
            Report("E022 content/rooms/tardor/index.md:3:7: 'host' names 'jordi', who is not a member (written 2 times in this file)",
                   hint: "create content/members/jordi.md, or fix the handle; if jordi has left the club and the file was deleted, "
                       + "put it back with `left: YYYY-MM-DD` instead of removing the handle from past rooms"),
        ])
    }

    func testADeletedMembersFileIsToBePutBackWithLeft() throws {
        XCTAssertReports(try SiteFixture.check(["content/members/anna.md": nil]), [
            Report("E022 content/rooms/tardor/index.md:5:17: 'members' names 'anna', who is not a member",
                   hint: "create content/members/anna.md, or fix the handle; if anna has left the club and the file was deleted, "
                       + "put it back with `left: YYYY-MM-DD` instead of removing the handle from past rooms"),
        ])
    }

    func testAMemberOutsideTheRoomIsStillAskedToJoinIt() throws {
        let chat = "---\ndate: 2026-11-12\n---\n18:02 pau: Hola\n18:03 pau: Adéu\n"
        XCTAssertReports(try SiteFixture.check(["content/rooms/tardor/chat/primera.md": chat]), [
            Report("E044 content/rooms/tardor/chat/primera.md:4:7: 'pau' is not a member of this room (2 messages in this file)",
                   hint: "only the host and the room's members can write; add 'pau' to the room's members"),
        ])
    }
}
