import XCTest
@testable import Readalong

/// A room without `schedule.yml` is being planned: valid, with status `planned`, and no
/// transcripts until it has dates.
final class PlannedRoomTests: XCTestCase {
    private let hivern = "---\nbook: nada\nhost: marta\nmembers: [joan]\n---\nLlegirem *Nada* a l'hivern.\n"

    func testARoomWithoutAScheduleIsPlanned() throws {
        let result = try SiteFixture.check(["content/rooms/hivern/index.md": hivern])
        XCTAssertDiagnostics(result, [])
        let room = try XCTUnwrap(result.site?.rooms.first { $0.slug == "hivern" })
        XCTAssertTrue(room.planned)
        XCTAssertNil(room.schedule)
        XCTAssertEqual(room.status(at: 0), .planned)
        XCTAssertEqual(result.site?.rooms.first { $0.slug == "tardor" }?.planned, false)
    }

    func testATranscriptInAPlannedRoomIsAnError() throws {
        let result = try SiteFixture.check([
            "content/rooms/tardor/schedule.yml": nil,
        ])
        XCTAssertReports(result, [Report(
            "E087 content/rooms/tardor/chat/primera.md:1:1: room 'tardor' has no schedule.yml yet, so it cannot have transcripts",
            hint: "add content/rooms/tardor/schedule.yml with the room's start and end, or move the transcript out of chat/")])
    }

    func testPlannedIsAReservedRoomName() throws {
        let result = try SiteFixture.check(["content/rooms/planned/index.md": hivern])
        XCTAssertDiagnostics(result, ["E006 content/rooms/planned/index.md:1:1"])
    }
}
