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
            var object: [String: Any] = ["ok": true, "member": change.member, "action": change.submission.action.rawValue,
                                         "file": change.path, "changed": change.changesFile, "summary": change.summary,
                                         "added": change.added.map(\.path)]
            if case .report(_, _, _, let reason) = change.submission, let reason { object["reason"] = reason }
            return Self.json(object)
        }
    }

    /// The JSON object of a refusal, its texts in `language`.
    func refused(_ error: TakePartError, language: ToolLanguage) -> String {
        var object: [String: Any] = ["ok": false, "error": error.text.rendered(in: language)]
        if let hint = error.hintText { object["hint"] = hint.rendered(in: language) }
        return Self.json(object)
    }

    private static func json(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
