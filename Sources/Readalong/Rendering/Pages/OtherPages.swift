/// Free pages, the 404 page and the search page.
extension RenderContext {
    /// A page with `contact: true` publishes the contact details it holds.
    func freePage(_ page: Page) -> FreePageModel {
        let renderer = page.publishesContacts ? markdown.allowingContacts() : markdown
        return FreePageModel(shell: shell(title: renderer.text(page.title), description: page.description.map(renderer.text),
                                          url: urls.freePage(page.slug), section: .page),
                             content: page.body.text.isEmpty ? "" : pictures(in: renderer.html(page.body.text), owner: page.body.path))
    }

    func notFoundPage() -> NotFoundPageModel {
        NotFoundPageModel(shell: shell(title: strings["notfound.title"], description: strings["notfound.text"], url: urls.page("404.html"),
                                       section: .none, noindex: true),
                          links: browseLinks)
    }

    func searchPage() -> SearchPageModel {
        SearchPageModel(shell: shell(title: strings["nav.search"], description: strings["search.description"], url: urls.search, section: .search),
                        indexURL: urls.searchIndex, chatsURL: urls.chatSearchManifest, browse: browseLinks)
    }

    /// The lists a reader can browse instead: rooms, books and members.
    private var browseLinks: [LabelledLink] {
        [LabelledLink(label: strings["nav.rooms"], url: urls.rooms), LabelledLink(label: strings["nav.books"], url: urls.books),
         LabelledLink(label: strings["nav.members"], url: urls.members)]
    }
}
