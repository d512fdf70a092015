/// How a language's view of a site is obtained: the seam between publishing a site per
/// language and the translation files that give its texts in each language.
enum SiteTranslation {
    /// The view of `site` in `language`, one of its `config.languages`. The default language
    /// shows every original; another language shows the texts of its translations (see
    /// `TranslationSubstitution`), and originals as fallbacks where it has none.
    static func view(of site: Site, in language: String) -> TranslatedSite {
        let own = site.translations.filter { $0.language == language.lowercased() }
        guard language != site.config.language, !own.isEmpty else {
            return TranslatedSite(language: language, originalLanguage: site.config.language, site: site, translated: [])
        }
        let substitution = TranslationSubstitution(own, language: language)
        return TranslatedSite(language: language, originalLanguage: site.config.language,
                              site: substitution.apply(to: site), translated: substitution.translatedItems(of: site))
    }
}
