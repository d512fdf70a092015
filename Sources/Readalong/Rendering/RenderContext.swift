import Foundation

/// Everything page builders share during one build: the site, what may be published, URLs,
/// strings, dates, Markdown, and indexes computed once (rooms per book, per member…).
final class RenderContext: Sendable {
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

    let booksBySlug: [String: Book]
    /// Each book's place when books are listed: by title with case and accents folded, then
    /// by slug.
    let bookOrder: [String: Int]
    let membersByHandle: [String: Member]
    /// Listed rooms that read each book, by slug order.
    let listedRoomsByBook: [String: [Room]]
    let genres: Taxonomy
    let topics: Taxonomy
    /// What `/rooms/` can be filtered by, and each listed room's values.
    let roomFacets: RoomFacets
    /// The `site` value of page models.
    let siteFrame: SiteFrame
    /// Friends both ways, by handle.
    let friendsByHandle: [String: [String]]
    /// Listed, non-anonymous rooms each member hosts or joined: their page and calendar.
    let roomsByMember: [String: [Room]]
    /// Published lists and picks, and the lists each book is on.
    let club: ListsAndPicks

    init(site: Site, options: BuildOptions, baseURL: String) {
        self.site = site
        clock = PageClock(now: options.clock.now, zone: site.config.timeZone)
        stamp = clock.stamp
        view = PublicView(site: site, includeDrafts: options.includeDrafts, clock: clock)
        urls = SiteURLs(baseURL: baseURL)
        strings = UIStrings(languageTag: site.config.language)
        dates = DateText(languageTag: site.config.language)
        booksBySlug = Dictionary(site.books.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let titleOrder = site.books.map { ($0.titleKey, $0.slug) }.sorted { $0 < $1 }
        bookOrder = Dictionary(titleOrder.enumerated().map { ($1.1, $0) }, uniquingKeysWith: min)
        membersByHandle = Dictionary(site.members.map { ($0.handle, $0) }, uniquingKeysWith: { first, _ in first })
        var byBook: [String: [Room]] = [:]
        let listed = view.listedRooms
        for room in listed { byBook[room.book.value, default: []].append(room) }
        listedRoomsByBook = byBook
        let filter = TextFilter(moderation: Moderation(blockedWords: site.config.blockedWords),
                                contacts: ContactPolicy(allowed: site.config.contact))
        genres = Taxonomy(books: site.books, terms: \.genres, filter: filter)
        topics = Taxonomy(books: site.books, terms: \.topics, filter: filter)
        let publicView = view
        roomFacets = RoomFacets(rooms: listed, status: { publicView.status(of: $0) }, statusOrder: Self.statusOrder,
                                books: booksBySlug, genres: genres, strings: strings, language: site.config.language)
        let resolver = LinkResolver(urls: urls, view: view)
        let renderer = MarkdownRenderer(resolve: { resolver.url(for: $0) },
                                        filter: filter,
                                        spoilerLabel: strings["spoiler"])
        markdown = renderer
        let footerHTML = site.config.footer.map { renderer.html($0.text) } ?? ""
        siteFrame = SiteFrame(site: site, view: view, urls: urls, strings: strings, footerHTML: footerHTML, text: renderer.text)
        var friends: [String: Set<String>] = [:]
        let handles = Set(view.publishedMembers.map(\.handle))
        for member in view.publishedMembers {
            for friend in member.friends.map(\.value) where friend != member.handle && handles.contains(friend) {
                friends[member.handle, default: []].insert(friend)
                friends[friend, default: []].insert(member.handle)
            }
        }
        friendsByHandle = friends.mapValues { $0.sorted() }
        var byMember: [String: [Room]] = [:]
        for room in view.listedRooms where !room.anonymous {
            for handle in room.roster where !view.isErased(handle) { byMember[handle, default: []].append(room) }
        }
        roomsByMember = byMember
        club = ListsAndPicks(site: site, includeDrafts: options.includeDrafts)
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

/// Resolves `@/` links to the URLs of published pages.
private struct LinkResolver: Sendable {
    let urls: SiteURLs
    let view: PublicView

    func url(for link: InternalLink) -> String? {
        switch link.target {
        case .book(let slug): return urls.book(slug)
        case .member(let handle): return urls.member(handle)
        case .page(let slug): return urls.freePage(slug)
        case .room(let slug):
            return view.isPublished(roomSlug: slug) ? urls.room(slug) : nil
        }
    }
}
