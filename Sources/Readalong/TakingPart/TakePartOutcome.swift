/// What a submission did, in words for the member: the one line `publish take-part`
/// prints, in the site's language.
enum TakePartOutcome {
    case reply(EventAnswers.Answer, event: String, date: LocalDate)
    case nominate(book: String, pick: String)
    case vote(pick: String)
    case join(room: String)
    case report(room: String)
    case rate(room: String, stars: Int)

    /// `Marta Puig: going to «Debat», 12 November 2026`, in `language`.
    func line(name: String, language: String) -> String {
        let dates = DateText(languageTag: language)
        let said: String
        switch (dates.language, self) {
        case ("ca", .reply(let answer, let event, let date)):
            said = "\(["going": "hi anirà", "maybe": "potser anirà", "absent": "no podrà anar"][answer.rawValue]!) a «\(event)», \(dates.long(date))"
        case ("es", .reply(let answer, let event, let date)):
            said = "\(["going": "irá", "maybe": "quizá irá", "absent": "no podrá ir"][answer.rawValue]!) a «\(event)», \(dates.long(date))"
        case (_, .reply(let answer, let event, let date)):
            said = "\(["going": "going", "maybe": "maybe going", "absent": "not going"][answer.rawValue]!) to «\(event)», \(dates.long(date))"
        case ("ca", .nominate(let book, let pick)): said = "proposa «\(book)» a «\(pick)»"
        case ("es", .nominate(let book, let pick)): said = "propone «\(book)» en «\(pick)»"
        case (_, .nominate(let book, let pick)): said = "nominated «\(book)» in «\(pick)»"
        case ("ca", .vote(let pick)): said = "ha votat a «\(pick)»"
        case ("es", .vote(let pick)): said = "ha votado en «\(pick)»"
        case (_, .vote(let pick)): said = "voted in «\(pick)»"
        case ("ca", .join(let room)): said = "demana entrar a «\(room)»"
        case ("es", .join(let room)): said = "pide entrar en «\(room)»"
        case (_, .join(let room)): said = "asks to join «\(room)»"
        case ("ca", .report(let room)): said = "ha denunciat un missatge de «\(room)»; la moderació el revisarà"
        case ("es", .report(let room)): said = "ha denunciado un mensaje de «\(room)»; la moderación lo revisará"
        case (_, .report(let room)): said = "reported a message in «\(room)»; the moderators will review it"
        case ("ca", .rate(let room, let stars)): said = "valora «\(room)» amb \(stars) de 5"
        case ("es", .rate(let room, let stars)): said = "valora «\(room)» con \(stars) de 5"
        case (_, .rate(let room, let stars)): said = "rated «\(room)» \(stars) out of 5"
        }
        return "\(name): \(said)"
    }
}
