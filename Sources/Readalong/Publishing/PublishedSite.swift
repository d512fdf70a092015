import Foundation

/// The publishing stage: a checked site as the build publishes it. What may be shown (the
/// public view), where links lead, and the indexes every kind of page reads (books by slug,
/// rooms by book and by member, friends, lists and picks, the year in reading), each worked
/// out once per build.
struct PublishedSite: Sendable {
    let site: Site
    let view: PublicView
    /// The build clock, which pages read only through its questions (see `PageClock`).
    let clock: PageClock
    let links: LinkResolver
    /// Markdown to HTML, with `@/` links resolved and text filtered for publishing.
    let markdown: MarkdownRenderer

    /// The published books, by slug.
    let booksBySlug: BooksBySlug
    /// Each book's title, authors and subtitle as published, by slug.
    let bookTexts: [String: PublishedBookText]
    /// Each book's place when books are listed: by title with case and accents folded, then
    /// by slug.
    let bookOrder: [String: Int]
    /// Every book's slug in that order: the list of `/books/`.
    let booksInOrder: [String]
    let membersByHandle: [String: Member]
    /// Listed rooms that read each book, by slug order.
    let listedRoomsByBook: [String: [Room]]
    let genres: Taxonomy
    let topics: Taxonomy
    /// The published news, by tag and by room.
    let news: NewsIndex
    /// Friends both ways, by handle.
    let friendsByHandle: [String: [String]]
    /// Listed, non-anonymous rooms each member hosts or joined: their page and calendar.
    let roomsByMember: [String: [Room]]
    /// Published lists and picks, and the lists each book is on.
    let club: ListsAndPicks
    /// The year in reading: the club's figures of each year, and each member's.
    let yearTally: YearTally
    /// The years each published member has a page for, oldest first (none for most).
    let yearsByMember: [String: [Int]]
    /// Events in words, in the site's language.
    let eventText: EventText
    /// The listed rooms by status and by filter of `/rooms/`, sorted.
    let roomLists: RoomLists
    /// Which rooms and transcripts have chapter data, and each such room's gate.
    let gates: ChapterGates
    /// The events of published rooms, by room slug and event id.
    private let events: [String: [String: PublishedEvent]]
    /// The transcripts of published rooms read by this build, by room slug and name.
    private let transcripts: [String: [String: PublishedTranscript]]
    private let dates: DateText

