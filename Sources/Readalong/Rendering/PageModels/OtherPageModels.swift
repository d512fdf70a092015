/// The models of free pages (template `page`), `/404.html` (`404`) and `/search/` (`search`).
struct FreePageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case content }
    let shell: PageShell
    /// HTML of the page's text.
    let content: String

    var templateValue: TemplateValue { shell.with(fields([.content: .text(content)])) }
}

struct NotFoundPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case links }
    let shell: PageShell
    let links: [LabelledLink]

    var templateValue: TemplateValue { shell.with(fields([.links: links.templateValue])) }
}

struct SearchPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case indexURL, chatsURL, browse }
    let shell: PageShell
    /// The small file the script loads first, and the list of chats it fetches once someone searches.
    let indexURL: String
    let chatsURL: String
    let browse: [LabelledLink]

    var templateValue: TemplateValue {
        shell.with(fields([.indexURL: .text(indexURL), .chatsURL: .text(chatsURL), .browse: browse.templateValue]))
    }
}
