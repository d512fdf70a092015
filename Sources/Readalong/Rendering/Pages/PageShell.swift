/// The parts every page model has: `site` (title, navigation, theme files, footer), `t`
/// (interface strings) and `page` (title, description, canonical URL, robots, image).
extension RenderContext {
    /// Top-level navigation sections, for marking the current one.
    enum Section: String { case home, rooms, calendar, books, members, search, page, none }

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
        return ["site": siteModel(current: section, url: url), "t": strings.table, "page": page]
    }

    private func siteModel(current: Section, url: String) -> [String: Any] {
        var navigation: [[String: Any]] = [
            navItem(strings["nav.rooms"], urls.rooms, current == .rooms),
            navItem(strings["nav.calendar"], urls.calendar, current == .calendar),
            navItem(strings["nav.books"], urls.books, current == .books),
            navItem(strings["nav.members"], urls.members, current == .members),
        ]
        for page in view.publishedPages.filter({ $0.menu != nil }).sorted(by: { ($0.menu!, $0.slug) < ($1.menu!, $1.slug) }) {
            navigation.append(navItem(text(page.title), urls.freePage(page.slug), url == urls.freePage(page.slug)))
        }
        navigation.append(navItem(strings["nav.search"], urls.search, current == .search))
        var model: [String: Any] = [
            "title": text(site.config.title), "language": site.config.language, "home": urls.home,
            "css": urls.theme("readalong.css"), "js": urls.theme("readalong.js"), "navigation": navigation,
            "searchURL": urls.search, "feed": urls.atomFeed, "calendarFeed": urls.siteCalendarFeed,
            "calendarSubscription": urls.subscription(urls.siteCalendarFeed),
        ]
        if let description = site.config.description { model["description"] = text(description) }
        model["footer"] = footerHTML.isEmpty ? false : footerHTML
        return model
    }

    private func navItem(_ label: String, _ url: String, _ current: Bool) -> [String: Any] {
        var item: [String: Any] = ["label": label, "url": url]
        if current { item["current"] = true }
        return item
    }
}
