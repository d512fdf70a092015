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

    func testRoomsReadingOneBookAreReadTogether() throws {
        let files = try EditionsFixture.files()
        let load = { (kept: KeptRooms) in try ContentLoader.load(from: InMemoryFileSystem(files), log: DiagnosticLog(), keeping: kept) }
        // The chats of the other two rooms of the book are read: the kept one is read too.
        let one = try load(["ranch-2021": outline])
        guard case .loaded(let read) = one.rooms.first(where: { $0.written.slug == "ranch-2021" })?.chats else {
            return XCTFail("a room sharing its book with a room read is read")
        }
        XCTAssertEqual(read.map(\.name).sorted(), ["week-1", "week-2"])
        // Every room of the book kept: none is read.
        let all = try load(["ranch-2021": outline, "ranch-2026": outline, "ranch-unlisted": outline])
        for room in all.rooms {
            guard case .kept = room.chats else { return XCTFail("\(room.written.slug) stays kept") }
        }
        XCTAssertEqual(KeptRooms(["a": outline, "b": outline]).sharingBooks(with: [
            (slug: "a", book: "x", read: false), (slug: "b", book: "y", read: false), (slug: "c", book: "x", read: true),
        ]), ["a"])
        // A room without chats, now as at the last build, reads nothing and releases nothing.
        XCTAssertEqual(KeptRooms(["a": outline]).sharingBooks(with: [(slug: "a", book: "x", read: false), (slug: "c", book: "x", read: false)]), [])
        // A room the last build outlined whose chats are all gone releases the others of its book.
        XCTAssertEqual(KeptRooms(["a": outline], dropped: ["c"]).releasing([]).sharingBooks(with: [
            (slug: "a", book: "x", read: false), (slug: "c", book: "x", read: false),
        ]), ["a"])
    }
}
