import Foundation
@testable import Readalong
import XCTest

/// Rooms whose chats a rebuild keeps from the last build: what the loader does with them,
/// and where the machinery lives.
final class KeptRoomsTests: XCTestCase {
    private let outline = TranscriptOutline(inputs: ContentHash(text: "chats"), entries: [])

    func testAKeptRoomStandsForItsChatsByItsOutline() {
        let kept: KeptRooms = ["tardor": outline]
        XCTAssertTrue(kept.keeps("tardor"))
        XCTAssertFalse(kept.keeps("estiu"))
        guard case .kept(let found) = kept.chats(of: "tardor", read: []) else { return XCTFail("the outline stands in") }
        XCTAssertEqual(found, outline)
        guard case .loaded(let read) = kept.chats(of: "estiu", read: []) else { return XCTFail("another room's chats are read") }
        XCTAssertTrue(read.isEmpty)
    }

    func testTheMachineryIsDeclaredInIncrementalOnly() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: LibrarySource.root.path).filter { $0 != "Incremental" }
        let pattern = #"(struct|enum|class) (KeptRooms|RoomChats|RoomTranscripts|TranscriptOutline|KeptFileMissing)\b"#
        XCTAssertEqual(try LibrarySource.lines(in: folders, matching: pattern), [])
        XCTAssertEqual(try LibrarySource.lines(in: ["Incremental"], matching: pattern).count, 5)
    }
}
