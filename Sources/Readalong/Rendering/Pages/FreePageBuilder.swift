/// Free pages (`/pages/<slug>/`).
struct FreePageBuilder: Sendable {
    let kit: PageKit

    /// A page with `contact: true` publishes the contact details it holds.
    func page(_ page: Page) -> FreePageModel {
        let renderer = page.publishesContacts ? kit.markdown.allowingContacts() : kit.markdown
        return FreePageModel(shell: kit.shell(title: renderer.text(page.title), description: page.description.map(renderer.text),
                                              url: kit.urls.freePage(page.slug), section: .page, item: .page(page.slug)),
                             content: page.body.text.isEmpty ? "" : kit.pictures.inHTML(renderer.html(page.body.text), owner: page.body.path))
    }
}
