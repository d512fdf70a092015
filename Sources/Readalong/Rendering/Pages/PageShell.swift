/// The parts every page model has: `site` (title, navigation, theme files, footer), `t`
/// (interface strings) and `page` (title, description, canonical URL, robots, image).
extension RenderContext {
    /// Top-level navigation sections, for marking the current one.
    enum Section: String, CaseIterable, Sendable { case home, rooms, calendar, books, members, search, page, none }

    func shell(title: String?, description: String?, url: String, section: Section, noindex: Bool = false,
               image: String? = nil) -> [String: Any] {
        let siteTitle = text(site.config.title)
        var page: [String: Any] = [
            "title": title.map { "\($0) · \(siteTitle)" } ?? siteTitle,
            "heading": title ?? siteTitle,
            "description": description ?? text(site.config.description ?? site.config.title),
            "canonical": urls.absolute(url), "url": url,
        ]
        if noindex { page["noindex"] = true }
        if let image { page["image"] = urls.absolute(image) }
        return ["site": siteFrame.value(current: section, url: url), "t": strings.table, "page": page]
    }
}
