import XCTest
import Yams
@testable import Readalong

/// The workflows that run `publish check` fetch the whole history, without which no
/// translation can be judged stale (W025 compares each original's last commit with the
/// translation's date); the take-part workflow, which only edits files, keeps a shallow one.
final class WorkflowHistoryTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `fetch-depth` of the checkout step of each job of a workflow, by job.
    private func fetchDepths(_ workflow: String) throws -> [String: Int] {
        let document = try XCTUnwrap(try Yams.load(yaml: workflow) as? [String: Any])
        let jobs = try XCTUnwrap(document["jobs"] as? [String: [String: Any]])
        var depths: [String: Int] = [:]
        for (name, job) in jobs {
            let steps = job["steps"] as? [[String: Any]] ?? []
            guard let checkout = steps.first(where: { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true }) else { continue }
            depths[name] = (checkout["with"] as? [String: Any])?["fetch-depth"] as? Int
        }
        return depths
    }

    func testANewSitesWorkflowFetchesTheHistoryItsCheckNeeds() throws {
        for language in ToolLanguage.allCases {
            XCTAssertEqual(try fetchDepths(StarterWorkflow.text(version: "1.2.3", language: language)), ["build": 0], "\(language)")
        }
    }

    func testTheTakePartWorkflowStaysShallow() throws {
        let texts = TakePartFormTexts(languageTag: "ca")
        XCTAssertEqual(try fetchDepths(TakePartWorkflow.text(texts: texts, version: "1.2.3")), ["apply": 1])
    }

    func testThisRepositorysPublishWorkflowFetchesTheHistory() throws {
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/publish.yml"), encoding: .utf8)
        XCTAssertEqual(try fetchDepths(workflow), ["build": 0])
    }
}
