/// The six actions of taking part, with the labels of their form fields.
public enum SubmissionAction: String, Sendable, CaseIterable {
    case reply, nominate, vote, join, report, rate

    /// The labels of the form's fields after `Action`, in the form's order (the same
    /// English words on every site).
    public var fieldLabels: [String] {
        switch self {
        case .reply: ["Room", "Event", "Answer"]
        case .nominate: ["Pick", "Book", "Note"]
        case .vote: ["Pick", "Books"]
        case .join: ["Room"]
        case .report: ["Room", "Transcript", "Message", "Reason"]
        case .rate: ["Room", "Rating"]
        }
    }
}
