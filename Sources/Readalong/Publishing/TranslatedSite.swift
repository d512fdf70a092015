/// One language's view of a site: the site to publish in that language (texts of its
/// translations substituted) and which items show a translation rather than the original.
struct TranslatedSite: Sendable {
    /// The language of the view (a tag of `languages:`).
    let language: String
    /// The site's default language, the one original files are written in.
    let originalLanguage: String
    /// The site to publish in `language`.
    let site: Site
    /// The items whose text is a translation into `language`; every other item shows its
    /// original.
    let translated: Set<TranslatedItem>

    /// Whether the text shown for `item` is in the original language while the view is in
    /// another: such a page carries a note saying so, and `lang` on the original text.
    func isFallback(_ item: TranslatedItem) -> Bool {
        language != originalLanguage && !translated.contains(item)
    }

    /// The language the text of `item` is in.
    func language(of item: TranslatedItem) -> String {
        isFallback(item) ? originalLanguage : language
    }
}
