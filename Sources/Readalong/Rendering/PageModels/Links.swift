/// Small link-shaped values many pages share.

/// `{label, url}`: a link with its text (navigation lists, "see all" links, months).
struct LabelledLink: KeyedTemplateModel {
    enum Key: String, CaseIterable { case label, url }
    let label: String
    let url: String

    var templateValue: TemplateValue { fields([.label: .text(label), .url: .text(url)]) }
}

/// `{name, url}`: a named link (a book's or member's links, genres and topics).
struct NamedLink: KeyedTemplateModel {
    enum Key: String, CaseIterable { case name, url }
    let name: String
    let url: String

    var templateValue: TemplateValue { fields([.name: .text(name), .url: .text(url)]) }
}

/// `{url, title, titleLang}`: a link to a room, a list or a transcript by its title.
struct TitledLink: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, title, titleLang }
    let url: String
    let title: String
    /// The original's language when the title shown is the original's on a page of another
    /// language, for `lang` on it; `nil` (`false`) otherwise, and always for titles that are
    /// not translated (a transcript's own, a chapter's).
    var titleLang: String?

    var templateValue: TemplateValue { fields([.url: .text(url), .title: .text(title), .titleLang: titleLang.orFalse]) }
}

/// `{webcal, url}`: a calendar feed, as a `webcal://` subscription and as a download.
struct CalendarFeedLinks: KeyedTemplateModel {
    enum Key: String, CaseIterable { case webcal, url }
    let webcal: String
    let url: String

    var templateValue: TemplateValue { fields([.webcal: .text(webcal), .url: .text(url)]) }
}

/// `{average, count, stars}`: an average rating (`4.3`), how many gave one, and stars.
struct RatingSummary: KeyedTemplateModel {
    enum Key: String, CaseIterable { case average, count, stars }
    let average: String
    let count: String
    let stars: String

    var templateValue: TemplateValue { fields([.average: .text(average), .count: .text(count), .stars: .text(stars)]) }
}
