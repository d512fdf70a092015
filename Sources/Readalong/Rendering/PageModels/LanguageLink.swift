/// `{label, url, lang, current}`: one entry of the language switch.
struct LanguageLink: KeyedTemplateModel, Sendable {
    enum Key: String, CaseIterable { case label, url, lang, current }
    let label: String
    let url: String
    let lang: String
    let current: Bool

    var templateValue: TemplateValue {
        fields([.label: .text(label), .url: .text(url), .lang: .text(lang), .current: .flag(current)])
    }
}
