/// The parts every page model has: `site` (title, navigation, theme files, footer), `t`
/// (interface strings) and `page` (title, description, canonical URL, robots, image).
extension RenderContext {
    /// Top-level navigation sections, for marking the current one.
    enum Section: String, CaseIterable, Sendable { case home, rooms, calendar, books, members, news, search, page, none }

    func shell(title: String?, description: String?, url: String, section: Section, noindex: Bool = false,
               image: String? = nil) -> PageShell {
        let siteTitle = text(site.config.title)
        let page = PageHead(title: title.map { "\($0) · \(siteTitle)" } ?? siteTitle, heading: title ?? siteTitle,
                            description: description ?? text(site.config.description ?? site.config.title),
                            canonical: urls.absolute(url), url: url, noindex: noindex, image: image.map(urls.absolute),
                            prev: nil, next: nil)
        return PageShell(site: siteFrame.value(current: section, url: url), strings: strings.table, page: page)
    }
}
