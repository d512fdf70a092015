import Foundation

/// News items as the home, room, list and tag pages show them, and the values they share.
struct NewsSummaries: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let references: References

    /// A news item as lists show it. An item without text has its title for excerpt, in the
    /// title's language.
    func summary(_ item: NewsItem) -> NewsSummary {
        let title = kit.text(item.title)
        let titleLang = kit.titleLang(.news(item.slug))
        let text = Self.excerpt(item.body.text, fallback: "")
        return NewsSummary(url: kit.urls.newsItem(item.slug), title: title, titleLang: titleLang, date: kit.dates.long(item.date.value.date),
                           datetime: Self.datetime(item.date.value), author: item.author.map { references.member($0.value) },
                           tags: tagLinks(item), excerpt: text.isEmpty ? title : kit.text(text),
                           excerptLang: Self.excerptLang(item, kit: kit), pinned: kit.clock.isPinned(item))
    }

    /// The `lang` of an item's excerpt (see `PageKit.textLang`): its title's for an item
    /// without text, which has its title for excerpt.
    static func excerptLang(_ item: NewsItem, kit: PageKit) -> String? {
        excerpt(item.body.text, fallback: "").isEmpty ? kit.titleLang(.news(item.slug)) : kit.textLang(.news(item.slug))
    }

    /// The tags of an item as links to their pages.
    func tagLinks(_ item: NewsItem) -> [NamedLink] {
        item.tags.compactMap { published.news.tags.term($0) }.map { NamedLink(name: kit.text($0.name), url: kit.urls.tag($0.slug)) }
    }

    /// Items with the link to all news, or `nil` when there are none.
    func section(_ items: [NewsItem]) -> NewsSection? {
        items.isEmpty ? nil : NewsSection(items: items.map(summary), url: kit.urls.news, label: kit.strings["news.all"])
    }

    /// The start of an item's text as plain text, at most 160 characters (with `…` when cut):
    /// lines holding only an image are left out.
    static func excerpt(_ markdown: String, fallback: String, limit: Int = 160) -> String {
        let text = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("![") }.joined(separator: "\n")
        let whole = Excerpt.of(text, fallback: fallback, limit: .max)
        return whole.count > limit ? String(whole.prefix(limit - 1)) + "…" : whole
    }

    /// The publication date or time for `<time datetime>`: `2026-11-20`, `2026-11-20T18:30`,
    /// with the offset when one was written.
    static func datetime(_ time: EventTime) -> String {
        switch time {
        case .allDay(let date): return date.description
        case .local(let local): return "\(local.date)T\(TimeOfDay.format(local.secondOfDay))"
        case .offset(let local, let offset): return "\(local.date)T\(TimeOfDay.format(local.secondOfDay))\(UTCOffset.format(offset))"
        }
    }
}
