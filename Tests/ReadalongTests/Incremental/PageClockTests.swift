import Foundation
@testable import Readalong
import XCTest

/// The clock window is only as good as the readings it is made of: every answer a page gets
/// from the clock must hold through the window, and pages must have no other way to read it.
final class PageClockTests: XCTestCase {
    /// Everything the pages can ask of the clock about a site, as text to compare.
    private func answers(_ site: Site, at now: Int) -> [String] {
        let clock = PageClock(now: now, zone: site.config.timeZone)
        var answers = ["today \(clock.today)", "stamp \(clock.stamp)"]
        for room in site.rooms {
            answers.append("\(room.slug) \(clock.status(of: room).map(\.rawValue) ?? "none")")
            for event in room.schedule?.events ?? [] {
                answers.append("\(room.slug)/\(event.id.value) \(clock.isToCome(event) ? "to come" : "past")")
            }
        }
        for pick in site.picks {
            answers.append("pick \(pick.slug) \(clock.isClosed(pick) ? "closed" : "open") \(clock.phase(of: pick))")
        }
        for item in site.news {
            answers.append("news \(item.slug) \(clock.isPublished(item) ? "out" : "not out") \(clock.isPinned(item) ? "pinned" : "")")
        }
        return answers
    }

    /// The sample site, checked (not built).
    private func sample() throws -> Site {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let clock = BuildClock(secondsSinceEpoch: 1_795_334_400)
        return try XCTUnwrap(ContentPipeline.check(fileSystem: DiskFileSystem(root: root.path), options: BuildOptions.english(clock: clock)).site)
    }

    /// Walks the windows of `site` for `days` days from `start`, asserting that the answers
    /// hold from the first to the last second of each and change where it ends; returns how
    /// many windows it walked.
    private func walkWindows(of site: Site, from start: Int, days: Int, file: StaticString = #filePath, line: UInt = #line) -> Int {
        var windows = 0
        var now = start
        while now < start + days * 86_400 {
            let window = ClockWindow(site: site, now: now)
            XCTAssertTrue(window.contains(now), file: file, line: line)
            let inside = answers(site, at: now)
            XCTAssertEqual(answers(site, at: window.start), inside, "the first second of the window at \(now)", file: file, line: line)
            XCTAssertEqual(answers(site, at: window.end - 1), inside, "the last second of the window at \(now)", file: file, line: line)
            XCTAssertNotEqual(answers(site, at: window.end), inside, "something changes where the window at \(now) ends",
                              file: file, line: line)
            windows += 1
            now = window.end
        }
        return windows
    }

    /// Every window of the sample over 400 days around 2026-11-22, with its rooms, events,
    /// picks and news. (Builds at both ends of two windows are in `IncrementalBuildTests`.)
    func testEveryAnswerAboutTheSampleHoldsThroughItsWindowAllYearRound() throws {
        let site = try sample()
        XCTAssertFalse(site.picks.isEmpty)
        XCTAssertFalse(site.news.isEmpty)
        XCTAssertGreaterThan(walkWindows(of: site, from: 1_795_334_400 - 200 * 86_400, days: 400), 400, "at least a window a day")
    }

    func testEveryAnswerHoldsThroughItsWindowAndChangesWhereItEnds() throws {
        let site = try XCTUnwrap(SiteFixture.check().site)
        // From 40 days before 2026-11-12.
        XCTAssertGreaterThan(walkWindows(of: site, from: 1_794_441_600 - 40 * 86_400, days: 80), 80,
                             "at least a window a day, and one more per event and room boundary")
    }

    /// Every window of `RebuildFixture`, whose rebuilds `IncrementalBuildTests` compares with
    /// builds from scratch at the two ends of two windows only.
    func testEveryAnswerAboutTheRebuildFixtureHoldsThroughItsWindowAllYearRound() throws {
        let site = try XCTUnwrap(SiteFixture.check(RebuildFixture.files).site)
        XCTAssertEqual(site.rooms.count, 4)
        XCTAssertGreaterThan(walkWindows(of: site, from: 1_795_334_400 - 200 * 86_400, days: 400), 400, "at least a window a day")
    }

    func testAnEventIsToComeUntilTheSecondAfterItStarts() throws {
        let site = try XCTUnwrap(SiteFixture.check().site)
        let debate = try XCTUnwrap(site.rooms.flatMap { $0.schedule?.events ?? [] }
            .first { $0.interval.start == 1_794_502_800 })
        XCTAssertTrue(PageClock(now: 1_794_502_800, zone: site.config.timeZone).isToCome(debate))
        XCTAssertFalse(PageClock(now: 1_794_502_801, zone: site.config.timeZone).isToCome(debate))
        XCTAssertEqual(PageClock(now: 0, zone: .gmt).toComeReading(of: debate).changes, [1_794_502_801])
    }

    /// Pages get the clock from `PublishedSite.clock` and nowhere else: a page builder or an
    /// output that names `now` (or asks the system clock) reads it in a way the clock window
    /// does not know about.
    func testPagesReadTheClockOnlyThroughPageClock() throws {
        // A match counts only in code: no `//` before it on its line.
        let uses = try LibrarySource.lines(in: ["Publishing", "Rendering", "Outputs", "Templating", "Markdown"],
                                           matching: #"^(?:(?!//).)*(\bnow\b|Date\(\)|DispatchTime|clock_gettime)"#)
        XCTAssertEqual(uses, ["Publishing/PublishedSite.swift: clock = PageClock(now: options.clock.now, zone: site.config.timeZone)"])
    }
}
