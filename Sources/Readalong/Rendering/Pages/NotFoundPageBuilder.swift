/// `404.html`: the page a web server shows for an address the site does not have.
struct NotFoundPageBuilder {
    let kit: PageKit

    func page() -> NotFoundPageModel {
        let strings = kit.strings
        return NotFoundPageModel(shell: kit.shell(title: strings["notfound.title"], description: strings["notfound.text"],
                                                  url: kit.urls.shared("404.html"), section: .none, noindex: true),
                                 links: kit.browseLinks)
    }
}
