/// `/tags/<t>/`: the published news items with a tag, newest first, `ListPaging.news` a page.
extension RenderContext {
    /// The number of pages of a tag's list.
    func tagPages(_ term: Taxonomy.Term) -> Int {
        ListPaging.pageCount(term.books.count, size: ListPaging.news)
    }

    func tagPage(_ term: Taxonomy.Term, page number: Int = 1) -> TagPageModel {
        let first = urls.tag(term.slug)
        let name = text(term.name)
        var shell = kit.shell(title: name, description: strings.format("tags.description", name),
                          url: urls.paged(first, page: number), section: .news)
        let pagination = paged(&shell.page, page: number, of: tagPages(term), label: strings["news.pager"]) {
            urls.paged(first, page: $0)
        }
        let tag = TagPageModel.Tag(name: name, label: strings["tags.label"], index: urls.news,
                                   count: strings.count(term.books.count, "news.item"))
        return TagPageModel(shell: shell, tag: tag,
                            items: ListPaging.slice(published.news.items(of: term), page: number, size: ListPaging.news).map(newsSummary),
                            pagination: pagination)
    }
}
