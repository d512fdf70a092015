import XCTest
@testable import Readalong

/// `publish take-part` on rooms: replies to meetings, join requests, ratings and reports,
/// each an in-place edit of one file, and every refusal the rules call for.
final class TakePartRoomTests: XCTestCase {
    private typealias Fixture = TakePartFixture

    func testAReplyMovesTheSenderIntoOneListKeepingTheRest() throws {
        let going = try Fixture.plan(.reply(room: "tardor", event: "sopar", answer: .going), from: .forge("martap"))
        XCTAssertEqual(going.path, Fixture.schedulePath)
        XCTAssertEqual(going.summary, "Marta Puig: hi anirà a «Sopar de club», 28 de novembre de 2026")
        let original = try XCTUnwrap(Fixture.files()[Fixture.schedulePath])
        XCTAssertEqual(going.text, original.replacingOccurrences(of: "      - joan  # said so at the last debate\n",
                                                                 with: "      - joan  # said so at the last debate\n    going: [marta]\n"))

        // Joan, recognised by his e-mail address, moves from maybe to absent.
        let absent = try Fixture.plan(.reply(room: "tardor", event: "sopar", answer: .absent), from: .email("JOAN@example.org"))
        XCTAssertEqual(absent.summary, "Joan Vila: no podrà anar a «Sopar de club», 28 de novembre de 2026")
        XCTAssertEqual(absent.text, original.replacingOccurrences(of: "    maybe:\n      - joan  # said so at the last debate\n",
                                                                  with: "    maybe: []\n    absent: [joan]\n"))
    }

    func testASecondReplyReplacesTheFirst() throws {
        let extra = [Fixture.schedulePath: Fixture.files()[Fixture.schedulePath]!
            .replacingOccurrences(of: "    title: Sopar de club\n", with: "    title: Sopar de club\n    going: [anna, marta]  # so far\n")]
        let maybe = try Fixture.plan(.reply(room: "tardor", event: "sopar", answer: .maybe), from: .forge("MARTAP"), extra: extra)
        XCTAssertTrue(maybe.text.contains("    going: [anna]  # so far\n    maybe:\n      - joan  # said so at the last debate\n      - marta\n"),
                      maybe.text)
        let same = try Fixture.plan(.reply(room: "tardor", event: "sopar", answer: .going), from: .forge("martap"), extra: extra)
        XCTAssertFalse(same.changesFile)
    }

    func testWindowsLineEndingsStayWindowsLineEndings() throws {
        let crlf = Fixture.files()[Fixture.schedulePath]!.replacingOccurrences(of: "\n", with: "\r\n")
        let going = try Fixture.plan(.reply(room: "tardor", event: "sopar", answer: .going), from: .forge("martap"),
                                     extra: [Fixture.schedulePath: crlf])
        XCTAssertEqual(going.text, crlf.replacingOccurrences(of: "last debate\r\n", with: "last debate\r\n    going: [marta]\r\n"))
    }

    func testRepliesAreRefusedWhenTheRulesSayNo() {
        XCTAssertEqual(Fixture.refusal(.reply(room: "tardor", event: "debat-1", answer: .going)),
                       ["«Debat» has already started, so answers to it are closed", "answer a meeting still to come"])
        XCTAssertEqual(Fixture.refusal(.reply(room: "tardor", event: "sopr", answer: .going)),
                       ["'tardor' has no meeting 'sopr'", "did you mean 'sopar'?"])
        XCTAssertEqual(Fixture.refusal(.reply(room: "tardor", event: "sopar", answer: .going), from: .forge("pau")),
                       ["Pau Roca is not a reader of 'tardor'", "ask to join the room first"])
        XCTAssertEqual(Fixture.refusal(.reply(room: "tardr", event: "sopar", answer: .going)),
                       ["there is no room 'tardr'", "did you mean 'tardor'?"])
        XCTAssertEqual(Fixture.refusal(.reply(room: "tardor", event: "sopar", answer: .going), from: .forge("ghost")),
                       ["the forge login 'ghost' is not a member's",
                        "a member adds `forge: ghost` to their file in content/members/ (the secretary can, too)"])
        XCTAssertEqual(Fixture.refusal(.reply(room: "tardor", event: "sopar", answer: .going), from: .email("Joan <joan@example.org>")),
                       ["Joan <joan@example.org> is not a member's e-mail address",
                        "write from the address in your member file, or ask the secretary to add `email: Joan <joan@example.org>` to it"])
    }

    func testAJoinRequestAddsTheSenderToTheRoom() throws {
        let join = try Fixture.plan(.join(room: "tardor"), from: .forge("pau"))
        XCTAssertEqual(join.path, "content/rooms/tardor/index.md")
        XCTAssertEqual(join.summary, "Pau Roca: demana entrar a «Solitud»")
        XCTAssertEqual(join.text, Fixture.files()["content/rooms/tardor/index.md"]!
            .replacingOccurrences(of: "members: [joan, anna]", with: "members: [joan, anna, pau]"))

        let block = "---\nbook: solitud\nhost: marta\nmembers:   # who reads\n  - joan\n  - anna\n# end\n---\n"
        let added = try Fixture.plan(.join(room: "tardor"), from: .forge("pau"), extra: ["content/rooms/tardor/index.md": block])
        XCTAssertEqual(added.text, "---\nbook: solitud\nhost: marta\nmembers:   # who reads\n  - joan\n  - anna\n  - pau\n# end\n---\n")
    }

