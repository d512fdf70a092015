/// `/news/` (a page of `ListPaging.news` items at a time, newest first) and `/news/<slug>/`,
/// and the summaries the home, room and tag pages show.
extension RenderContext {
    /// The number of pages of `/news/`.
    var newsListPages: Int { ListPaging.pageCount(news.items.count, size: ListPaging.news) }

    func newsListPage(page number: Int = 1) -> NewsListPageModel {
        var shell = shell(title: strings["news.title"], description: strings["news.description"],
                          url: urls.paged(urls.news, page: number), section: .news)
        let pagination = paged(&shell.page, page: number, of: newsListPages, label: strings["news.pager"]) {
            urls.paged(urls.news, page: $0)
        }
        return NewsListPageModel(shell: shell, items: ListPaging.slice(news.items, page: number, size: ListPaging.news).map(newsSummary),
                                 count: strings.count(news.items.count, "news.item"), pagination: pagination)
    }

    func newsItemPage(_ item: NewsItem) -> NewsItemPageModel {
        let summary = newsSummary(item)
        let shell = shell(title: summary.title, description: summary.excerpt, url: summary.url, section: .news)
        // Only a listed room is named: an unlisted one shows the item on its own page, but
        // no other page leads to it.
        let room = item.room.flatMap { written in view.listedRooms.first { $0.slug == written.value } }.map(roomLink)
        return NewsItemPageModel(shell: shell, item: NewsItemPageModel.Details(summary: summary, body: html(item.body), room: room,
                                                                               index: urls.news))
    }

    /// A news item as lists show it.
    func newsSummary(_ item: NewsItem) -> NewsSummary {
        let title = text(item.title)
        return NewsSummary(url: urls.newsItem(item.slug), title: title, date: dates.long(item.date.value.date),
                           datetime: Self.datetime(item.date.value), author: item.author.map { memberReference($0.value) },
                           tags: tagLinks(item), excerpt: text(Self.newsExcerpt(item.body.text, fallback: title)),
                           pinned: clock.isPinned(item))
    }

    /// The tags of an item as links to their pages.
    func tagLinks(_ item: NewsItem) -> [NamedLink] {
        item.tags.compactMap { news.tags.term($0) }.map { NamedLink(name: text($0.name), url: urls.tag($0.slug)) }
    }

    /// Items with the link to all news, or `nil` when there are none.
    func newsSection(_ items: [NewsItem], label: String) -> NewsSection? {
        items.isEmpty ? nil : NewsSection(items: items.map(newsSummary), url: urls.news, label: label)
    }

    /// The start of an item's text as plain text, at most 160 characters (with `…` when cut):
    /// lines holding only an image are left out.
    static func newsExcerpt(_ markdown: String, fallback: String, limit: Int = 160) -> String {
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
