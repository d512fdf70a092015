/// `/news/`: the published items, newest first, a page of `ListPaging.news` at a time.
struct NewsListPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    /// The number of pages of `/news/`.
    var pageCount: Int { ListPaging.pageCount(published.news.items.count, size: ListPaging.news) }

    func page(_ number: Int = 1) -> NewsListPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        var shell = kit.shell(title: strings["news.title"], description: strings["news.description"],
                              url: urls.paged(urls.news, page: number), section: .news)
        let pagination = kit.paged(&shell.page, page: number, of: pageCount, label: strings["news.pager"]) {
            urls.paged(urls.news, page: $0)
        }
        let items = published.news.items
        return NewsListPageModel(shell: shell, items: ListPaging.slice(items, page: number, size: ListPaging.news).map(parts.news.summary),
                                 count: strings.count(items.count, "news.item"), pagination: pagination)
    }
}