    /// Publishes `site` at the build's clock, with links under `baseURL`; `strings` and
    /// `dates` are the pages' language's, `language` its tag (the site's own when `nil`) and
    /// `languagePrefix` the folder of its pages (see `SiteURLs`).
    init(site: Site, options: BuildOptions, baseURL: String, strings: UIStrings, dates: DateText,
         language: String? = nil, languagePrefix: String = "") {
        self.site = site
        self.dates = dates
        clock = PageClock(now: options.clock.now, zone: site.config.timeZone)
        view = PublicView(site: site, includeDrafts: options.includeDrafts, clock: clock)
        links = LinkResolver(urls: SiteURLs(baseURL: baseURL, languagePrefix: languagePrefix), view: view)
        let filter = TextFilter(moderation: Moderation(blockedWords: site.config.blockedWords),
                                contacts: ContactPolicy(allowed: site.config.contact))
        let resolver = links
        markdown = MarkdownRenderer(resolve: { resolver.url(for: $0) }, filter: filter,
                                    spoilerLabel: strings["spoiler"])
        booksBySlug = BooksBySlug(site.books)
        bookTexts = PublishedBookText.bySlug(site.books, markdown: markdown)
        let titleOrder = site.books.map { ($0.titleKey, $0.slug) }.sorted { $0 < $1 }
        bookOrder = Dictionary(titleOrder.enumerated().map { ($1.1, $0) }, uniquingKeysWith: min)
        var seen = Set<String>()
        booksInOrder = titleOrder.map(\.1).filter { seen.insert($0).inserted }
        membersByHandle = Dictionary(site.members.map { ($0.handle, $0) }, uniquingKeysWith: { first, _ in first })
        var byBook: [String: [Room]] = [:]
        for room in view.listedRooms { byBook[room.book.value, default: []].append(room) }
        listedRoomsByBook = byBook
        genres = Taxonomy(books: site.books, terms: \.genres, filter: filter)
        topics = Taxonomy(books: site.books, terms: \.topics, filter: filter)
        news = NewsIndex(view: view, filter: filter)
        friendsByHandle = Self.friends(of: view.publishedMembers)
        var byMember: [String: [Room]] = [:]
        for room in view.listedRooms where !room.anonymous {
            for handle in room.roster where !view.isErased(handle) { byMember[handle, default: []].append(room) }
        }
        roomsByMember = byMember
        club = ListsAndPicks(site: site, includeDrafts: options.includeDrafts)
        yearTally = YearTally(view: view, clock: clock, genres: genres)
        var years: [String: [Int]] = [:]
        for member in view.publishedMembers {
            let own = yearTally.years(of: member.handle, joined: membersByHandle[member.handle]?.joined?.year)
            if !own.isEmpty { years[member.handle] = own }
        }
        yearsByMember = years
        let renderer = markdown
        let eventText = EventText(strings: strings, dates: dates, markdown: renderer, siteZone: site.config.timeZone)
        self.eventText = eventText
        let urls = links.urls
        events = Dictionary(view.publishedRooms.map { room in
            let title = Self.title(of: room, markdown: renderer)
            return (room.slug, Dictionary((room.schedule?.events ?? []).map {
                ($0.id.value, PublishedEvent($0, in: room, roomTitle: title, text: eventText, urls: urls))
            }, uniquingKeysWith: { first, _ in first }))
        }, uniquingKeysWith: { first, _ in first })
        let publicView = view
        let facets = RoomFacets(rooms: view.listedRooms, status: { publicView.status(of: $0) }, statusOrder: RoomLists.statusOrder,
                                books: booksBySlug, genres: genres, strings: strings, language: language ?? site.config.language)
        roomLists = RoomLists(view: view, facets: facets)
        gates = ChapterGates(rooms: view.publishedRooms, strings: strings, urls: urls, text: renderer.text,
                             siteZone: site.config.timeZone)
        let rooms = view.publishedRooms.filter { !$0.transcripts.loaded.isEmpty }
        let published = rooms.parallelMap { room in
            Dictionary(room.transcripts.loaded.map {
                ($0.name, PublishedTranscript($0, in: room, siteLanguage: site.config.language, dates: dates, markdown: renderer))
            },
                       uniquingKeysWith: { first, _ in first })
        }
        transcripts = Dictionary(zip(rooms.map(\.slug), published), uniquingKeysWith: { first, _ in first })
    }

    /// A book's title, authors and subtitle as published.
    func text(of book: Book) -> PublishedBookText {
        bookTexts[book.slug] ?? PublishedBookText(book, markdown: markdown)
    }

    /// A room's title as published: its own, else its book's, filtered.
    func roomTitle(_ room: Room) -> String {
        Self.title(of: room, markdown: markdown)
    }

    private static func title(of room: Room, markdown: MarkdownRenderer) -> String {
        markdown.text(room.title ?? room.resolvedBook?.title.value ?? room.slug)
    }

    /// An event of a room as published.
    func event(_ event: Event, in room: Room) -> PublishedEvent {
        events[room.slug]?[event.id.value]
            ?? PublishedEvent(event, in: room, roomTitle: roomTitle(room), text: eventText, urls: links.urls)
    }

    /// A transcript of a room as published.
    func transcript(_ transcript: Transcript, in room: Room) -> PublishedTranscript {
        transcripts[room.slug]?[transcript.name]
            ?? PublishedTranscript(transcript, in: room, siteLanguage: site.config.language, dates: dates, markdown: markdown)
    }

    /// Friendship goes both ways: each published member's friends among the published
    /// members, by handle, sorted.
    private static func friends(of members: [Member]) -> [String: [String]] {
        var friends: [String: Set<String>] = [:]
        let handles = Set(members.map(\.handle))
        for member in members {
            for friend in member.friends.map(\.value) where friend != member.handle && handles.contains(friend) {
                friends[member.handle, default: []].insert(friend)
                friends[friend, default: []].insert(member.handle)
            }
        }
        return friends.mapValues { $0.sorted() }
    }
}
