/// Free pages, the 404 page and the search page.
extension RenderContext {
    /// A page with `contact: true` publishes the contact details it holds.
    func freePage(_ page: Page) -> [String: Any] {
        let renderer = page.publishesContacts ? markdown.allowingContacts() : markdown
        var model = shell(title: renderer.text(page.title), description: page.description.map(renderer.text),
                          url: urls.freePage(page.slug), section: .page)
        model["content"] = page.body.text.isEmpty ? "" : pictures(in: renderer.html(page.body.text), owner: page.body.path)
        return model
    }

    func notFoundPage() -> [String: Any] {
        var model = shell(title: strings["notfound.title"], description: strings["notfound.text"], url: urls.page("404.html"),
                          section: .none, noindex: true)
        model["links"] = [["label": strings["nav.rooms"], "url": urls.rooms], ["label": strings["nav.books"], "url": urls.books],
                          ["label": strings["nav.members"], "url": urls.members]]
        return model
    }

    func searchPage() -> [String: Any] {
        var model = shell(title: strings["nav.search"], description: strings["search.description"], url: urls.search, section: .search)
        model["indexURL"] = urls.searchIndex
        model["chatsURL"] = urls.chatSearchManifest
        model["browse"] = [["label": strings["nav.rooms"], "url": urls.rooms], ["label": strings["nav.books"], "url": urls.books],
                           ["label": strings["nav.members"], "url": urls.members]]
        return model
    }
}
