import XCTest
@testable import Readalong

final class FixtureTests: XCTestCase {
    func testFixtureIsClean() throws {
        let result = try SiteFixture.check()
        XCTAssertDiagnostics(result, [])
        let site = try XCTUnwrap(result.site)
        XCTAssertEqual(site.books.map(\.slug), ["nada", "solitud"])
        XCTAssertEqual(site.books[1].isbn?.value.digits, "9788497593298")
        XCTAssertEqual(site.books[0].authors, ["Carmen Laforet"])
        XCTAssertEqual(site.rooms.first?.roster, ["marta", "joan", "anna"])
        XCTAssertEqual(site.pages.first?.menu, 1)
    }

    func testRoomStatusFollowsTheClock() throws {
        let room = try XCTUnwrap(SiteFixture.check().site?.rooms.first)
        func status(_ iso: String) -> Room.Status? { room.status(at: BuildClock.parseISO8601(iso)!) }
        XCTAssertEqual(status("2026-10-31T22:59:59Z"), .upcoming)
        XCTAssertEqual(status("2026-10-31T23:00:00Z"), .active)
        XCTAssertEqual(status("2026-12-01T22:59:59Z"), .active)
        XCTAssertEqual(status("2026-12-01T23:00:00Z"), .finished)
    }

    func testTranscriptMessagesAreParsed() throws {
        let transcript = try XCTUnwrap(SiteFixture.check().site?.rooms.first?.transcripts.loaded.first)
        XCTAssertEqual(transcript.messages.map(\.sender.value), ["marta", "joan"])
        XCTAssertEqual(transcript.messages[1].text, "Hola ||la Mila||.")
        XCTAssertEqual(transcript.messages[0].time.description, "2026-11-12 18:02")
    }

    func testPrivateContactDataIsNotKept() throws {
        let site = try XCTUnwrap(SiteFixture.check().site)
        let dump = String(describing: site.members)
        XCTAssertFalse(dump.contains("anna@example.org"))
    }
}
