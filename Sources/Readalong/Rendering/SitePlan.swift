import Foundation

/// Every file of the published site, decided before anything is rendered: pages with the
/// template and model builder that make them, generated data, and content files copied as
/// they are.
struct SitePlan: Sendable {
    /// One file of `output/`.
    struct PlannedFile: Sendable {
        enum Source: Sendable {
            /// A page, made by `SitePages` when it is rendered.
            case page(PageRequest)
            /// Text made by the build (search index).
            case text(@Sendable () -> String)
            /// A file of the built-in theme.
            case theme(Data)
            /// A content file copied as it is (site-relative path).
            case copy(String)
            /// A variant of a content image, made with libvips.
            case image(ImageVariant)
            /// A link preview picture, drawn with libvips.
            case shareCard(ShareCard)
            /// An icon of the site, drawn with libvips.
            case icon(SiteIcon)
            /// Text made from the fingerprints of the bytes of other planned files (output
            /// paths), once they are written: the service worker.
            case fingerprints(of: [String], make: @Sendable ([ContentHash]) -> String)
            /// The last build's file, kept as it is: this build did not read what it shows
            /// (the transcripts of a room kept by outline).
            case kept
        }

        /// Path inside `output/`.
        let path: String
        let source: Source
        /// Which chat transcripts the file shows something of.
        var transcripts: TranscriptScope = .none
        /// On a site in several languages, the place in `languages:` of the language of a
        /// page (which `SitePages` of the plan makes it).
        var language = 0
        /// The name of a value made once for several files (the site search's entries, the
        /// chat shards' postings): files naming the same value are made one after another
        /// in one job, so that no core waits while another makes it.
        var sharing: String? = nil
    }

    /// The transcripts a planned file depends on. Every other input (books, members, rooms,
    /// schedules, site settings, templates) counts for every page; transcripts are kept
    /// apart because they are most of the content and few pages show them.
    enum TranscriptScope: Sendable {
        case none
        /// The transcripts of one room (its page and its transcript pages).
        case room(String)
        /// The transcripts of these rooms (a book's pages show its readers' chats).
        case rooms([String])
        /// Every transcript (the chat search's manifest, a multilingual site's sitemap).
        case all
        /// Whatever this digest is made of: what each room puts in a chat search shard, the
        /// rooms' outlines for the pages that only count messages (`OutlineDigests`), the
        /// addresses the sitemap lists.
        case digest(@Sendable () -> ContentHash)
    }

    let files: [PlannedFile]
    /// The chat search shards, whose table of digests the next build starts from.
    let chatShards: ChatShards
    /// What makes the planned pages (of the default language).
    let pages: SitePages
    /// What makes the pages of each language, in the order of `languages:` (just `pages`
    /// on a site in one language).
    let languagePages: [SitePages]
    /// The pages the sitemap lists (of the default language), in plan order.
    let listedPages: [String]

    /// Plans every file of `site` as a build with `options` publishes it at `baseURL` (see
    /// the other initializer for `chats` and `keptFile`).
    init(site: Site, options: BuildOptions, baseURL: String,
         chats: (inputs: [String: ContentHash], base: ContentHash, digests: ShardDigests?) = ([:], ContentHash(high: 0, low: 0), nil),
         keptFile: @escaping @Sendable (String) -> Data? = { _ in nil }) {
        guard site.config.languages.count == 1 else {
            self = MultilingualPlan.plan(site, options: options, baseURL: baseURL, chats: chats, keptFile: keptFile)
            return
        }
        let strings = UIStrings(languageTag: site.config.language)
        let dates = DateText(languageTag: site.config.language)
        let published = PublishedSite(site: site, options: options, baseURL: baseURL, strings: strings, dates: dates)
        self.init(pages: SitePages(published: published, kit: PageKit(published: published, strings: strings, dates: dates)),
                  chats: chats, keptFile: keptFile)
    }

