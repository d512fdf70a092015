/// The `site` value of every page model: title, language, theme files, feeds, footer and
/// the navigation. Pages differ only in which navigation entry is current, so the value is
/// built once per section; only the pages in the menu, which mark their own entry, build
/// their own.
struct SiteFrame: Sendable {
    /// A navigation entry, current on the pages of `section` or at `url` itself.
    private struct Entry: Sendable {
        let label: String
        let url: String
        let section: RenderContext.Section?
    }

    private let fields: [String: TemplateValue]
    private let entries: [Entry]
    private let menuURLs: Set<String>
    private let bySection: [RenderContext.Section: TemplateValue]

    /// `text` replaces blocked words in the site's own texts.
    init(site: Site, view: PublicView, urls: SiteURLs, strings: UIStrings, footerHTML: String, text: (String) -> String) {
        var entries = [
            Entry(label: strings["nav.rooms"], url: urls.rooms, section: .rooms),
            Entry(label: strings["nav.calendar"], url: urls.calendar, section: .calendar),
            Entry(label: strings["nav.books"], url: urls.books, section: .books),
            Entry(label: strings["nav.members"], url: urls.members, section: .members),
        ]
        let menu = view.publishedPages.filter { $0.menu != nil }.sorted { ($0.menu!, $0.slug) < ($1.menu!, $1.slug) }
        entries += menu.map { Entry(label: text($0.title), url: urls.freePage($0.slug), section: nil) }
        entries.append(Entry(label: strings["nav.search"], url: urls.search, section: .search))
        var fields: [String: TemplateValue] = [
            "title": .text(text(site.config.title)), "language": .text(site.config.language), "home": .text(urls.home),
            "css": .text(urls.theme("readalong.css")), "js": .text(urls.theme("readalong.js")),
            "searchURL": .text(urls.search), "feed": .text(urls.atomFeed), "calendarFeed": .text(urls.siteCalendarFeed),
            "calendarSubscription": .text(urls.subscription(urls.siteCalendarFeed)),
            "footer": footerHTML.isEmpty ? .flag(false) : .text(footerHTML),
        ]
        if let description = site.config.description { fields["description"] = .text(text(description)) }
        self.fields = fields
        self.entries = entries
        menuURLs = Set(menu.map { urls.freePage($0.slug) })
        var bySection: [RenderContext.Section: TemplateValue] = [:]
        for section in RenderContext.Section.allCases {
            bySection[section] = Self.value(fields: fields, entries: entries, current: section, url: nil)
        }
        self.bySection = bySection
    }

    /// The value for a page of `current` at `url`.
    func value(current: RenderContext.Section, url: String) -> TemplateValue {
        if !menuURLs.contains(url), let shared = bySection[current] { return shared }
        return Self.value(fields: fields, entries: entries, current: current, url: url)
    }

    private static func value(fields: [String: TemplateValue], entries: [Entry], current: RenderContext.Section,
                              url: String?) -> TemplateValue {
        var fields = fields
        fields["navigation"] = .list(entries.map { entry in
            var item: [String: TemplateValue] = ["label": .text(entry.label), "url": .text(entry.url)]
            if entry.section.map({ $0 == current }) ?? (entry.url == url) { item["current"] = .flag(true) }
            return .map(item)
        })
        return .map(fields)
    }
}
