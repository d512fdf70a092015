/// `{hreflang, href}`: one `<link rel="alternate">` of a page in several languages.
struct LanguageAlternate: KeyedTemplateModel, Sendable {
    enum Key: String, CaseIterable { case hreflang, href }
    let hreflang: String
    let href: String

    var templateValue: TemplateValue { fields([.hreflang: .text(hreflang), .href: .text(href)]) }
}
