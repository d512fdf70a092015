/// The language of the pages a kit makes on a site in several languages: where the same
/// page is in the other languages, and which texts are originals shown as fallbacks.
struct PageLanguage: Sendable {
    let versions: LanguageVersions
    /// The language of these pages.
    let current: LanguageVersions.Version
    /// The site's texts in that language.
    let translation: TranslatedSite

    /// The alternates, language switch, fallback note and heading's language of a page at
    /// `url` showing `item`; `nil` for a page the whole site shares (`404.html`,
    /// `offline.html`): every language's pages have addresses ending in `/`, those are files
    /// served once.
    func head(of url: String, showing item: TranslatedItem?, strings: UIStrings) -> PageHead.Languages? {
        guard url.hasSuffix("/") else { return nil }
        let fallback = item.flatMap { item -> TranslationFallback? in
            guard translation.isFallback(item) else { return nil }
            let original = translation.originalLanguage
            let name = strings["language.name.\(LanguageTag.primaryLanguage(of: original))"]
            return TranslationFallback(note: strings.format("language.fallback", name), lang: original)
        }
        return PageHead.Languages(alternates: versions.alternates(of: url, in: current),
                                  links: versions.switchLinks(of: url, in: current), fallback: fallback,
                                  headingLang: item.flatMap(translation.titleLanguage))
    }
}
