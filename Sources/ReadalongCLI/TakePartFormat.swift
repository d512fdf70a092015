import ArgumentParser
import Foundation
import Readalong

/// How `publish take-part` reports: one line for the member, or one JSON object for a workflow.
enum TakePartFormat: String, ExpressibleByArgument, CaseIterable {
    case human, json

    /// What is printed when the change was made.
    func done(_ change: TakePartChange) -> String {
        switch self {
        case .human:
            return change.summary + "\n"
        case .json:
            return TakePartJSON(change).line
        }
    }

    /// The JSON object of a refusal, its texts in `language`.
    func refused(_ error: TakePartError, language: ToolLanguage) -> String {
        TakePartJSON(refusal: error, language: language).line
    }
}
