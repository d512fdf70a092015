/// What every page model has: `site` (the frame: title, navigation, theme files, footer),
/// `t` (the interface strings) and `page` (the head of this page).
struct PageShell: KeyedTemplateModel {
    enum Key: String, CaseIterable { case site, t, page }
    let site: TemplateValue
    let strings: TemplateValue
    var page: PageHead

    var templateValue: TemplateValue { fields([.site: site, .t: strings, .page: page.templateValue]) }

    /// The page model made of this shell and a page's own values.
    func with(_ own: TemplateValue) -> TemplateValue { templateValue.adding(own) }
}

/// `page`: the title, description and addresses of one page, for its `<head>`.
struct PageHead: KeyedTemplateModel {
    enum Key: String, CaseIterable {
        case title, heading, description, canonical, url, noindex, image, prev, next, alternates, languages, fallback,
             headingLang
    }

    /// On a site in several languages: the page in every language, whether it shows an
    /// original text as a fallback, and whether its heading is an original title.
    struct Languages: Sendable {
        let alternates: [LanguageAlternate]
        /// The language switch.
        let links: [LanguageLink]
        let fallback: TranslationFallback?
        /// The original's language when the heading is the original's title on a page of
        /// another language (even where the body is translated); `nil` otherwise.
        let headingLang: String?
    }

    /// The `<title>`: page name · site name.
    var title: String
    /// The page name alone.
    let heading: String
    let description: String
    /// The absolute URL of the page, and its URL on the site.
    let canonical: String
    let url: String
    let noindex: Bool
    /// The absolute URL of the link preview picture, if the page has one.
    let image: String?
    /// On a page of a paged list or transcript, the absolute URLs of its neighbours.
    var prev: String?
    var next: String?
    /// `nil` on a site in one language.
    var languages: Languages?

    var templateValue: TemplateValue {
        fields([.title: .text(title), .heading: .text(heading), .description: .text(description),
                .canonical: .text(canonical), .url: .text(url), .noindex: .flag(noindex),
                .image: image.orFalse, .prev: prev.orFalse, .next: next.orFalse,
                .alternates: languages?.alternates.templateValue ?? .flag(false),
                .languages: languages.map { .map(TemplateMap(["links": $0.links.templateValue])) } ?? .flag(false),
                .fallback: languages?.fallback.orFalse ?? .flag(false),
                .headingLang: languages?.headingLang.orFalse ?? .flag(false)])
    }
}
