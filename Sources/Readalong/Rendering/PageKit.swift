/// What page builders share besides the published site: URLs, interface strings, dates,
/// text filtered for publishing, the build clock, the site frame and pictures, and the parts
/// every page model has. Made once per build.
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
    /// Responsive pictures of the site's checked images.
    let pictures: Pictures
    /// Links to the forms by which members take part, when `site.yml` names a way in.
    let takePart: TakePartLinks?
    /// The language of the pages: the site's own, or one of its `languages:`.
    let language: String
    /// On a site in several languages, the pages' language among them.
    let pageLanguage: PageLanguage?

    /// The kit of a published site, in its language's `strings` and `dates`; `pageLanguage`
    /// on a site in several languages.
    init(published: PublishedSite, strings: UIStrings, dates: DateText, pageLanguage: PageLanguage? = nil) {
        let site = published.site
        urls = published.links.urls
        self.strings = strings
        self.dates = dates
        markdown = published.markdown
        clock = published.clock
        config = site.config
        self.pageLanguage = pageLanguage
        let language = pageLanguage?.current.tag ?? site.config.language
        self.language = language
        let renderer = published.markdown
        let footerHTML = site.config.footer.map { renderer.html($0.text) } ?? ""
        frame = SiteFrame(site: site, view: published.view, urls: urls, strings: strings, language: language,
                          footerHTML: footerHTML, text: renderer.text)
        pictures = Pictures(images: site.images, urls: urls)
        // The forms' answers are in the site's language on every page: a link fills in one of them.
        takePart = TakePartLinks(site.config, language: site.config.language)
    }

    /// Text filtered for publishing: blocked words and contact details replaced, bidi
    /// controls dropped.
    func text(_ value: String) -> String { markdown.text(value) }

    /// Whether a link to `url` (a field of books, members, rooms or events) may be published.
    func publishable(url: String) -> Bool { markdown.filter.allows(url: url) }

    /// Markdown rendered to HTML, its images made responsive pictures.
    func html(_ source: MarkdownSource?) -> String {
        guard let source, !source.text.isEmpty else { return "" }
        return pictures.inHTML(markdown.html(source.text), owner: source.path)
    }

    /// `site` (title, navigation, theme files, footer), `t` (interface strings) and `page`
    /// (title, description, canonical URL, robots, image, and its other languages) of a page;
    /// `item` is what the page shows of a translatable text.
    func shell(title: String?, description: String?, url: String, section: PageSection, noindex: Bool = false,
               image: String? = nil, item: TranslatedItem? = nil) -> PageShell {
        let siteTitle = text(config.title)
        let page = PageHead(title: title.map { "\($0) · \(siteTitle)" } ?? siteTitle, heading: title ?? siteTitle,
                            description: description ?? text(config.description ?? config.title),
                            canonical: urls.absolute(url), url: url, noindex: noindex, image: image.map(urls.absolute),
                            prev: nil, next: nil,
                            languages: pageLanguage?.head(of: url, showing: item, strings: strings))
        return PageShell(site: frame.value(current: section, url: url), strings: strings.table, page: page)
    }

    /// The `lang` of the title of `item` where a page shows it: the original's language when
    /// the title is the original's on a page of another language, else `nil` (always on a
    /// site in one language).
    func titleLang(_ item: TranslatedItem) -> String? {
        pageLanguage?.translation.titleLanguage(of: item)
    }

    /// The `lang` of the text of `item` where a page shows it (an excerpt of its body): the
    /// original's language when the page, of another language, shows the original's text
    /// as a fallback, else `nil`.
    func textLang(_ item: TranslatedItem) -> String? {
        guard let translation = pageLanguage?.translation, translation.isFallback(item) else { return nil }
        return translation.originalLanguage
    }

    /// The `lang` of the title of event `id` of room `room`, as `titleLang(_:)` for items.
    func eventTitleLang(room: String, event id: String) -> String? {
        pageLanguage?.translation.eventTitleLanguage(room: room, event: id)
    }

    /// The `lang` of the notes of event `id` of room `room`, as `eventTitleLang` for titles.
    func eventNotesLang(room: String, event id: String) -> String? {
        pageLanguage?.translation.eventNotesLanguage(room: room, event: id)
    }

    /// The `lang` of the subtitle of `item`, as `titleLang(_:)` for titles.
    func subtitleLang(_ item: TranslatedItem) -> String? {
        pageLanguage?.translation.subtitleLanguage(of: item)
    }

    /// The lists a reader can browse when a page is not there: rooms, books and members.
    var browseLinks: [LabelledLink] {
        [LabelledLink(label: strings["nav.rooms"], url: urls.rooms), LabelledLink(label: strings["nav.books"], url: urls.books),
         LabelledLink(label: strings["nav.members"], url: urls.members)]
    }

    /// A calendar feed as a subscription and a download.
    func calendarFeedLinks(_ feed: String) -> CalendarFeedLinks {
        CalendarFeedLinks(webcal: urls.subscription(feed), url: feed)
    }

    /// The average of ratings with how many there are, or `nil` without any.
    func ratingSummary(_ stars: [Int]) -> RatingSummary? {
        Ratings.average(stars).map { RatingSummary(average: $0.text, count: strings.count($0.count, "rating"), stars: $0.stars) }
    }
}
