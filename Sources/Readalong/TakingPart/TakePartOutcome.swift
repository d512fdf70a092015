/// What a submission did, in words for the member: the one line `publish take-part`
/// prints, in the site's language.
enum TakePartOutcome {
    case reply(EventAnswers.Answer, event: String, date: LocalDate)
    case nominate(book: String, pick: String)
    case vote(pick: String)
    case join(room: String)
    case report(room: String)
    case rate(room: String, stars: Int)

    /// `Marta Puig: going to «Debat», 12 November 2026`, in the site's `language` (a tag;
    /// English when the tools do not speak it).
    func line(name: String, language: String) -> String {
        let dates = DateText(languageTag: language)
        let text: ToolText
        switch self {
        case .reply(let answer, let event, let date):
            text = ToolText("takePart.done.\(answer.rawValue)", ["name": name, "event": event, "date": dates.long(date)])
        case .nominate(let book, let pick):
            text = ToolText("takePart.done.nominate", ["name": name, "book": book, "pick": pick])
        case .vote(let pick):
            text = ToolText("takePart.done.vote", ["name": name, "pick": pick])
        case .join(let room):
            text = ToolText("takePart.done.join", ["name": name, "room": room])
        case .report(let room):
            text = ToolText("takePart.done.report", ["name": name, "room": room])
        case .rate(let room, let stars):
            text = ToolText("takePart.done.rate", ["name": name, "room": room, "stars": "\(stars)"])
        }
        return text.rendered(in: ToolLanguage(tag: dates.language) ?? .english)
    }
}
