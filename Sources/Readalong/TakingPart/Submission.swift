/// One thing a member asks to do, read from an issue form or an e-mail message: the action
/// and its target, as written (names are checked against the site when it is applied).
public enum Submission: Sendable, Equatable {
    /// Coming, maybe coming or not coming to a meeting.
    case reply(room: String, event: String, answer: EventAnswers.Answer)
    /// Proposing a book for a pick (a slug, or the ISBN of a book of the site).
    case nominate(pick: String, book: String, note: String?)
    /// A ballot: the books in preference order (ranked) or the chosen ones.
    case vote(pick: String, books: [String])
    /// Asking to join a room.
    case join(room: String)
    /// Reporting a message; the reason goes to the reviewers, never into content.
    case report(room: String, transcript: String, message: String, reason: String?)
    /// Rating a finished room's book, 0 to 5.
    case rate(room: String, stars: Int)

    /// The action's name, as forms and subjects write it.
    public var action: SubmissionAction {
        switch self {
        case .reply: .reply
        case .nominate: .nominate
        case .vote: .vote
        case .join: .join
        case .report: .report
        case .rate: .rate
        }
    }
}
