/// A news item as lists show it (`news-card` partial): headline, date, author, tags and the
/// start of its text.
struct NewsSummary: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, title, titleLang, date, datetime, author, tags, excerpt, excerptLang, pinned }
    let url: String
    let title: String
    /// The original's language when the title shown is the original's on a page of another
    /// language, for `lang` on it; `nil` (`false`) otherwise.
    let titleLang: String?
    /// The date written out (`20 de novembre de 2026`) and as `YYYY-MM-DD` or
    /// `YYYY-MM-DDTHH:MM` for `<time datetime>`.
    let date: String
    let datetime: String
    /// `nil` (`false`) without an author; an erased author is the neutral reference.
    let author: MemberReference?
    let tags: [NamedLink]
    /// Plain text, at most 160 characters.
    let excerpt: String
    /// The original's language when the excerpt is the original's text on a page of another
    /// language, for `lang` on it; `nil` (`false`) otherwise.
    let excerptLang: String?
    /// Whether the item is kept first on the home page right now.
    let pinned: Bool

    var templateValue: TemplateValue {
        fields([.url: .text(url), .title: .text(title), .titleLang: titleLang.orFalse, .date: .text(date), .datetime: .text(datetime),
                .author: author.orFalse, .tags: tags.templateValue, .excerpt: .text(excerpt), .excerptLang: excerptLang.orFalse, .pinned: .flag(pinned)])
    }
}

/// The model of `/news/` and its pages (template `news`).
struct NewsListPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case items, count, pagination }
    let shell: PageShell
    let items: [NewsSummary]
    /// The number of published items, as text.
    let count: String
    let pagination: Pagination?

    var templateValue: TemplateValue {
        shell.with(fields([.items: items.templateValue, .count: .text(count), .pagination: pagination.orFalse]))
    }
}

/// The model of `/news/<slug>/` (template `news-item`).
struct NewsItemPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case item }

    /// `item`: a news summary with the whole text and the room it is about.
    struct Details: KeyedTemplateModel {
        enum Key: String, CaseIterable { case body, room, index }
        let summary: NewsSummary
        /// HTML of the item's text.
        let body: String
        /// The room the item is attached to, when its page is published.
        let room: TitledLink?
        /// The URL of `/news/`.
        let index: String

        var templateValue: TemplateValue {
            summary.templateValue.adding(fields([.body: .text(body), .room: room.orFalse, .index: .text(index)]))
        }
    }

    let shell: PageShell
    let item: Details

    var templateValue: TemplateValue { shell.with(fields([.item: item.templateValue])) }
}

/// The model of `/tags/<t>/` and its pages (template `tag`).
struct TagPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case tag, items, pagination }

    /// `tag`: the tag as written, its label, the URL of `/news/`, and the number of items.
    struct Tag: KeyedTemplateModel {
        enum Key: String, CaseIterable { case name, label, index, count }
        let name: String
        let label: String
        let index: String
        let count: String

        var templateValue: TemplateValue {
            fields([.name: .text(name), .label: .text(label), .index: .text(index), .count: .text(count)])
        }
    }

    let shell: PageShell
    let tag: Tag
    let items: [NewsSummary]
    let pagination: Pagination?

    var templateValue: TemplateValue {
        shell.with(fields([.tag: tag.templateValue, .items: items.templateValue, .pagination: pagination.orFalse]))
    }
}

/// `{items, url, label}`: the news a home or room page shows, with the link to all news.
struct NewsSection: KeyedTemplateModel {
    enum Key: String, CaseIterable { case items, url, label }
    let items: [NewsSummary]
    let url: String
    let label: String

    var templateValue: TemplateValue { fields([.items: items.templateValue, .url: .text(url), .label: .text(label)]) }
}
