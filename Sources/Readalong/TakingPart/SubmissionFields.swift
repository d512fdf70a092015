import Foundation

/// Turns the values of a submission's fields (by label) into a `Submission`, refusing any
/// value that is not what its field holds: names must follow the slug rule, so nothing
/// typed into a field can reach content but a name, a number or one line of free text.
enum SubmissionFields {
    static func submission(_ action: SubmissionAction, _ values: [String: String]) throws(TakePartError) -> Submission {
        switch action {
        case .reply:
            let answerText = try value("Answer", values)
            guard let answer = AnswerWording.answer(in: answerText) else {
                throw .unreadable(ToolText("takePart.notAnswer", ["value": Self.shown(answerText)]), hint: ToolText("takePart.notAnswer.hint"))
            }
            return .reply(room: try name("Room", values), event: try name("Event", values), answer: answer)
        case .nominate:
            let book = try value("Book", values)
            guard Slug.isValid(book) || (try? ISBN.parse(book).get()) != nil else {
                throw .unreadable(ToolText("takePart.notBook", ["value": Self.shown(book)]), hint: Self.slugHint("Book"))
            }
            return .nominate(pick: try name("Pick", values), book: book, note: freeText(values["Note"]))
        case .vote:
            let books = try value("Books", values).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            for book in books where !Slug.isValid(book) {
                throw .unreadable(ToolText("takePart.notBookSlug", ["value": Self.shown(book)]), hint: ToolText("takePart.notBookSlug.hint"))
            }
            return .vote(pick: try name("Pick", values), books: books)
        case .join:
            return .join(room: try name("Room", values))
        case .report:
            let anchor = try value("Message", values).trimmingCharacters(in: CharacterSet(charactersIn: "#"))
            guard Slug.isValid(anchor) else {
                throw .unreadable(ToolText("takePart.notMessageLink", ["value": Self.shown(anchor)]),
                                  hint: ToolText("takePart.notMessageLink.hint"))
            }
            return .report(room: try name("Room", values), transcript: try name("Transcript", values), message: anchor,
                           reason: freeText(values["Reason"]))
        case .rate:
            let text = try value("Rating", values)
            guard let stars = Int(text), (0...5).contains(stars) else {
                throw .unreadable(ToolText("takePart.notRating", ["value": Self.shown(text)]), hint: ToolText("takePart.notRating.hint"))
            }
            return .rate(room: try name("Room", values), stars: stars)
        }
    }

    /// A required value, trimmed.
    private static func value(_ label: String, _ values: [String: String]) throws(TakePartError) -> String {
        let text = values[label]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !text.isEmpty else {
            throw .unreadable(ToolText("takePart.emptyField", ["label": label]), hint: ToolText("takePart.emptyField.hint", ["label": label]))
        }
        return text
    }

    /// A required name (slug, handle or event id).
    private static func name(_ label: String, _ values: [String: String]) throws(TakePartError) -> String {
        let text = try value(label, values)
        guard Slug.isValid(text) else {
            throw .unreadable(ToolText("takePart.notName", ["value": shown(text), "label": label]), hint: slugHint(label))
        }
        return text
    }

    /// Free text as one line: runs of spaces and line breaks become one space.
    static func freeText(_ text: String?) -> String? {
        let words = (text ?? "").split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// A value as quoted in a message: one line, at most 60 characters.
    static func shown(_ text: String) -> String {
        let line = freeText(text) ?? ""
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }

    private static func slugHint(_ label: String) -> ToolText {
        ToolText("takePart.notName.hint", ["label": label])
    }
}
