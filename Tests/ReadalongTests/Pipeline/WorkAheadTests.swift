import Foundation
@testable import Readalong
import XCTest

/// The work a build starts while the rules run (its plan): it is given the site as it will
/// be published, its value is kept only when the rules pass, and it counts as publishing.
final class WorkAheadTests: XCTestCase {
    /// How many times the work ahead ran.
    private final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func note() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    private func check(_ changes: [String: String?], runs: Runs) throws -> (result: CheckResult, ahead: [String]?) {
        let fileSystem = InMemoryFileSystem(SiteFixture.files(changes))
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        return try ContentPipeline.check(fileSystem: fileSystem, options: .english(clock: clock), keeping: [:],
                                         images: ImageCheckMemory()) { site in
            runs.note()
            return site.books.map(\.slug).sorted()
        }
    }

    func testAPassingSiteKeepsTheWorkDoneOnTheSiteItPublishes() throws {
        let runs = Runs()
        let (result, ahead) = try check([:], runs: runs)
        XCTAssertEqual(result.diagnostics.map(\.code.id), [])
        XCTAssertEqual(ahead, ["nada", "solitud"])
        XCTAssertEqual(result.site?.books.map(\.slug).sorted(), ahead)
        XCTAssertEqual(runs.total, 1)
    }

    func testAnErrorOfTheRulesDropsTheWorkAhead() throws {
        let runs = Runs()
        let room = SiteFixture.files["content/rooms/tardor/index.md"]!.replacingOccurrences(of: "host: marta", with: "host: mrta")
        let (result, ahead) = try check(["content/rooms/tardor/index.md": room], runs: runs)
        XCTAssertEqual(result.placed, ["E022 content/rooms/tardor/index.md:3:7"])
        XCTAssertNil(result.site)
        XCTAssertNil(ahead)
        XCTAssertEqual(runs.total, 1, "the rules found the error while the work ran")
    }

    func testAnErrorFoundWhileLoadingStartsNoWork() throws {
        let runs = Runs()
        let (result, ahead) = try check(["content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\npages: moltes\n---\n"],
                                        runs: runs)
        XCTAssertEqual(result.placed, ["E004 content/books/nada.md:4:8"])
        XCTAssertNil(ahead)
        XCTAssertEqual(runs.total, 0)
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
