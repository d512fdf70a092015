/// How a language's view of a site is obtained: the seam between publishing a site per
/// language and the translation files that give its texts in each language.
enum SiteTranslation {
    /// The view of `site` in `language`, one of its `config.languages`. The default language
    /// shows every original; another language shows the texts of its translations and the
    /// names of untitled events in that language (see `TranslationSubstitution`), and
    /// originals as fallbacks where it has no translation.
    static func view(of site: Site, in language: String) -> TranslatedSite {
        guard language != site.config.language else {
            return TranslatedSite(language: language, originalLanguage: site.config.language, site: site, translated: [],
                                  titled: [], subtitled: [], originalEventTitles: [], originalEventNotes: [],
                                  originalTitleLanguages: [:])
        }
        let substitution = TranslationSubstitution(site.translations.filter { $0.language == language.lowercased() },
                                                   language: language)
        return TranslatedSite(language: language, originalLanguage: site.config.language,
                              site: substitution.apply(to: site), translated: substitution.translatedItems(of: site),
                              titled: substitution.titledItems(of: site), subtitled: substitution.subtitledItems,
                              originalEventTitles: substitution.untranslatedEvents(of: site, \.title, \.title),
                              originalEventNotes: substitution.untranslatedEvents(of: site, \.notes, \.notes),
                              originalTitleLanguages: originalTitleLanguages(of: site))
    }

    /// The items of `site` whose original title is written in a language of its own: the
    /// books with a `language:` other than the default, and the rooms they name.
    static func originalTitleLanguages(of site: Site) -> [TranslatedItem: String] {
        var languages: [TranslatedItem: String] = [:]
        for book in site.books {
            if let language = book.language, language.lowercased() != site.config.language.lowercased() {
                languages[.book(book.slug)] = language
            }
        }
        for room in site.rooms where room.title == nil {
            languages[.room(room.slug)] = languages[.book(room.book.value)]
        }
        return languages
    }
}
