/// A link to a book with its cover, as cards and lists show it.
struct BookReference: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, title, authors, cover, subtitle }
    /// `nil` (left out) for a slug that names no book, shown by its slug alone.
    let url: String?
    let title: String
    /// Joined with commas; `nil` (left out) with `url`.
    let authors: String?
    var cover: Picture?
    let subtitle: String?

    var templateValue: TemplateValue {
        fields([.url: url?.templateValue, .title: .text(title), .authors: authors?.templateValue,
                .cover: cover.orFalse, .subtitle: subtitle.orFalse])
    }
}
