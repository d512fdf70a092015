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
                           "the \(event.kind.rawValue) '\(event.id.value)' is not a meeting, so no one answers it",
                           hint: "move going, maybe and absent to a discussion or meetup, or remove them")
                continue
            }
            var answered: [String: EventAnswers.Answer] = [:]
            for answer in EventAnswers.Answer.allCases {
                for handle in event.answers[answer] {
                    if !roster.contains(handle.value) {
                        log.report(.answerFromOutsider, at: handle.location,
                                   "'\(handle.value)' answers '\(event.id.value)' but is not in the room",
                                   hint: Suggestion.hint(for: handle.value, in: roster)
                                       ?? "add '\(handle.value)' to the room's members first, or remove the answer")
                    } else if let earlier = answered[handle.value] {
                        log.report(.answeredTwice, at: handle.location,
                                   "'\(handle.value)' is under both \(earlier.rawValue) and \(answer.rawValue) of '\(event.id.value)'",
                                   hint: "keep '\(handle.value)' in one list only")
                    } else {
                        answered[handle.value] = answer
                    }
                }
            }
        }
        return log.entries
    }
}