    /// Plans every file. Rooms whose chats were kept from the last build (`.kept`) come
    /// without their transcripts: their page and transcript pages are planned from the
    /// outline as files to keep, and the chat search shards read their chunks back through
    /// `keptFile` (the last build's bytes of an output path). `chats` gives the fingerprint
    /// of each room's transcripts and of every other input, and the last build's table of
    /// chat shard digests.
    init(pages: SitePages,
         chats: (inputs: [String: ContentHash], base: ContentHash, digests: ShardDigests?),
         keptFile: @escaping @Sendable (String) -> Data?) {
        let (published, kit) = (pages.published, pages.kit)
        let (urls, site, view) = (kit.urls, published.site, published.view)
        let references = pages.parts.references
        let calendars = CalendarFeeds(published: published, kit: kit, references: references)
        let chatSearch = ChatSearch(published: published, kit: kit)
        let folding = SearchFolding(language: kit.language)
        let redirectPage = RedirectPage(language: kit.language, movedLabel: kit.strings["redirect.moved"])
        @Sendable func redirect(to url: String, title: String) -> String {
            redirectPage.html(to: url, canonical: urls.absolute(url), title: title)
        }
        var files: [PlannedFile] = []
        var listedPages: [String] = []
        func page(_ url: String, _ request: PageRequest, listed: Bool = true, transcripts: TranscriptScope = .none) {
            files.append(PlannedFile(path: urls.outputFile(for: url), source: .page(request), transcripts: transcripts))
            if listed { listedPages.append(url) }
        }
        func keptPage(_ url: String, listed: Bool, room: String) {
            files.append(PlannedFile(path: urls.outputFile(for: url), source: .kept, transcripts: .room(room)))
            if listed { listedPages.append(url) }
        }
        func text(_ url: String, transcripts: TranscriptScope = .none, sharing: String? = nil,
                  _ make: @escaping @Sendable () -> String) {
            files.append(PlannedFile(path: urls.outputFile(for: url), source: .text(make), transcripts: transcripts, sharing: sharing))
        }
        // The home page lists the years with activity, messages included: as counted in the outlines.
        let outlines = OutlineDigests(rooms: site.rooms)
        page(urls.home, .home, transcripts: .digest { outlines.all })
        page(urls.rooms, .rooms(filter: nil, page: 1))
        // Every status has its list, even empty; other filters only with rooms.
        let statusFilters = RoomLists.statusOrder.map { RoomFilter(facet: .status, value: $0.rawValue) }
        for filter in statusFilters + published.roomLists.filters.filter({ $0.facet != .status }) {
            for number in 1...published.roomLists.pageCount(filter) {
                page(urls.paged(filter.url(in: urls), page: number), .rooms(filter: filter, page: number))
            }
        }
        var chatRooms: [ChatShards.Room] = []
        var searchedRooms: [(slug: String, chats: [TranscriptOutline.Entry])] = []
        for room in view.publishedRooms {
            let listed = room.visibility == .public
            for number in stride(from: 1, through: references.rosterPages(room), by: 1) {
                page(urls.paged(urls.roomMembers(room.slug), page: number), .roster(room: room.slug, page: number), listed: listed)
            }
            let searched = ChatSearch.searches(room)
            let inputs = chats.inputs[room.slug] ?? ContentHash(text: "")
            let group = searchedRooms.count
            var seq = 0
            if case .kept(let outline) = room.transcripts {
                keptPage(urls.room(room.slug), listed: listed, room: room.slug)
                var keptChunks: [SearchShards.Chunk] = []
                for number in stride(from: 1, through: RoomChatsPageBuilder.pageCount(transcripts: outline.entries.count), by: 1) {
                    keptPage(urls.paged(urls.roomChats(room.slug), page: number), listed: listed, room: room.slug)
                }
                for entry in outline.entries {
                    for number in 1...entry.pages {
                        keptPage(urls.transcript(room: room.slug, name: entry.name, page: number), listed: listed, room: room.slug)
                        if searched {
                            let path = urls.outputFile(for: urls.chatSearchChunk(room: room.slug, name: entry.name, page: number))
                            files.append(PlannedFile(path: path, source: .kept, transcripts: .room(room.slug)))
                            keptChunks.append(SearchShards.Chunk(group: group, seq: seq, folding: folding) {
                                keptFile(path).map(SearchFilesReader.chatTexts(of:)) ?? []
                            })
                            seq += 1
                        }
                    }
                }
                if searched { chatRooms.append(ChatShards.Room(slug: room.slug, inputs: inputs, chunks: keptChunks, kept: true)) }
            } else {
                page(urls.room(room.slug), .room(room.slug), listed: listed, transcripts: .room(room.slug))
                for number in stride(from: 1, through: RoomChatsPageBuilder.pageCount(transcripts: room.transcripts.loaded.count), by: 1) {
                    page(urls.paged(urls.roomChats(room.slug), page: number), .roomChats(room: room.slug, page: number),
                         listed: listed, transcripts: .room(room.slug))
                }
            }
            var readChunks: [SearchShards.Chunk] = []
            for transcript in room.transcripts.loaded {
                for number in 1...transcript.pageCount {
                    page(urls.transcript(room: room.slug, name: transcript.name, page: number),
                         .transcript(room: room.slug, name: transcript.name, page: number), listed: listed, transcripts: .room(room.slug))
                    if searched {
                        let chunk = MadeOnce { chatSearch.page(transcript, in: room, page: number) }
                        text(urls.chatSearchChunk(room: room.slug, name: transcript.name, page: number),
                             transcripts: .room(room.slug)) { chunk.get.json }
                        readChunks.append(SearchShards.Chunk(group: group, seq: seq, folding: folding) { chunk.get.texts })
                        seq += 1
                    }
                }
            }
            // An old slug keeps a copy of the calendar: calendar apps follow no redirect.
            for slug in [room.slug] + room.aliases.map(\.value) {
                text(urls.calendarFeed(room: slug)) { calendars.room(room).text }
            }
            if searched, case .loaded = room.transcripts {
                chatRooms.append(ChatShards.Room(slug: room.slug, inputs: inputs, chunks: readChunks, kept: false))
            }
            let outline = room.transcripts.outline
            if searched { searchedRooms.append((room.slug, outline)) }
            // A room with its own list of chats: the list's first page follows the room too.
            let chatList = RoomChatsPageBuilder.pageCount(transcripts: outline.count) > 0
            for alias in room.aliases.map(\.value) {
                text(urls.room(alias)) { redirect(to: urls.room(room.slug), title: published.roomTitle(room)) }
                if chatList {
                    text(urls.roomChats(alias), transcripts: .room(room.slug)) {
                        redirect(to: urls.roomChats(room.slug), title: published.roomTitle(room))
                    }
                }
                for chat in outline {
                    for number in 1...chat.pages {
                        text(urls.transcript(room: alias, name: chat.name, page: number), transcripts: .room(room.slug)) {
                            redirect(to: urls.transcript(room: room.slug, name: chat.name, page: number),
                                     title: published.roomTitle(room))
                        }
                    }
                }
            }
            for item in CalendarFeeds.events(of: [room]) {
                text(urls.calendarFile(room: room.slug, event: item.event.id.value)) { calendars.event(item).text }
            }
        }
        page(urls.calendar, .calendar)
        for month in pages.calendar.months {
            page(urls.calendar(year: month.year, month: month.month), .calendarMonth(month))
        }
        text(urls.siteCalendarFeed) { calendars.site.text }
        for number in 1...pages.books.pageCount {
            page(urls.paged(urls.books, page: number), .books(page: number))
        }
        let chapterPages = CompanionChapterPages(published: published, companions: pages.parts.companions, urls: urls,
                                                 keptFile: keptFile)
        for book in site.books {
            // A book's page counts the messages of its chapters; its companion pages show them.
            let readers = TranscriptScope.rooms((published.listedRoomsByBook[book.slug] ?? []).map(\.slug))
            page(urls.book(book.slug), .book(book.slug), transcripts: readers)
            for number in chapterPages.chapters(of: book.slug) {
                let url = urls.bookChapter(book.slug, chapter: number)
                if chapterPages.isKept(book.slug) {
                    files.append(PlannedFile(path: urls.outputFile(for: url), source: .kept, transcripts: readers))
                    listedPages.append(url)
                } else {
                    page(url, .chapter(book: book.slug, number: number), transcripts: readers)
                }
            }
            for alias in book.aliases {
                text(urls.book(alias.value)) { redirect(to: urls.book(book.slug), title: kit.text(book.title.value)) }
            }
        }
        for kind in TaxonomyKind.allCases where !pages.taxonomy.taxonomy(kind).terms.isEmpty {
            page(kind == .genre ? urls.genres : urls.topics, .terms(kind))
            for term in pages.taxonomy.taxonomy(kind).terms {
                for number in 1...TaxonomyPageBuilder.pageCount(of: term) {
                    page(urls.paged(pages.taxonomy.url(of: term, kind: kind), page: number), .term(kind, slug: term.slug, page: number))
                }
            }
        }
        // Lists and picks: pages only for a site that has some.
        if !published.club.lists.isEmpty { page(urls.lists, .lists) }
        for list in published.club.lists {
            page(urls.list(list.slug), .list(list.slug))
        }
        if !published.club.picks.isEmpty { page(urls.picks, .picks) }
        for pick in published.club.picks {
            page(urls.pick(pick.slug), .pick(pick.slug))
        }
        for number in 1...pages.members.pageCount {
            page(urls.paged(urls.members, page: number), .members(page: number))
        }
        for year in published.yearTally.years {
            page(urls.year(year), .year(year), transcripts: .digest { outlines.all })
        }
        for member in view.publishedMembers {
            let memberOutlines = outlines.digest(of: (published.roomsByMember[member.handle] ?? []).map(\.slug))
            let memberRooms = TranscriptScope.digest { memberOutlines }
            page(urls.member(member.handle), .member(member.handle), transcripts: memberRooms)
            for year in published.yearsByMember[member.handle] ?? [] {
                page(urls.memberYear(member.handle, year: year), .memberYear(member.handle, year: year), transcripts: memberRooms)
            }
            for handle in [member.handle] + member.aliases.map(\.value) {
                text(urls.calendarFeed(member: handle)) { calendars.member(member).text }
            }
            for alias in member.aliases {
                text(urls.member(alias.value)) { redirect(to: urls.member(member.handle), title: kit.text(member.name)) }
            }
        }
        // News: planned only when some item is published, like the menu entry.
        if !published.news.items.isEmpty {
            for number in 1...pages.newsList.pageCount {
                page(urls.paged(urls.news, page: number), .news(page: number))
            }
            for item in published.news.items {
                page(urls.newsItem(item.slug), .newsItem(item.slug))
            }
            for term in published.news.tags.terms {
                for number in 1...TagPageBuilder.pageCount(term) {
                    page(urls.paged(urls.tag(term.slug), page: number), .tag(term.slug, page: number))
                }
            }
        }
        for freePage in view.publishedPages {
            page(urls.freePage(freePage.slug), .freePage(freePage.slug))
        }
        page(urls.search, .search)
        files.append(PlannedFile(path: "404.html", source: .page(.notFound)))
        let chatShards = ChatShards(rooms: chatRooms, count: SearchTerms.bucketCount(chunks: chatRooms.reduce(0) { $0 + $1.chunks.count }),
                                    previous: ChatShards.Previous(
                                        digests: chats.digests, base: chats.base,
                                        manifest: { keptFile(urls.outputFile(for: urls.chatSearchManifest)) },
                                        shard: { keptFile(urls.outputFile(for: urls.searchShard("chat", $0))) }))
        Self.planSearch(published: published, kit: kit, chapterPages: chapterPages, chatShards: chatShards, rooms: searchedRooms) {
            text($0, transcripts: $1, sharing: $2, $3)
        }
        files.append(contentsOf: (0..<chatShards.count).map { number in
            PlannedFile(path: urls.outputFile(for: urls.searchShard("chat", number)), source: .text { chatShards.file(number) },
                        transcripts: .digest { chatShards.digest(of: number) }, sharing: "chat shards")
        })
        // The feed has an entry for each closed year, whose figures count messages.
        text(urls.atomFeed, transcripts: .digest { outlines.all }) { FeedEntries(published: published, kit: kit).feed.xml }
        let sitemapPages = listedPages
        text(urls.sitemap, transcripts: .digest { ContentHash(text: sitemapPages.joined(separator: "\n")) }) {
            Sitemap.xml(locations: sitemapPages.map(urls.absolute))
        }
        files.append(PlannedFile(path: "robots.txt", source: .text { Sitemap.robots(sitemap: urls.absolute(urls.sitemap)) }))
        // Theme files of features the site lacks are left out (lists-picks.css, years.css), and so are
        // the feature sections of the others (ThemeSections).
        let theme = TemplateLibrary.themeFiles().filter { published.publishes(themeFile: $0.key) }
        let themeFeatures = ThemeSections.features(of: published, urls: urls, keptFile: keptFile)
        for (name, data) in theme.sorted(by: { $0.key < $1.key }) {
            files.append(PlannedFile(path: urls.outputFile(for: urls.theme(name)), source: .theme(ThemeSections.keeping(themeFeatures, in: data))))
        }
        // Offline reading (site.yml `offline`): manifest, icons, offline page, service worker.
        if site.config.offline { files += OfflineFiles.plan(published: published, kit: kit, theme: Array(theme.keys)) }
        files += PlannedImages(published: published, cards: pages.parts.cards).files
        self.init(files: files, chatShards: chatShards, pages: pages, languagePages: [pages], listedPages: listedPages)
    }

