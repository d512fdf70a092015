import Foundation
@testable import Readalong
import XCTest

/// The work a build starts while the rules run (its plan): it is given the site as it will
/// be published, its value is kept only when the rules pass, and it counts as publishing.
final class WorkAheadTests: XCTestCase {
    /// Checks the fixture with `changes`; the work ahead notes a calendar event into
    /// `counters` each time it runs (checking alone makes none), and names the site's books.
    private func check(_ changes: [String: String?], counters: BuildCounters) throws -> (result: CheckResult, ahead: [String]?) {
        let fileSystem = InMemoryFileSystem(SiteFixture.files(changes))
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        return try BuildCounters.$current.withValue(counters) {
            try ContentPipeline.check(fileSystem: fileSystem, options: .english(clock: clock), keeping: [:],
                                      images: ImageCheckMemory()) { site in
                BuildCounters.note(.calendarEvent)
                return site.books.map(\.slug).sorted()
            }
        }
    }

    func testAPassingSiteKeepsTheWorkDoneOnTheSiteItPublishes() throws {
        let counters = BuildCounters()
        let (result, ahead) = try check([:], counters: counters)
        XCTAssertEqual(result.diagnostics.map(\.code.id), [])
        XCTAssertEqual(ahead, ["nada", "solitud"])
        XCTAssertEqual(result.site?.books.map(\.slug).sorted(), ahead)
        XCTAssertEqual(counters.count(of: .calendarEvent, in: .publish), 1, "the work ran once, counted as publishing")
    }

    func testAnErrorOfTheRulesDropsTheWorkAhead() throws {
        let counters = BuildCounters()
        let room = SiteFixture.files["content/rooms/tardor/index.md"]!.replacingOccurrences(of: "host: marta", with: "host: mrta")
        let (result, ahead) = try check(["content/rooms/tardor/index.md": room], counters: counters)
        XCTAssertEqual(result.placed, ["E022 content/rooms/tardor/index.md:3:7"])
        XCTAssertNil(result.site)
        XCTAssertNil(ahead)
        XCTAssertEqual(counters.count(of: .calendarEvent), 1, "the rules found the error while the work ran")
    }

    func testAnErrorFoundWhileLoadingStartsNoWork() throws {
        let counters = BuildCounters()
        let (result, ahead) = try check(["content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\npages: moltes\n---\n"],
                                        counters: counters)
        XCTAssertEqual(result.placed, ["E004 content/books/nada.md:4:8"])
        XCTAssertNil(ahead)
        XCTAssertEqual(counters.count(of: .calendarEvent), 0)
    }

    func testWorkAheadCountsAsPublishingWhileTheBuildChecks() {
        let counters = BuildCounters()
        BuildCounters.$current.withValue(counters) {
            BuildCounters.enter(.check)
            _ = WorkAhead { [1, 2, 3].parallelMap { _ in BuildCounters.note(.calendarEvent) } }.result
            BuildCounters.note(.calendarEvent)
        }
        XCTAssertEqual(counters.count(of: .calendarEvent, in: .publish), 3)
        XCTAssertEqual(counters.count(of: .calendarEvent, in: .check), 1)
    }
}
