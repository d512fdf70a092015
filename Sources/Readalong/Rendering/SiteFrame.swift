/// The `site` value of every page model: title, language, theme files, feeds, footer and
/// the navigation. Pages differ only in which navigation entry is current, so the value is
/// built once per section; only the pages in the menu, which mark their own entry, build
/// their own.
struct SiteFrame: KeyedTemplateModel, Sendable {
    enum Key: String, CaseIterable {
        case title, description, language, home, searchURL, css, js, navigation, footer, feed, calendarFeed, calendarSubscription
        case manifest, worker
    }

    /// A navigation entry, current on the pages of `section` or at `url` itself.
    struct Entry: KeyedTemplateModel, Sendable {
        enum Key: String, CaseIterable { case label, url, current }
        let label: String
        let url: String
        let section: PageSection?
        /// Whether the entry is the page's own.
        var current = false

        var templateValue: TemplateValue {
            fields([.label: .text(label), .url: .text(url), .current: .flag(current)])
        }
    }

    private let title: String
    private let description: String?
    private let language: String
    private let urls: SiteURLs
    /// Whether pages link the web app manifest and the service worker (`site.yml` `offline`).
    private let offline: Bool
    /// HTML of the site's footer text.
    private let footerHTML: String
    private let entries: [Entry]
    private let menuURLs: Set<String>
    private var bySection: [PageSection: TemplateValue] = [:]

    /// `text` replaces blocked words in the site's own texts.
    init(site: Site, view: PublicView, urls: SiteURLs, strings: UIStrings, language: String, footerHTML: String,
         text: (String) -> String) {
        var entries = [
            Entry(label: strings["nav.rooms"], url: urls.rooms, section: .rooms),
            Entry(label: strings["nav.calendar"], url: urls.calendar, section: .calendar),
            Entry(label: strings["nav.books"], url: urls.books, section: .books),
            Entry(label: strings["nav.members"], url: urls.members, section: .members),
        ]
        // News: in the menu only when some item is published, so a site without news keeps its navigation.
        if !view.publishedNews.isEmpty { entries.append(Entry(label: strings["news.title"], url: urls.news, section: .news)) }
        let menu = view.publishedPages.filter { $0.menu != nil }.sorted { ($0.menu!, $0.slug) < ($1.menu!, $1.slug) }
        entries += menu.map { Entry(label: text($0.title), url: urls.freePage($0.slug), section: nil) }
        entries.append(Entry(label: strings["nav.search"], url: urls.search, section: .search))
        title = text(site.config.title)
        description = site.config.description.map(text)
        self.language = language
        offline = site.config.offline
        self.urls = urls
        self.footerHTML = footerHTML
        self.entries = entries
        menuURLs = Set(menu.map { urls.freePage($0.slug) })
        for section in PageSection.allCases {
            bySection[section] = built(current: section, url: nil)
        }
    }

    /// The frame of a page outside every section (the 404 page's).
    var templateValue: TemplateValue { value(current: .none, url: "") }

    /// The value for a page of `current` at `url`.
    func value(current: PageSection, url: String) -> TemplateValue {
        if !menuURLs.contains(url), let shared = bySection[current] { return shared }
        return built(current: current, url: url)
    }

    private func built(current: PageSection, url: String?) -> TemplateValue {
        let navigation = entries.map { entry in
            var entry = entry
            entry.current = entry.section.map { $0 == current } ?? (entry.url == url)
            return entry
        }
        return fields([.title: .text(title), .description: description?.templateValue, .language: .text(language),
                       .home: .text(urls.home), .css: .text(urls.theme("readalong.css")), .js: .text(urls.theme("readalong.js")),
                       .searchURL: .text(urls.search), .feed: .text(urls.atomFeed), .calendarFeed: .text(urls.siteCalendarFeed),
                       .calendarSubscription: .text(urls.subscription(urls.siteCalendarFeed)),
                       .footer: footerHTML.isEmpty ? .flag(false) : .text(footerHTML), .navigation: navigation.templateValue,
                       .manifest: offline ? .text(urls.webManifest) : .flag(false),
                       .worker: offline ? .text(urls.serviceWorker) : .flag(false)])
    }
}
