import Foundation

/// Reads the Markdown a forge makes of a filled-in issue form: for each field a line
/// `### <label>`, a blank line, then the value (`_No response_` when left empty).
///
/// Fields are read in the form's order. A heading that is not the next expected label is
/// part of the value above it, so text typed into a field cannot start a field of its own.
public enum IssueFormReader {
    /// The submission in an issue's body.
    public static func read(_ body: String) throws(TakePartError) -> Submission {
        let lines = body.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        guard let start = lines.firstIndex(where: { heading(of: $0) == "Action" }) else {
            throw .unreadable(ToolText("takePart.notForm"), hint: ToolText("takePart.notForm.hint"))
        }
        // `Action` ends where the first label of any action starts.
        let labels = Set(SubmissionAction.allCases.flatMap(\.fieldLabels))
        let actionEnd = lines[(start + 1)...].firstIndex { heading(of: $0).map(labels.contains) ?? false } ?? lines.count
        let actionText = value(of: lines[(start + 1)..<actionEnd])
        guard let action = SubmissionAction(rawValue: actionText.lowercased()) else {
            throw .unreadable(ToolText("takePart.notAction", ["value": SubmissionFields.shown(actionText)]),
                              hint: ToolText("takePart.notAction.hint", ["actions": SubmissionAction.allCases.map(\.rawValue).joined(separator: ", ")]))
        }
        var values: [String: String] = [:]
        var index = actionEnd
        for (position, label) in action.fieldLabels.enumerated() {
            guard index < lines.count, heading(of: lines[index]) == label else {
                throw .unreadable(ToolText("takePart.formField", ["label": label]), hint: ToolText("takePart.formField.hint"))
            }
            let next = position + 1 < action.fieldLabels.count ? action.fieldLabels[position + 1] : nil
            let end = lines[(index + 1)...].firstIndex { next != nil && heading(of: $0) == next } ?? lines.count
            values[label] = value(of: lines[(index + 1)..<end])
            index = end
        }
        return try SubmissionFields.submission(action, values)
    }

    /// The label of a `### Label` line.
    private static func heading(of line: String) -> String? {
        guard line.hasPrefix("### ") else { return nil }
        return line.dropFirst(4).trimmingCharacters(in: .whitespaces)
    }

    /// A field's value: its lines without the blank ones around them; empty for `_No response_`.
    private static func value(of lines: ArraySlice<String>) -> String {
        let text = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return text == "_No response_" ? "" : text
    }
}
