/// Who said they will come to a meeting (`going`), might (`maybe`) or cannot (`absent`),
/// as written on the event in `schedule.yml`.
public struct EventAnswers: Sendable {
    /// One of the three answers a member can give.
    public enum Answer: String, Sendable, CaseIterable {
        case going, maybe, absent
    }

    public var going: [Located<String>] = []
    public var maybe: [Located<String>] = []
    public var absent: [Located<String>] = []

    /// The handles listed under one answer, in the order written.
    public subscript(answer: Answer) -> [Located<String>] {
        switch answer {
        case .going: going
        case .maybe: maybe
        case .absent: absent
        }
    }

    /// The answer a member gave, if any (the first list that names them).
    public func answer(of handle: String) -> Answer? {
        Answer.allCases.first { self[$0].contains { $0.value == handle } }
    }

    /// Whether no one has answered.
    public var isEmpty: Bool { going.isEmpty && maybe.isEmpty && absent.isEmpty }
}
