/// A link to a book with its cover, as cards and lists show it.
struct BookReference: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, title, authors, cover, subtitle, titleLang, subtitleLang }
    /// `nil` (left out) for a slug that names no book, shown by its slug alone.
    let url: String?
    let title: String
    /// Joined with commas; `nil` (left out) with `url`.
    let authors: String?
    var cover: Picture?
    let subtitle: String?
    /// The original's language when the title (the subtitle) shown is the original's on a
    /// page of another language, for `lang` on it; `nil` (`false`) otherwise.
    let titleLang: String?
    let subtitleLang: String?

    var templateValue: TemplateValue {
        fields([.url: url?.templateValue, .title: .text(title), .authors: authors?.templateValue,
                .cover: cover.orFalse, .subtitle: subtitle.orFalse,
                .titleLang: titleLang.orFalse, .subtitleLang: subtitleLang.orFalse])
    }
}
