/// A poll with its results as percentages; voters are never named.
struct PollModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case question, total, time, multiple, options }

    /// One answer: its text, its votes and their share of all votes.
    struct Option: KeyedTemplateModel {
        enum Key: String, CaseIterable { case text, votes, percent }
        let text: String
        let votes: Int
        let percent: Int

        var templateValue: TemplateValue { fields([.text: .text(text), .votes: .number(votes), .percent: .number(percent)]) }
    }

    let question: String
    /// `11 votes`.
    let total: String
    let time: String?
    let multiple: Bool
    let options: [Option]

    var templateValue: TemplateValue {
        fields([.question: .text(question), .total: .text(total), .time: time.orFalse, .multiple: .flag(multiple),
                .options: options.templateValue])
    }
}
