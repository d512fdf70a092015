import Foundation
@testable import Readalong
import XCTest

/// A pinned item losing its place and an item dated in the future coming out are moments of
/// the clock window: a rebuild across them, with no file changed, gives the bytes of a full
/// build; a rebuild inside the window changes nothing.
final class NewsClockTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-news-clock-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func instant(_ text: String) -> Int { BuildClock.parseISO8601(text)! }

    /// A copy of the fixture with the news of `NewsPagesTests`, in a folder of its own.
    private func site(_ name: String) throws -> URL {
        let folder = root.appendingPathComponent(name)
        for (path, text) in SiteFixture.files(NewsPagesTests.news) {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return folder
    }

    @discardableResult
    private func build(_ folder: URL, at now: String) throws -> SiteBuild.Summary {
        let (result, summary) = try SiteBuild(fileSystem: DiskFileSystem(root: folder.path),
                                              options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: instant(now))),
                                              baseURL: nil, output: folder.appendingPathComponent("output").path).run()
        XCTAssertEqual(result.errorCount, 0, "\(result.diagnostics)")
        return try XCTUnwrap(summary)
    }

    private func files(_ folder: URL) throws -> [String: Data] {
        try OutputTree.files(under: folder.appendingPathComponent("output"))
    }

    private func assertSameAsFullBuild(_ rebuilt: URL, at now: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let fresh = try site("fresh-\(UUID().uuidString)")
        try build(fresh, at: now)
        let expected = try files(fresh)
        let actual = try files(rebuilt)
        XCTAssertEqual(actual.keys.sorted(), expected.keys.sorted(), file: file, line: line)
        for (path, data) in expected where actual[path] != data {
            XCTFail("\(path) differs from a full build at \(now)", file: file, line: line)
        }
    }

    func testTheWindowEndsWhenAPinExpires() throws {
        let result = try SiteFixture.check(NewsPagesTests.news)
        let site = try XCTUnwrap(result.site)
        // fixada is dated 2026-11-01 10:00 in Madrid (09:00Z): pinned for 30 days of 24 hours.
        let window = ClockWindow(site: site, now: instant("2026-12-01T08:00:00Z"))
        XCTAssertEqual(window.end, instant("2026-12-01T09:00:00Z"))
        let clock = PageClock(now: instant("2026-12-01T08:59:59Z"), zone: site.config.timeZone)
        let pinned = try XCTUnwrap(site.news.first { $0.slug == "fixada" })
        XCTAssertTrue(clock.isPinned(pinned))
        XCTAssertFalse(PageClock(now: instant("2026-12-01T09:00:00Z"), zone: site.config.timeZone).isPinned(pinned))
        let plain = try XCTUnwrap(site.news.first { $0.slug == "vella" })
        XCTAssertEqual(clock.pinnedReading(of: plain).changes, [], "an item that is not pinned asks nothing")
    }

    func testRebuildsAcrossThePinAndThePublicationDayMatchFullBuilds() throws {
        let folder = try site("rebuilt")
        try build(folder, at: "2026-12-01T08:00:00Z")
        XCTAssertEqual(try build(folder, at: "2026-12-01T08:59:59Z").rendered, 0, "inside the window nothing changes")
        XCTAssertGreaterThan(try build(folder, at: "2026-12-01T09:00:00Z").changed ?? 0, 0, "the pin expired")
        try assertSameAsFullBuild(folder, at: "2026-12-01T09:00:00Z")
        XCTAssertGreaterThan(try build(folder, at: "2026-12-02T23:00:00Z").changed ?? 0, 0, "the future item came out")
        try assertSameAsFullBuild(folder, at: "2026-12-02T23:00:00Z")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/news/futura/index.html").path))
    }
}