    func testJoinRequestsAreRefusedForClosedFullAndPrivateRooms() {
        let room = "content/rooms/tardor/index.md"
        let written = TakePartFixture.files()[room]!
        func with(_ line: String) -> [String: String?] { [room: written.replacingOccurrences(of: "moderators:", with: "\(line)\nmoderators:")] }
        XCTAssertEqual(Fixture.refusal(.join(room: "tardor"), from: .forge("pau"), extra: with("joining: closed")),
                       ["'tardor' does not take new readers", "look for an open room on the site's rooms page"])
        XCTAssertEqual(Fixture.refusal(.join(room: "tardor"), from: .forge("pau"), extra: with("capacity: 3")),
                       ["'tardor' is full (3 readers)", "ask the host whether a place frees up"])
        XCTAssertEqual(Fixture.refusal(.join(room: "tardor"), from: .forge("pau"), extra: with("visibility: private")),
                       ["'tardor' is a private room: its host adds its readers", "ask the host of the room directly"])
        XCTAssertEqual(Fixture.refusal(.join(room: "tardor"), from: .forge("joanv")),
                       ["Joan Vila is already in 'tardor'", "there is nothing to ask: the room is yours to read"])
    }

    func testARatingGoesIntoAFinishedRoom() throws {
        let rate = try Fixture.plan(.rate(room: "estiu", stars: 4), from: .forge("joanv"))
        XCTAssertEqual(rate.summary, "Joan Vila: valora «Nada» amb 4 de 5")
        XCTAssertEqual(rate.text, "---\nbook: nada\nhost: anna\nmembers: [joan]\nratings:\n  joan: 4\n---\nL'estiu.\n")
        let again = try Fixture.plan(.rate(room: "estiu", stars: 2), from: .forge("joanv"), extra: [
            Fixture.finishedRoomPath: "---\nbook: nada\nhost: anna\nmembers: [joan]\nratings:\n  anna: 5\n  joan: 4 # first go\n---\n",
        ])
        XCTAssertEqual(again.text, "---\nbook: nada\nhost: anna\nmembers: [joan]\nratings:\n  anna: 5\n  joan: 2\n---\n")
        XCTAssertEqual(Fixture.refusal(.rate(room: "tardor", stars: 4)),
                       ["'tardor' has not finished yet, so it cannot be rated", "rate the book once the room has ended"])
        XCTAssertEqual(Fixture.refusal(.rate(room: "estiu", stars: 4), from: .forge("pau")),
                       ["Pau Roca is not a reader of 'estiu'", "ask to join the room first"])
    }

    func testAReportHidesTheMessageAndKeepsTheReasonOut() throws {
        let report = try Fixture.plan(.report(room: "tardor", transcript: "primera", message: "m-20261112-180300",
                                              reason: "spoiler: key: value\n---"), from: .forge("pau"))
        XCTAssertEqual(report.path, SiteFixture.chatPath)
        XCTAssertEqual(report.summary, "Pau Roca: ha denunciat un missatge de «Solitud»; la moderació el revisarà")
        XCTAssertEqual(report.text, "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:02 marta: Benvinguts!\n18:03 joan [hidden]: Hola ||la Mila||.")

        let flagged = "---\ndate: 2026-11-12\n---\n18:02 marta [hidden]: Primer.\n18:02 joan [spoiler]: Segon.\n"
        let spoiler = try Fixture.plan(.report(room: "tardor", transcript: "primera", message: "m-20261112-180200-2", reason: nil),
                                       from: .forge("pau"), extra: [SiteFixture.chatPath: flagged])
        XCTAssertEqual(spoiler.text, "---\ndate: 2026-11-12\n---\n18:02 marta [hidden]: Primer.\n18:02 joan [spoiler, hidden]: Segon.\n")
        XCTAssertEqual(Fixture.refusal(.report(room: "tardor", transcript: "primera", message: "m-20261112-180200", reason: nil),
                                       from: .forge("pau"), extra: [SiteFixture.chatPath: flagged]),
                       ["that message is already hidden", "there is nothing more to do"])
        XCTAssertEqual(Fixture.refusal(.report(room: "tardor", transcript: "primera", message: "m-20261112-190000", reason: nil)),
                       ["the chat 'primera' has no message 'm-20261112-190000'", "report from the message's own menu"])
        XCTAssertEqual(Fixture.refusal(.report(room: "tardor", transcript: "segona", message: "m-20261112-180200", reason: nil)),
                       ["'tardor' has no chat 'segona'", "report from the message's own menu"])
    }

    func testAFormerMemberAndABrokenSiteAreRefused() {
        // A former member is still on file, but no longer takes part.
        let left = ["content/members/pau.md": "---\nname: Pau Roca\nforge: pau\nleft: 2026-01-01\n---\n"]
        XCTAssertEqual(Fixture.refusal(.join(room: "tardor"), from: .forge("pau"), extra: left),
                       ["the forge login 'pau' is not a member's",
                        "a member adds `forge: pau` to their file in content/members/ (the secretary can, too)"])
        let broken = ["content/members/anna.md": "---\nname: [Anna\n---\n"]
        XCTAssertEqual(Fixture.refusal(.join(room: "tardor"), from: .forge("pau"), extra: broken).first,
                       "the site has 1 error already; fix it first (publish check)")
    }
}
