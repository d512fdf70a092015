import Foundation
@testable import Readalong
import XCTest

/// Rebuilds at other instants: the clock window says when a page can change, and a rebuild
/// inside it renders nothing, while one across a boundary gives the bytes of a build from scratch.
final class IncrementalClockTests: RebuildTestCase {
    func testTheClockOnlyMattersAcrossABoundary() throws {
        try build()
        XCTAssertEqual(try build(at: now + 3_600).rendered, 0, "an hour later nothing the clock decides has changed")
        let later = now + 120 * 86_400
        XCTAssertGreaterThan(try build(at: later).changed ?? 0, 0, "months later, rooms have started and finished")
        try assertMatchesFullBuild(at: later)
    }

    /// The fixture's open pick closes on 2026-11-30 at 20:00 in Madrid (19:00 UTC): a rebuild
    /// a second before still hides its count, the rebuild at that second shows it, and both
    /// give the bytes of a build from scratch at the same instant.
    func testAPickPageShowsItsResultsFromTheSecondItCloses() throws {
        let closes = 1_796_065_200  // 2026-11-30T19:00:00Z
        let page = site.appendingPathComponent("output/picks/tria/index.html")
        try build()
        try build(at: closes - 1)
        try assertMatchesFullBuild(at: closes - 1)
        let open = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(open.contains("Es pot votar fins al 30 de novembre de 2026, 20:00"))
        XCTAssertFalse(open.contains("pick-round"))
        XCTAssertGreaterThan(try build(at: closes).rendered ?? 0, 0, "the close is a moment the clock window knows")
        try assertMatchesFullBuild(at: closes)
        let closed = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(closed.contains("Es va tancar el 30 de novembre de 2026, 20:00"))
        XCTAssertEqual(HTMLText.rounds(in: closed).first?.caption, "Ronda 1")
    }

    /// The window is only safe if it names every instant where the output can change: two
    /// builds from scratch at its first and last second must agree. Two windows here, one in
    /// summer time and one in winter time; `PageClockTests` checks every window of the year
    /// of the sample and of `SiteFixture` without building.
    func testEverythingTheClockDecidesStaysPutInsideItsWindow() throws {
        let result = try ContentPipeline.check(fileSystem: DiskFileSystem(root: site.path),
                                               options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: now)))
        let fixture = try XCTUnwrap(result.site)
        var differing = 0
        for day in [-150, 50] {
            let window = ClockWindow(site: fixture, now: now + day * 86_400 + 3_600 * (day % 7))
            let first = root.appendingPathComponent("first-\(day)")
            let last = root.appendingPathComponent("last-\(day)")
            for folder in [first, last] {
                try FileManager.default.copyItem(at: site.appendingPathComponent("content"), to: folder.appendingPathComponent("content"))
            }
            try build(first, at: window.start)
            try build(last, at: window.end - 1)
            let early = try files(under: first.appendingPathComponent("output"))
            let late = try files(under: last.appendingPathComponent("output"))
            XCTAssertEqual(early.keys.sorted(), late.keys.sorted(), "the same files all through the window")
            differing += early.filter { late[$0.key] != $0.value }.count
        }
        XCTAssertEqual(differing, 0, "no file differs between the first and the last second of a window")
    }

    func testTheClockWindowEndsAtTheNextThingTheClockDecides() throws {
        let site = try XCTUnwrap(SiteFixture.check().site)
        let debate = 1_794_502_800  // 2026-11-12 18:00 in Madrid
        let window = ClockWindow(site: site, now: debate - 10)
        XCTAssertEqual(window.start, 1_794_441_600, "midnight UTC, after midnight in Madrid an hour before")
        XCTAssertEqual(window.end, debate + 1, "the debate stops being 'to come' one second after it starts")
        XCTAssertEqual(ClockWindow(site: site, now: debate), window, "nothing the pages show changes as it starts")
    }
}
