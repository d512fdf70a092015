/// What a meeting's page shows of its answers: "5 coming · 2 maybe", and who, except in
/// anonymous rooms (counts only). Who cannot come is never shown.
struct EventAnswersModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case counts, going, maybe }

    /// `5 coming · 2 maybe`.
    let counts: String
    /// The names of those coming and of those who may, or `nil` in an anonymous room.
    let going: String?
    let maybe: String?

    /// The model of an event's answers, or `nil` when no one is coming or may come.
    init?(_ answers: EventAnswers, anonymous: Bool, strings: UIStrings, name: (String) -> String) {
        guard !answers.going.isEmpty || !answers.maybe.isEmpty else { return nil }
        counts = [strings.count(answers.going.count, "event.coming"), strings.count(answers.maybe.count, "event.maybeCount")]
            .joined(separator: " · ")
        func names(_ list: [Located<String>]) -> String? {
            anonymous || list.isEmpty ? nil : list.map { name($0.value) }.joined(separator: ", ")
        }
        going = names(answers.going)
        maybe = names(answers.maybe)
    }

    var templateValue: TemplateValue { fields([.counts: .text(counts), .going: going.orFalse, .maybe: maybe.orFalse]) }
}
