/// Reads the `polls:` list of a transcript's front matter.
enum PollParser {
    static let keys = ["question", "at", "multiple", "options"]
    static let optionKeys = ["text", "votes"]

    static func parse(_ fields: FieldReader) -> [Poll] {
        (fields.list("polls") ?? []).compactMap { item in
            guard let poll = FieldReader(item, path: fields.path, log: fields.log, what: "a poll", keys: keys,
                                         at: item.location(in: fields.path)) else { return nil }
            let question = poll.text("question", required: true)
            let at = poll.text("at").flatMap { text -> Int? in
                guard let seconds = TimeOfDay.parse(text.value) else {
                    poll.log.report(.invalidDate, at: text.location, "'\(text.value)' is not a time of day",
                                    hint: "write the time of day as 18:30")
                    return nil
                }
                return seconds
            }
            let multiple = poll.boolean("multiple")?.value ?? false
            let optionNodes = poll.list("options", required: true)
            if let optionNodes, optionNodes.isEmpty, let key = poll.keyLocation("options") {
                poll.log.report(.missingKey, at: key, "the poll \"\(question?.value ?? "")\" has no options",
                                hint: "add at least one `- text: …` under options")
            }
            let options = (optionNodes ?? []).compactMap { optionNode -> Poll.Option? in
                guard let option = FieldReader(optionNode, path: poll.path, log: poll.log, what: "a poll option",
                                               keys: optionKeys, at: optionNode.location(in: poll.path)),
                      let text = option.text("text", required: true) else { return nil }
                return Poll.Option(text: text.value, votes: option.referenceList("votes") ?? [])
            }
            guard let question else { return nil }
            return Poll(question: question.value, at: at, multiple: multiple, options: options)
        }
    }
}