    /// A plan of these files.
    init(files: [PlannedFile], chatShards: ChatShards, pages: SitePages, languagePages: [SitePages], listedPages: [String]) {
        self.files = files
        self.chatShards = chatShards
        self.pages = pages
        self.languagePages = languagePages
        self.listedPages = listedPages
    }

    /// The search index files that do not belong to one room, but for the chat shards: the
    /// site entries in chunks and their shards (made once, when the first shard is written),
    /// and the lists.
    private static func planSearch(published: PublishedSite, kit: PageKit, chapterPages: CompanionChapterPages, chatShards: ChatShards,
                                   rooms: [(slug: String, chats: [TranscriptOutline.Entry])],
                                   text: (String, TranscriptScope, String?, @escaping @Sendable () -> String) -> Void) {
        let urls = kit.urls
        let selection = SiteSearchEntries(published: published, kit: kit, chapters: chapterPages.chapters(of:))
        let entries = MadeOnce { selection.all }
        let siteChunks = SiteSearchIndex.chunkCount(entries: selection.count)
        let siteShardCount = SearchTerms.bucketCount(chunks: siteChunks)
        let siteShards = MadeOnce {
            SearchShards(chunks: (0..<siteChunks).map { number in
                SearchShards.Chunk(group: 0, seq: number, folding: SearchFolding(language: kit.language)) { SiteSearchIndex.chunk(entries.get, number: number).texts }
            }, count: siteShardCount)
        }
        // Which companion chapter pages exist depends on the chats (their flags).
        let listed = TranscriptScope.digest { chapterPages.digest }
        text(urls.searchIndex, listed, nil) {
            SearchLists.siteIndex(chunks: siteChunks, shards: siteShardCount, termsFolder: urls.searchShardFolder("site"),
                                  chunksFolder: urls.page("search/site/"))
        }
        for number in 0..<siteChunks {
            text(urls.siteSearchChunk(number), listed, "site search") { SiteSearchIndex.chunk(entries.get, number: number).json }
        }
        for number in 0..<siteShardCount {
            text(urls.searchShard("site", number), listed, "site search") { siteShards.get.files[number] }
        }
        text(urls.chatSearchManifest, .all, nil) {
            SearchLists.chats(rooms: rooms, shards: chatShards.count, termsFolder: urls.searchShardFolder("chat"),
                              chunksFolder: urls.page("search/chat/"))
        }
    }

    /// The pages planned, in plan order.
    var requests: [PageRequest] {
        files.compactMap { file in
            if case .page(let request) = file.source { return request } else { return nil }
        }
    }

    /// How many of the files are HTML pages (kept pages too, but not kept search chunks).
    var pageCount: Int {
        files.count {
            switch $0.source {
            case .page: return true
            case .kept: return $0.path.hasSuffix(".html")
            case .text, .theme, .copy, .image, .shareCard, .icon, .fingerprints: return false
            }
        }
    }
}
