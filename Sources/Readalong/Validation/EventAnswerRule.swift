/// The answers on a room's meetings (`going`, `maybe`, `absent`): only meetings take them,
/// only the room's people answer, and each answers once (E098, E099, E100). Answers
/// listing a handle twice in one list are reported as the list is read (E025).
enum EventAnswerRule {
    static func check(_ room: Room) -> [Diagnostic] {
        guard let schedule = room.schedule else { return [] }
        let log = DiagnosticLog()
        let roster = room.roster
        for event in schedule.events where !event.answers.isEmpty {
            guard event.isMeeting else {
                let first = EventAnswers.Answer.allCases.flatMap { event.answers[$0] }.min { $0.location.line < $1.location.line }
                log.report(.answerOnNonMeeting, at: first?.location ?? event.entryLocation,
                           ToolText("answers.notMeeting", ["kind": event.kind.rawValue, "event": event.id.value]),
                           hint: ToolText("answers.notMeeting.hint"))
                continue
            }
            var answered: [String: EventAnswers.Answer] = [:]
            for answer in EventAnswers.Answer.allCases {
                for handle in event.answers[answer] {
                    if !roster.contains(handle.value) {
                        log.report(.answerFromOutsider, at: handle.location,
                                   ToolText("answers.outsider", ["handle": handle.value, "event": event.id.value]),
                                   hint: Suggestion.hint(for: handle.value, in: roster)
                                       ?? ToolText("answers.outsider.hint", ["handle": handle.value]))
                    } else if let earlier = answered[handle.value] {
                        log.report(.answeredTwice, at: handle.location,
                                   ToolText("answers.twice", ["handle": handle.value, "first": earlier.rawValue, "second": answer.rawValue,
                                                              "event": event.id.value]),
                                   hint: ToolText("answers.twice.hint", ["handle": handle.value]))
                    } else {
                        answered[handle.value] = answer
                    }
                }
            }
        }
        return log.entries
    }
}
