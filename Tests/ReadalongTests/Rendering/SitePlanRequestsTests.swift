import XCTest
@testable import Readalong

/// The plan names its pages by request, so plans can be compared: what a room publishes,
/// the same plan from the same site, and a model for every page named.
final class SitePlanRequestsTests: XCTestCase {
    private func samplePlan() throws -> SitePlan {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let options = BuildOptions(clock: BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!))
        let site = try XCTUnwrap(try ContentPipeline.check(fileSystem: DiskFileSystem(root: root.path), options: options).site)
        return SitePlan(site: site, options: options, baseURL: site.config.baseURL)
    }

    /// The pages of one room of the sample: its page and one page per transcript (too few
    /// chats and readers for lists of their own).
    func testThePlanOfTheSampleListsThePagesOfARoom() throws {
        let plan = try samplePlan()
        let ofRoom = plan.requests.filter { request in
            switch request {
            case .room(let slug): return slug == "jo-confesso"
            case .roomChats(let slug, _), .roster(let slug, _), .transcript(let slug, _, _): return slug == "jo-confesso"
            default: return false
            }
        }
        XCTAssertEqual(ofRoom, [.room("jo-confesso"),
                                .transcript(room: "jo-confesso", name: "primer-debat", page: 1),
                                .transcript(room: "jo-confesso", name: "segon-debat", page: 1)])
        XCTAssertTrue(plan.requests.contains(.rooms(filter: RoomFilter(facet: .status, value: "finished"), page: 1)))
        XCTAssertEqual(plan.requests.filter { $0 == .home || $0 == .search || $0 == .notFound }, [.home, .search, .notFound])
    }

    func testTwoPlansOfTheSameSiteAreEqual() throws {
        let (first, second) = (try samplePlan(), try samplePlan())
        XCTAssertEqual(first.requests, second.requests)
        XCTAssertEqual(first.files.map(\.path), second.files.map(\.path))
        XCTAssertEqual(Set(first.requests).count, first.requests.count, "each page is planned once")
    }

    /// Every request the plan makes has a model; a request for content the site lacks has none.
    func testEveryPlannedRequestHasAModel() throws {
        let plan = try samplePlan()
        let missing = plan.requests.filter { plan.pages.model(for: $0) == nil }
        XCTAssertEqual(missing, [])
        XCTAssertNil(plan.pages.model(for: .room("no-such-room")))
        XCTAssertNil(plan.pages.model(for: .transcript(room: "jo-confesso", name: "no-such-chat", page: 1)))
        XCTAssertEqual(plan.requests.first.map { plan.pages.model(for: $0) is HomePageModel }, true)
    }
}
