import XCTest
@testable import Readalong

/// The sample community in `content/` is the project's showcase: it must stay clean and
/// cover what the spec describes.
final class SampleContentTests: XCTestCase {
    private func checkSample() throws -> CheckResult {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        return try ContentPipeline.check(fileSystem: DiskFileSystem(root: root.path), options: BuildOptions.english(clock: clock))
    }

    func testSampleIsCleanAndCoversTheSpec() throws {
        let result = try checkSample()
        XCTAssertEqual(result.diagnostics.map { "\($0.code.id) \($0.location) \($0.message)" }, [])
        let site = try XCTUnwrap(result.site)
        XCTAssertGreaterThanOrEqual(site.books.count, 8)
        XCTAssertGreaterThanOrEqual(site.members.count, 12)
        XCTAssertTrue(site.members.contains { $0.avatar != nil })
        XCTAssertTrue(site.members.contains { $0.verified })
        XCTAssertTrue(site.members.contains { !$0.friends.isEmpty })
        XCTAssertTrue(site.members.contains { $0.name.count > 60 }, "a member with a very long name")
        let rightToLeft = site.members.filter { $0.name.unicodeScalars.contains { (0x590...0x6FF).contains($0.value) } }
        XCTAssertFalse(rightToLeft.isEmpty, "a member whose name is written in Hebrew or Arabic")
        XCTAssertTrue(site.rooms.flatMap(\.transcripts.loaded).flatMap(\.messages).contains { message in
            rightToLeft.contains { $0.handle == message.sender.value } && message.text.unicodeScalars.contains { (0x590...0x6FF).contains($0.value) }
        }, "with messages in her script")
        XCTAssertTrue(site.books.contains { $0.pages == nil }, "a book with no page count")
        XCTAssertFalse(site.config.contact.isEmpty, "the club's own contact address")
        XCTAssertGreaterThanOrEqual(site.rooms.count, 5)
        let now = BuildClock.parseISO8601("2026-11-22T12:00:00Z")!
        XCTAssertEqual(Set(site.rooms.compactMap { $0.status(at: now) }), [.planned, .upcoming, .active, .finished])
        let former = site.members.filter(\.isFormer).map(\.handle)
        XCTAssertFalse(former.isEmpty, "a member who left the club")
        XCTAssertTrue(site.rooms.flatMap(\.transcripts.loaded).flatMap(\.messages).contains { former.contains($0.sender.value) },
                      "with messages from before they left")
        XCTAssertTrue(site.rooms.contains { $0.visibility == .unlisted })
        XCTAssertTrue(site.rooms.contains { $0.visibility == .private })
        XCTAssertTrue(site.rooms.contains { $0.anonymous })
        XCTAssertTrue(site.rooms.contains { $0.joining == .request })
        let transcripts = site.rooms.flatMap(\.transcripts.loaded)
        XCTAssertGreaterThanOrEqual(transcripts.count, 6)
        let messages = transcripts.flatMap(\.messages)
        XCTAssertTrue(transcripts.contains { $0.messages.count > 300 })
        XCTAssertTrue(messages.contains { $0.flags.contains(.spoiler) })
        XCTAssertTrue(messages.contains { $0.flags.contains(.hidden) })
        XCTAssertTrue(messages.contains { $0.flags.contains(.edited) })
        XCTAssertTrue(messages.contains { $0.text.contains("||") })
        XCTAssertTrue(transcripts.contains { !$0.polls.isEmpty })
        XCTAssertTrue(site.rooms.contains { room in room.schedule?.events.contains { $0.chapters != nil } == true })
    }
}
