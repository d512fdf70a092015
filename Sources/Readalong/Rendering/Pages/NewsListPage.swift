/// `/news/`: the published items, newest first, a page of `ListPaging.news` at a time.
extension RenderContext {
    /// The number of pages of `/news/`.
    var newsListPages: Int { ListPaging.pageCount(published.news.items.count, size: ListPaging.news) }

    func newsListPage(page number: Int = 1) -> NewsListPageModel {
        var shell = kit.shell(title: strings["news.title"], description: strings["news.description"],
                          url: urls.paged(urls.news, page: number), section: .news)
        let pagination = paged(&shell.page, page: number, of: newsListPages, label: strings["news.pager"]) {
            urls.paged(urls.news, page: $0)
        }
        return NewsListPageModel(shell: shell, items: ListPaging.slice(published.news.items, page: number, size: ListPaging.news).map(newsSummary),
                                 count: strings.count(published.news.items.count, "news.item"), pagination: pagination)
    }
}
