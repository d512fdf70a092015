import Foundation

/// Everything page builders share during one build: the site, what may be published, URLs,
/// strings, dates, Markdown, and indexes computed once (rooms per book, per member…).
final class RenderContext: Sendable {
    /// The site as published: the public view, links and the indexes pages share.
    let published: PublishedSite
    /// URLs, strings, dates, text, the clock and the site frame.
    let kit: PageKit
    let site: Site
    let view: PublicView
    let urls: SiteURLs
    let strings: UIStrings
    let dates: DateText
    let markdown: MarkdownRenderer
    /// The build clock, which pages read only through its questions (see `PageClock`).
    let clock: PageClock
    /// Midnight UTC of the build day: the "generated" stamp of calendar files and the feed,
    /// so that builds on the same day give the same bytes.
    let stamp: Int
    /// What `/rooms/` can be filtered by, and each listed room's values.
    let roomFacets: RoomFacets

    init(site: Site, options: BuildOptions, baseURL: String) {
        strings = UIStrings(languageTag: site.config.language)
        dates = DateText(languageTag: site.config.language)
        published = PublishedSite(site: site, options: options, baseURL: baseURL, strings: strings, dates: dates)
        self.site = site
        view = published.view
        clock = published.clock
        stamp = clock.stamp
        urls = published.links.urls
        markdown = published.markdown
        let publicView = view
        roomFacets = RoomFacets(rooms: view.listedRooms, status: { publicView.status(of: $0) }, statusOrder: Self.statusOrder,
                                books: published.booksBySlug, genres: published.genres, strings: strings, language: site.config.language)
        let renderer = published.markdown
        let footerHTML = site.config.footer.map { renderer.html($0.text) } ?? ""
        let frame = SiteFrame(site: site, view: view, urls: urls, strings: strings, footerHTML: footerHTML, text: renderer.text)
        kit = PageKit(urls: urls, strings: strings, dates: dates, markdown: renderer, clock: clock, frame: frame, config: site.config)
    }

    /// Text filtered for publishing: blocked words and contact details replaced, bidi
    /// controls dropped.
    func text(_ value: String) -> String { markdown.text(value) }

    /// Whether a link to `url` (a field of books, members, rooms or events) may be published.
    func publishable(url: String) -> Bool { markdown.filter.allows(url: url) }

    /// Markdown rendered to HTML.
    func html(_ source: MarkdownSource?) -> String {
        guard let source, !source.text.isEmpty else { return "" }
        return pictures(in: markdown.html(source.text), owner: source.path)
    }
}
