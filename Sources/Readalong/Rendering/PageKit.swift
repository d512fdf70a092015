/// What page builders share besides the published site: URLs, interface strings, dates,
/// text filtered for publishing, the build clock and the site frame, and the parts every
/// page model has.
struct PageKit: Sendable {
    let urls: SiteURLs
    let strings: UIStrings
    let dates: DateText
    let markdown: MarkdownRenderer
    /// The build clock, which pages read only through its questions (see `PageClock`).
    let clock: PageClock
    /// The `site` value of page models.
    let frame: SiteFrame
    let config: SiteConfig

    /// Text filtered for publishing: blocked words and contact details replaced, bidi
    /// controls dropped.
    func text(_ value: String) -> String { markdown.text(value) }

    /// `site` (title, navigation, theme files, footer), `t` (interface strings) and `page`
    /// (title, description, canonical URL, robots, image) of a page.
    func shell(title: String?, description: String?, url: String, section: PageSection, noindex: Bool = false,
               image: String? = nil) -> PageShell {
        let siteTitle = text(config.title)
        let page = PageHead(title: title.map { "\($0) · \(siteTitle)" } ?? siteTitle, heading: title ?? siteTitle,
                            description: description ?? text(config.description ?? config.title),
                            canonical: urls.absolute(url), url: url, noindex: noindex, image: image.map(urls.absolute),
                            prev: nil, next: nil)
        return PageShell(site: frame.value(current: section, url: url), strings: strings.table, page: page)
    }

    /// The lists a reader can browse when a page is not there: rooms, books and members.
    var browseLinks: [LabelledLink] {
        [LabelledLink(label: strings["nav.rooms"], url: urls.rooms), LabelledLink(label: strings["nav.books"], url: urls.books),
         LabelledLink(label: strings["nav.members"], url: urls.members)]
    }
}
