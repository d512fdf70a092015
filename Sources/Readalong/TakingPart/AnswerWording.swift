import Foundation

/// The words a form's answer dropdown shows for `going`, `maybe` and `absent`, in the
/// languages of the interface: a submission may carry either the word or its label.
enum AnswerWording {
    /// The dropdown label of an answer in a language (`ca`, `es`, else English).
    static func label(_ answer: EventAnswers.Answer, language: String) -> String {
        switch (LanguageTag.primaryLanguage(of: language), answer) {
        case ("ca", .going): "Hi aniré"
        case ("ca", .maybe): "Potser"
        case ("ca", .absent): "No hi podré anar"
        case ("es", .going): "Iré"
        case ("es", .maybe): "Quizá"
        case ("es", .absent): "No podré ir"
        case (_, .going): "I'll come"
        case (_, .maybe): "Maybe"
        case (_, .absent): "I can't come"
        }
    }

    /// The answer a value names: the word itself or its label in ca, es or en (case and
    /// curly apostrophes aside).
    static func answer(in value: String) -> EventAnswers.Answer? {
        let folded = value.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
        if let answer = EventAnswers.Answer(rawValue: folded) { return answer }
        return EventAnswers.Answer.allCases.first { answer in
            ["ca", "es", "en"].contains { label(answer, language: $0).lowercased() == folded }
        }
    }
}
