import Foundation
@testable import Readalong
import XCTest

/// The year pages count every room's messages, but a rebuild after a chat edit reads only the
/// edited room's chats: the others' counts come from the outline the last build left. The
/// result must be the bytes of a build from scratch.
final class YearRebuildTests: XCTestCase {
    private var root: URL!
    private let now = 1_795_348_800  // 2026-11-22 12:00 UTC

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-years-\(UUID().uuidString)")
        for (path, text) in YearFixture.files { try write(path, text, in: site) }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private var site: URL { root.appendingPathComponent("site") }

    private func write(_ path: String, _ text: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @discardableResult
    private func build(_ folder: URL) throws -> SiteBuild.Summary {
        let (result, summary) = try SiteBuild(fileSystem: DiskFileSystem(root: folder.path),
                                              options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: now)),
                                              baseURL: nil, output: folder.appendingPathComponent("output").path).run()
        XCTAssertEqual(result.errorCount, 0, "\(result.diagnostics.map(\.message))")
        return try XCTUnwrap(summary)
    }

    /// Builds the site's current content afresh in another folder and compares every file.
    private func assertMatchesFullBuild(file: StaticString = #filePath, line: UInt = #line) throws {
        let fresh = root.appendingPathComponent("fresh-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: site.appendingPathComponent("content"), to: fresh.appendingPathComponent("content"))
        try build(fresh)
        try OutputTree.assertSame(site.appendingPathComponent("output"), as: fresh.appendingPathComponent("output"), file: file, line: line)
    }

    private func yearPage(_ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent("output/\(path)"), encoding: .utf8)
    }

    func testAMessageEditedOrAddedGivesTheYearPagesOfAFullBuild() throws {
        try build(site)
        XCTAssertTrue(try yearPage("years/2026/index.html").contains("<dt>Messages written</dt><dd>13</dd>"))
        let chat = "content/rooms/tardor/chat/debat.md"
        let text = try String(contentsOf: site.appendingPathComponent(chat), encoding: .utf8)
        try write(chat, text + "18:30 nil: One more from Nil\n", in: site)
        let rebuilt = try build(site)
        XCTAssertGreaterThan(rebuilt.keptRooms, 0, "the other rooms' chats are kept unread")
        XCTAssertTrue(try yearPage("years/2026/index.html").contains("<dt>Messages written</dt><dd>14</dd>"),
                      "the kept rooms' messages still count")
        XCTAssertTrue(try yearPage("members/nil/years/2026/index.html").contains("<dt>Messages written</dt><dd>2</dd>"))
        try assertMatchesFullBuild()

        // A message edited in place (same counts) and one moved to another sender.
        let edited = try String(contentsOf: site.appendingPathComponent(chat), encoding: .utf8)
        try write(chat, edited.replacingOccurrences(of: "18:30 nil:", with: "18:30 anna:"), in: site)
        XCTAssertGreaterThan(try build(site).keptRooms, 0)
        XCTAssertTrue(try yearPage("members/nil/years/2026/index.html").contains("<dt>Messages written</dt><dd>1</dd>"))
        try assertMatchesFullBuild()

        // A whole transcript of a kept-before room removed.
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/rooms/estiu/chat/debat.md"))
        try build(site)
        XCTAssertTrue(try yearPage("years/2025/index.html").contains("<dt>Messages written</dt><dd>15</dd>"))
        try assertMatchesFullBuild()
    }
}
