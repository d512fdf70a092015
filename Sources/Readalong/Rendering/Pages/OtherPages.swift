/// Free pages (`/pages/<slug>/`).
extension RenderContext {
    /// A page with `contact: true` publishes the contact details it holds.
    func freePage(_ page: Page) -> FreePageModel {
        let renderer = page.publishesContacts ? markdown.allowingContacts() : markdown
        return FreePageModel(shell: kit.shell(title: renderer.text(page.title), description: page.description.map(renderer.text),
                                          url: urls.freePage(page.slug), section: .page),
                             content: page.body.text.isEmpty ? "" : pictures(in: renderer.html(page.body.text), owner: page.body.path))
    }
}
