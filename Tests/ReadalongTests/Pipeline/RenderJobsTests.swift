import XCTest
@testable import Readalong

/// How the files of a plan are handed to the parallel loop: files that read one value made
/// once (the search shards) go together in one job, ahead of the pages, and every other file
/// is a job of its own.
final class RenderJobsTests: XCTestCase {
    /// The plan of the in-memory fixture site (a room with a searched chat).
    private func fixturePlan() throws -> SitePlan {
        let result = try SiteFixture.check()
        let site = try XCTUnwrap(result.site, "\(result.placed)")
        return SitePlan(site: site, options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)), baseURL: site.config.baseURL)
    }

    func testFilesSharingAValueAreOneJobBeforeThePages() throws {
        let plan = try fixturePlan()
        let jobs = SiteRenderer.jobs(of: plan.files)
        let sharedPaths = Dictionary(grouping: plan.files.filter { $0.sharing != nil }, by: { $0.sharing! }).mapValues { $0.map(\.path) }
        XCTAssertEqual(Set(sharedPaths.keys), ["site search", "chat shards"])
        XCTAssertEqual(sharedPaths["site search"], ["search/site/0.json"] + (0..<4).map { "search/terms/site/\($0).json" })
        XCTAssertTrue(sharedPaths["chat shards"]!.allSatisfy { $0.hasPrefix("search/terms/chat/") }, "\(sharedPaths["chat shards"]!)")
        let firstPage = try XCTUnwrap(jobs.firstIndex { job in job.contains { if case .page = $0.source { true } else { false } } })
        for (name, paths) in sharedPaths {
            let index = try XCTUnwrap(jobs.firstIndex { $0.first?.sharing == name }, name)
            XCTAssertEqual(jobs[index].map(\.path), paths, "\(name): every file in one job, in plan order")
            XCTAssertLessThan(index, firstPage, "\(name) starts before the pages")
        }
        XCTAssertTrue(jobs.allSatisfy { $0.count == 1 || Set($0.map(\.sharing)).count == 1 }, "no job mixes values")
    }

    func testEveryFileButTheFingerprintedOnesIsInExactlyOneJob() throws {
        let plan = try fixturePlan()
        let jobbed = SiteRenderer.jobs(of: plan.files).flatMap { $0 }.map(\.path)
        XCTAssertEqual(jobbed.count, Set(jobbed).count, "no file made twice")
        let expected = plan.files.filter {
            switch $0.source {
            case .fingerprints: return false
            default: return true
            }
        }.map(\.path)
        XCTAssertEqual(Set(jobbed), Set(expected))
    }
}
