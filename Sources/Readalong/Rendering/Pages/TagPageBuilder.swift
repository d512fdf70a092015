/// `/tags/<t>/`: the published news items with a tag, newest first, `ListPaging.news` a page.
struct TagPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    /// The number of pages of a tag's list.
    static func pageCount(_ term: Taxonomy.Term) -> Int {
        ListPaging.pageCount(term.books.count, size: ListPaging.news)
    }

    func page(_ term: Taxonomy.Term, page number: Int = 1) -> TagPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let first = urls.tag(term.slug)
        let name = kit.text(term.name)
        var shell = kit.shell(title: name, description: strings.format("tags.description", name),
                              url: urls.paged(first, page: number), section: .news)
        let pagination = kit.paged(&shell.page, page: number, of: Self.pageCount(term), label: strings["news.pager"]) {
            urls.paged(first, page: $0)
        }
        let tag = TagPageModel.Tag(name: name, label: strings["tags.label"], index: urls.news,
                                   count: strings.count(term.books.count, "news.item"))
        return TagPageModel(shell: shell, tag: tag,
                            items: ListPaging.slice(published.news.items(of: term), page: number, size: ListPaging.news).map(parts.news.summary),
                            pagination: pagination)
    }
}
