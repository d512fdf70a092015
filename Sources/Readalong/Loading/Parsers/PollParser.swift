/// Reads the `polls:` list of a transcript's front matter.
enum PollParser {
    static let keys = ["question", "at", "multiple", "options"]
    static let optionKeys = ["text", "votes"]

    static func parse(_ fields: FieldReader) -> [Poll] {
        (fields.list("polls") ?? []).compactMap { item in
            guard let poll = FieldReader(item, path: fields.path, log: fields.log, what: ToolText("what.poll"), keys: keys,
                                         at: item.location(in: fields.path)) else { return nil }
            let question = poll.text("question", required: true)
            let at = poll.text("at").flatMap { text -> Int? in
                guard let seconds = TimeOfDay.parse(text.value) else {
                    poll.log.report(.invalidDate, at: text.location, ToolText("time.invalid", ["value": text.value]),
                                    hint: ToolText("poll.at.hint"))
                    return nil
                }
                return seconds
            }
            let multiple = poll.boolean("multiple")?.value ?? false
            let optionNodes = poll.list("options", required: true)
            if let optionNodes, optionNodes.isEmpty, let key = poll.keyLocation("options") {
                poll.log.report(.missingKey, at: key, ToolText("poll.noOptions", ["question": question?.value ?? ""]),
                                hint: ToolText("poll.noOptions.hint"))
            }
            let options = (optionNodes ?? []).compactMap { optionNode -> Poll.Option? in
                guard let option = FieldReader(optionNode, path: poll.path, log: poll.log, what: ToolText("what.pollOption"),
                                               keys: optionKeys, at: optionNode.location(in: poll.path)),
                      let text = option.text("text", required: true) else { return nil }
                return Poll.Option(text: text.value, votes: option.referenceList("votes") ?? [])
            }
            guard let question else { return nil }
            return Poll(question: question.value, at: at, multiple: multiple, options: options)
        }
    }
}
