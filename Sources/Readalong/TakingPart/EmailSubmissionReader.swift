import Foundation

/// Reads a submission sent by e-mail: the subject (`[take-part] reply tardor/debat-1 going`)
/// names the action and its target; the text/plain body may start with `note:` or
/// `reason:` lines, read up to the first blank line after them; quoted lines (`>`) are
/// never read.
public enum EmailSubmissionReader {
    /// The submission in a message, and its sender's address.
    public static func read(_ raw: String) throws(TakePartError) -> (submission: Submission, sender: String?) {
        let message = EmailMessage(raw)
        guard let subject = message.headers["subject"], let tag = subject.range(of: "[take-part]", options: .caseInsensitive) else {
            throw .unreadable(ToolText("takePart.noSubjectTag"), hint: ToolText("takePart.subject.hint"))
        }
        let words = subject[tag.upperBound...].split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, let action = SubmissionAction(rawValue: first.lowercased()) else {
            throw .unreadable(ToolText("takePart.noSubjectAction"),
                              hint: ToolText("takePart.noSubjectAction.hint",
                                             ["actions": SubmissionAction.allCases.map(\.rawValue).joined(separator: ", ")]))
        }
        var values = try targetValues(action, Array(words.dropFirst()))
        let notes = bodyFields(message.text)
        values["Note"] = notes["note"]
        values["Reason"] = notes["reason"]
        return (try SubmissionFields.submission(action, values), message.senderAddress)
    }

    /// The subject's words after the action, as the values of the form's fields.
    private static func targetValues(_ action: SubmissionAction, _ words: [String]) throws(TakePartError) -> [String: String] {
        let parts = words.first?.split(whereSeparator: { $0 == "/" || $0 == "#" }).map(String.init) ?? []
        switch action {
        case .reply:
            guard words.count == 2, parts.count == 2 else { throw malformed(action, "ROOM/EVENT ANSWER") }
            return ["Room": parts[0], "Event": parts[1], "Answer": words[1]]
        case .nominate:
            guard words.count == 2 else { throw malformed(action, "PICK BOOK") }
            return ["Pick": words[0], "Book": words[1]]
        case .vote:
            guard words.count >= 2 else { throw malformed(action, "PICK BOOK1 BOOK2 …") }
            return ["Pick": words[0], "Books": words.dropFirst().joined(separator: "\n")]
        case .join:
            guard words.count == 1 else { throw malformed(action, "ROOM") }
            return ["Room": words[0]]
        case .report:
            guard words.count == 1, parts.count == 3 else { throw malformed(action, "ROOM/TRANSCRIPT#MESSAGE") }
            return ["Room": parts[0], "Transcript": parts[1], "Message": parts[2]]
        case .rate:
            guard words.count == 2 else { throw malformed(action, "ROOM RATING") }
            return ["Room": words[0], "Rating": words[1]]
        }
    }

    private static func malformed(_ action: SubmissionAction, _ shape: String) -> TakePartError {
        .unreadable(ToolText("takePart.malformedSubject", ["subject": "[take-part] \(action.rawValue) \(shape)"]),
                    hint: ToolText("takePart.subject.hint"))
    }

    /// `note:` and `reason:` at the start of the body (blank lines before them skipped),
    /// each running on until the next such line; the first blank line after them ends
    /// what is read, and quoted lines are skipped.
    private static func bodyFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(">") { continue }
            if trimmed.isEmpty {
                if fields.isEmpty { continue }
                break
            }
            let lower = trimmed.lowercased()
            if let key = ["note", "reason"].first(where: { lower.hasPrefix($0 + ":") }) {
                current = key
                fields[key] = String(trimmed.dropFirst(key.count + 1))
            } else if let key = current {
                fields[key, default: ""] += "\n" + trimmed
            } else {
                break
            }
        }
        return fields
    }
}
