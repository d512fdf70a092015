/// `{note, lang}`: on a page of another language showing an original text, the note saying
/// so in the reader's language and the language of the text shown.
struct TranslationFallback: KeyedTemplateModel, Sendable {
    enum Key: String, CaseIterable { case note, lang }
    let note: String
    let lang: String

    var templateValue: TemplateValue { fields([.note: .text(note), .lang: .text(lang)]) }
}
