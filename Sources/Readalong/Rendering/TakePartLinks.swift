/// The action links of taking part, made from `take_part:` in site.yml: each opens a form
/// on the club's forge, or a message to the club's address, with the action and its target
/// already filled in, in the page's language and with no script needed.
struct TakePartLinks: Sendable {
    let settings: TakePartSettings
    /// The language of the page the links are on (the dropdown's words of an answer).
    let language: String

    /// The links of a site that names a way in; `nil` for one that names none.
    init?(_ config: SiteConfig, language: String) {
        guard let settings = config.takePart else { return nil }
        self.settings = settings
        self.language = language
    }

    /// "I'll come / Maybe / I can't" for a meeting.
    func replies(to event: Event, in room: Room) -> [ActionLinkModel] {
        EventAnswers.Answer.allCases.compactMap { answer in
            action(.reply(room: room.slug, event: event.id.value, answer: answer), label: AnswerWording.label(answer, language: language))
        }
    }

    /// One action's link under `label`. Values the member chooses (a book, a rating) are
    /// left for them to fill in.
    func action(_ submission: Submission, label: String) -> ActionLinkModel? {
        ActionLinkModel(label: label, links: links(submission))
    }

    /// Where to go to send `submission`: the forge's new issue, and a message by e-mail.
    func links(_ submission: Submission) -> (forge: String?, email: String?) {
        let action = submission.action
        let values = fields(submission)
        let email = settings.email.map { address in
            "mailto:\(address)?subject=\(encoded("[take-part] " + subject(submission)))"
                + (values["Note"] != nil ? "&body=\(encoded("note: \n"))" : values["Reason"] != nil ? "&body=\(encoded("reason: \n"))" : "")
        }
        guard let forge = settings.forge else { return (nil, email) }
        let title = encoded("[take-part] \(action.rawValue)")
        let body = encoded((["Action"] + action.fieldLabels).map { label in
            "### \(label)\n\n\(label == "Action" ? action.rawValue : values[label] ?? "")"
        }.joined(separator: "\n\n"))
        switch settings.forgeStyle {
        case .github:
            let query = action.fieldLabels.compactMap { label in
                values[label].map { "&\(TakePartForms.fieldID(label))=\(encoded($0))" }
            }.joined()
            return ("\(forge)/issues/new?template=\(action.rawValue).yml\(query)", email)
        case .gitlab:
            return ("\(forge)/-/issues/new?issue%5Btitle%5D=\(title)&issue%5Bdescription%5D=\(body)", email)
        case .forgejo:
            return ("\(forge)/issues/new?title=\(title)&body=\(body)", email)
        }
    }

    /// The values a link fills in, by label (free text is left for the member).
    private func fields(_ submission: Submission) -> [String: String] {
        switch submission {
        case .reply(let room, let event, let answer):
            ["Room": room, "Event": event, "Answer": AnswerWording.label(answer, language: language)]
        case .nominate(let pick, _, _): ["Pick": pick, "Note": ""]
        case .vote(let pick, _): ["Pick": pick]
        case .join(let room): ["Room": room]
        case .report(let room, let transcript, let message, _): ["Room": room, "Transcript": transcript, "Message": message, "Reason": ""]
        case .rate(let room, _): ["Room": room]
        }
    }

    /// The subject of the e-mail, after `[take-part] `; what the member still has to choose
    /// (the book, the books, the rating) is left for them to add.
    private func subject(_ submission: Submission) -> String {
        switch submission {
        case .reply(let room, let event, let answer): "reply \(room)/\(event) \(answer.rawValue)"
        case .nominate(let pick, _, _): "nominate \(pick) "
        case .vote(let pick, _): "vote \(pick) "
        case .join(let room): "join \(room)"
        case .report(let room, let transcript, let message, _): "report \(room)/\(transcript)#\(message)"
        case .rate(let room, _): "rate \(room) "
        }
    }

    private func encoded(_ text: String) -> String {
        Escaping.queryValue(text)
    }
}
