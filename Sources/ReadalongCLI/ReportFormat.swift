import ArgumentParser
import Readalong

/// How `publish check` prints its diagnostics.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case human, json, github

    /// The whole report for a result.
    func render(_ result: CheckResult, colour: Bool) -> String {
        switch self {
        case .human: return HumanFormatter(colour: colour).format(result)
        case .json: return JSONFormatter.format(result)
        case .github: return GitHubFormatter.format(result)
        }
    }
}
