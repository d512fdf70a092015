import XCTest
@testable import Readalong

/// The sample community in `content/` is the project's showcase: it must stay clean and
/// cover what the spec describes.
final class SampleContentTests: XCTestCase {
    private func checkSample() throws -> CheckResult {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        return try ContentPipeline.check(fileSystem: DiskFileSystem(root: root.path), options: BuildOptions(clock: clock))
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
        XCTAssertGreaterThanOrEqual(site.rooms.count, 5)
        let now = BuildClock.parseISO8601("2026-11-22T12:00:00Z")!
        XCTAssertEqual(Set(site.rooms.compactMap { $0.status(at: now) }), [.upcoming, .active, .finished])
        XCTAssertTrue(site.rooms.contains { $0.visibility == .unlisted })
        XCTAssertTrue(site.rooms.contains { $0.visibility == .private })
        XCTAssertTrue(site.rooms.contains { $0.anonymous })
        XCTAssertTrue(site.rooms.contains { $0.joining == .request })
        let transcripts = site.rooms.flatMap(\.transcripts)
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
