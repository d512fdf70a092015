/// How a language's view of a site is obtained: the seam between publishing a site per
/// language and the translation files that give its texts in each language.
enum SiteTranslation {
    /// The view of `site` in `language`, one of its `config.languages`. The default language
    /// shows every original; another language shows originals as fallbacks until
    /// translations are loaded.
    static func view(of site: Site, in language: String) -> TranslatedSite {
        TranslatedSite(language: language, originalLanguage: site.config.language, site: site, translated: [])
    }
}
