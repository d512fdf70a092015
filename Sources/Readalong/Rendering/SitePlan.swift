import Foundation

/// Every file of the published site, decided before anything is rendered: pages with the
/// template and model builder that make them, generated data, and content files copied as
/// they are.
struct SitePlan: Sendable {
    /// One file of `output/`.
    struct PlannedFile: Sendable {
        enum Source: Sendable {
            /// A page: a template and the function that builds its model.
            case page(template: String, model: @Sendable () -> any TemplateModel)
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
    }

    /// The transcripts a planned file depends on. Every other input (books, members, rooms,
    /// schedules, site settings, templates) counts for every page; transcripts are kept
    /// apart because they are most of the content and few pages show them.
    enum TranscriptScope: Sendable {
        case none
        /// The transcripts of one room (its page and its transcript pages).
        case room(String)
        /// The transcripts of these rooms (a member's page and year pages count the
        /// messages of the member's rooms).
        case rooms([String])
        /// Every transcript (the sitemap lists every transcript page).
        case all
        /// Whatever this digest is made of (a chat search shard: what each room puts in it).
        case digest(@Sendable () -> ContentHash)
    }

    let files: [PlannedFile]
    /// The chat search shards, whose table of digests the next build starts from.
    let chatShards: ChatShards

    /// Plans every file. Rooms whose chats were kept from the last build (`.kept`) come
    /// without their transcripts: their page and transcript pages are planned from the
    /// outline as files to keep, and the chat search shards read their chunks back through
    /// `keptFile` (the last build's bytes of an output path). `chats` gives the fingerprint
    /// of each room's transcripts and of every other input, and the last build's table of
    /// chat shard digests.
    init(context: RenderContext,
         chats: (inputs: [String: ContentHash], base: ContentHash, digests: ShardDigests?) = ([:], ContentHash(high: 0, low: 0), nil),
         keptFile: @escaping @Sendable (String) -> Data? = { _ in nil }) {
        let urls = context.urls
        let calendars = CalendarFeeds(context: context)
        let chatSearch = ChatSearch(context: context)
        let redirectPage = RedirectPage(language: context.site.config.language, movedLabel: context.strings["redirect.moved"])
        @Sendable func redirect(to url: String, title: String) -> String {
            redirectPage.html(to: url, canonical: urls.absolute(url), title: title)
        }
        var files: [PlannedFile] = []
        var listedPages: [String] = []
        func page(_ url: String, _ template: String, listed: Bool = true, transcripts: TranscriptScope = .none,
                  _ model: @escaping @Sendable () -> any TemplateModel) {
            files.append(PlannedFile(path: urls.outputFile(for: url), source: .page(template: template, model: model),
                                     transcripts: transcripts))
            if listed { listedPages.append(url) }
        }
        func keptPage(_ url: String, listed: Bool, room: String) {
            files.append(PlannedFile(path: urls.outputFile(for: url), source: .kept, transcripts: .room(room)))
            if listed { listedPages.append(url) }
        }
        func text(_ url: String, transcripts: TranscriptScope = .none, _ make: @escaping @Sendable () -> String) {
            files.append(PlannedFile(path: urls.outputFile(for: url), source: .text(make), transcripts: transcripts))
        }
        // The home page lists the years with activity, messages included.
        page(urls.home, "home", transcripts: .all) { context.homePage() }
        page(urls.rooms, "rooms") { context.roomsPage(filter: nil) }
        // Every status has its list, even empty; other filters only with rooms.
        let statusFilters = RenderContext.statusOrder.map { RenderContext.RoomFilter(facet: .status, value: $0.rawValue) }
        for filter in statusFilters + context.roomFilters.filter({ $0.facet != .status }) {
            for number in 1...context.roomListPages(filter) {
                page(urls.paged(context.url(of: filter), page: number), "rooms") { context.roomsPage(filter: filter, page: number) }
            }
        }
        var chatRooms: [ChatShards.Room] = []
        var searchedRooms: [(slug: String, chats: [TranscriptOutline.Entry])] = []
        for room in context.view.publishedRooms {
            let listed = room.visibility == .public
            for number in stride(from: 1, through: context.rosterPages(room), by: 1) {
                page(urls.paged(urls.roomMembers(room.slug), page: number), "roster", listed: listed) {
                    context.roomMembersPage(room, page: number)
                }
            }
            let searched = ChatSearch.searches(room)
            let inputs = chats.inputs[room.slug] ?? ContentHash(text: "")
            let group = searchedRooms.count
            var seq = 0
            if case .kept(let outline) = room.transcripts {
                keptPage(urls.room(room.slug), listed: listed, room: room.slug)
                var keptChunks: [SearchShards.Chunk] = []
                for number in stride(from: 1, through: RenderContext.chatListPages(transcripts: outline.entries.count), by: 1) {
                    keptPage(urls.paged(urls.roomChats(room.slug), page: number), listed: listed, room: room.slug)
                }
                for entry in outline.entries {
                    for number in 1...entry.pages {
                        keptPage(urls.transcript(room: room.slug, name: entry.name, page: number), listed: listed, room: room.slug)
                        if searched {
                            let path = urls.outputFile(for: urls.chatSearchChunk(room: room.slug, name: entry.name, page: number))
                            files.append(PlannedFile(path: path, source: .kept, transcripts: .room(room.slug)))
                            keptChunks.append(SearchShards.Chunk(group: group, seq: seq) {
                                keptFile(path).map(SearchFilesReader.chatTexts(of:)) ?? []
                            })
                            seq += 1
                        }
                    }
                }
                if searched { chatRooms.append(ChatShards.Room(slug: room.slug, inputs: inputs, chunks: keptChunks, kept: true)) }
            } else {
                page(urls.room(room.slug), "room", listed: listed, transcripts: .room(room.slug)) { context.roomPage(room) }
                for number in stride(from: 1, through: RenderContext.chatListPages(transcripts: room.transcripts.loaded.count), by: 1) {
                    page(urls.paged(urls.roomChats(room.slug), page: number), "chats", listed: listed, transcripts: .room(room.slug)) {
                        context.roomChatsPage(room, page: number)
                    }
                }
            }
            var readChunks: [SearchShards.Chunk] = []
            for transcript in room.transcripts.loaded {
                for number in 1...transcript.pageCount {
                    page(urls.transcript(room: room.slug, name: transcript.name, page: number), "transcript",
                         listed: listed, transcripts: .room(room.slug)) {
                        context.transcriptPage(transcript, in: room, page: number)
                    }
                    if searched {
                        let chunk = MadeOnce { chatSearch.page(transcript, in: room, page: number) }
                        text(urls.chatSearchChunk(room: room.slug, name: transcript.name, page: number),
                             transcripts: .room(room.slug)) { chunk.get.json }
                        readChunks.append(SearchShards.Chunk(group: group, seq: seq) { chunk.get.texts })
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
            let chatList = RenderContext.chatListPages(transcripts: outline.count) > 0
            for alias in room.aliases.map(\.value) {
                text(urls.room(alias)) { redirect(to: urls.room(room.slug), title: context.roomTitle(room)) }
                if chatList {
                    text(urls.roomChats(alias), transcripts: .room(room.slug)) {
                        redirect(to: urls.roomChats(room.slug), title: context.roomTitle(room))
                    }
                }
                for chat in outline {
                    for number in 1...chat.pages {
                        text(urls.transcript(room: alias, name: chat.name, page: number), transcripts: .room(room.slug)) {
                            redirect(to: urls.transcript(room: room.slug, name: chat.name, page: number),
                                     title: context.roomTitle(room))
                        }
                    }
                }
            }
            for item in CalendarFeeds.events(of: [room]) {
                text(urls.calendarFile(room: room.slug, event: item.event.id.value)) { calendars.event(item).text }
            }
        }
        page(urls.calendar, "calendar-page") { context.calendarIndexPage() }
        for month in context.monthsWithEvents {
            page(urls.calendar(year: month.year, month: month.month), "calendar-page") { context.calendarPage(month) }
        }
        text(urls.siteCalendarFeed) { calendars.site.text }
        for number in 1...context.bookListPages {
            page(urls.paged(urls.books, page: number), "books") { context.booksPage(page: number) }
        }
        for book in context.site.books {
            page(urls.book(book.slug), "book") { context.bookPage(book) }
            for alias in book.aliases {
                text(urls.book(alias.value)) { redirect(to: urls.book(book.slug), title: context.text(book.title.value)) }
            }
        }
        for (kind, taxonomy, index) in [("genre", context.published.genres, urls.genres), ("topic", context.published.topics, urls.topics)]
        where !taxonomy.terms.isEmpty {
            page(index, "terms") { context.taxonomyIndexPage(kind: kind) }
            for term in taxonomy.terms {
                let first = kind == "genre" ? urls.genre(term.slug) : urls.topic(term.slug)
                for number in 1...RenderContext.pageCount(of: term) {
                    page(urls.paged(first, page: number), "taxonomy") { context.taxonomyPage(term, kind: kind, page: number) }
                }
            }
        }
        // Lists and picks: pages only for a site that has some.
        if !context.published.club.lists.isEmpty { page(urls.lists, "lists") { context.listsPage() } }
        for list in context.published.club.lists {
            page(urls.list(list.slug), "list") { context.listPage(list) }
        }
        if !context.published.club.picks.isEmpty { page(urls.picks, "picks") { context.picksPage() } }
        for pick in context.published.club.picks {
            page(urls.pick(pick.slug), "pick") { context.pickPage(pick) }
        }
        for number in 1...context.memberListPages {
            page(urls.paged(urls.members, page: number), "members") { context.membersPage(page: number) }
        }
        for year in context.published.yearTally.years {
            page(urls.year(year), "year", transcripts: .all) { context.yearPage(year) }
        }
        for member in context.view.publishedMembers {
            let memberRooms = TranscriptScope.rooms(context.calendarRooms(of: member.handle).map(\.slug))
            page(urls.member(member.handle), "member", transcripts: memberRooms) { context.memberPage(member) }
            for year in context.yearsOf(member.handle) {
                page(urls.memberYear(member.handle, year: year), "member-year", transcripts: memberRooms) {
                    context.memberYearPage(member, year: year)
                }
            }
            for handle in [member.handle] + member.aliases.map(\.value) {
                text(urls.calendarFeed(member: handle)) { calendars.member(member).text }
            }
            for alias in member.aliases {
                text(urls.member(alias.value)) { redirect(to: urls.member(member.handle), title: context.text(member.name)) }
            }
        }
        // News: planned only when some item is published, like the menu entry.
        if !context.published.news.items.isEmpty {
            for number in 1...context.newsListPages {
                page(urls.paged(urls.news, page: number), "news") { context.newsListPage(page: number) }
            }
            for item in context.published.news.items {
                page(urls.newsItem(item.slug), "news-item") { context.newsItemPage(item) }
            }
            for term in context.published.news.tags.terms {
                for number in 1...context.tagPages(term) {
                    page(urls.paged(urls.tag(term.slug), page: number), "tag") { context.tagPage(term, page: number) }
                }
            }
        }
        for freePage in context.view.publishedPages {
            page(urls.freePage(freePage.slug), "page") { context.freePage(freePage) }
        }
        page(urls.search, "search") { SearchPageBuilder(kit: context.kit).page() }
        files.append(PlannedFile(path: "404.html", source: .page(template: "404", model: { NotFoundPageBuilder(kit: context.kit).page() })))
        let chatShards = ChatShards(rooms: chatRooms, count: SearchTerms.bucketCount(chunks: chatRooms.reduce(0) { $0 + $1.chunks.count }),
                                    previous: ChatShards.Previous(
                                        digests: chats.digests, base: chats.base,
                                        manifest: { keptFile(urls.outputFile(for: urls.chatSearchManifest)) },
                                        shard: { keptFile(urls.outputFile(for: urls.searchShard("chat", $0))) }))
        Self.planSearch(context: context, chatShards: chatShards, rooms: searchedRooms, text: text)
        files.append(contentsOf: (0..<chatShards.count).map { number in
            PlannedFile(path: urls.outputFile(for: urls.searchShard("chat", number)),
                        source: .text { chatShards.file(number) }, transcripts: .digest { chatShards.digest(of: number) })
        })
        // The feed has an entry for each closed year, whose figures count messages.
        text(urls.atomFeed, transcripts: .all) { FeedEntries(context: context).feed.xml }
        let sitemapPages = listedPages
        text(urls.sitemap, transcripts: .all) { Sitemap.xml(locations: sitemapPages.map(urls.absolute)) }
        files.append(PlannedFile(path: "robots.txt", source: .text { Sitemap.robots(sitemap: urls.absolute(urls.sitemap)) }))
        // Theme files of features the site lacks are left out (lists-picks.css, years.css), and so are
        // the feature sections of the others (ThemeSections).
        let theme = TemplateLibrary.themeFiles().filter { context.publishes(themeFile: $0.key) }
        let themeFeatures = ThemeSections.features(of: context, keptFile: keptFile)
        for (name, data) in theme.sorted(by: { $0.key < $1.key }) {
            files.append(PlannedFile(path: urls.outputFile(for: urls.theme(name)), source: .theme(ThemeSections.keeping(themeFeatures, in: data))))
        }
        // Offline reading (site.yml `offline`): manifest, icons, offline page, service worker.
        if context.site.config.offline { files += OfflineFiles.plan(context: context, theme: Array(theme.keys)) }
        for image in Self.referencedImages(context) where context.site.images[image]?.header.format.isRaster != true {
            files.append(PlannedFile(path: OutputPaths.publishedPath(of: image), source: .copy(image)))
        }
        for variant in Self.imageVariants(context) {
            files.append(PlannedFile(path: variant.outputPath, source: .image(variant)))
        }
        var cards: [String: ShareCard] = [:]
        for card in context.view.publishedRooms.map(context.shareCard) + context.site.books.compactMap(context.shareCard) {
            cards[card.outputPath] = card
        }
        for path in cards.keys.sorted() {
            files.append(PlannedFile(path: path, source: .shareCard(cards[path]!)))
        }
        // A photo under assets/ is published as its variants, or as a copy when no page shows it.
        for asset in context.site.assets where !AssetPhotos.isPhoto(asset) || context.site.images.assetCopies.contains(asset) {
            files.append(PlannedFile(path: OutputPaths.publishedPath(of: asset), source: .copy(asset)))
        }
        self.files = files
        self.chatShards = chatShards
    }

    /// The search index files that do not belong to one room, but for the chat shards: the
    /// site entries in chunks and their shards (made once, when the first shard is written),
    /// and the lists.
    private static func planSearch(context: RenderContext, chatShards: ChatShards,
                                   rooms: [(slug: String, chats: [TranscriptOutline.Entry])],
                                   text: (String, TranscriptScope, @escaping @Sendable () -> String) -> Void) {
        let urls = context.urls
        let selection = SiteSearchEntries(context: context)
        let entries = MadeOnce { selection.all }
        let siteChunks = SiteSearchIndex.chunkCount(entries: selection.count)
        let siteShardCount = SearchTerms.bucketCount(chunks: siteChunks)
        let siteShards = MadeOnce {
            SearchShards(chunks: (0..<siteChunks).map { number in
                SearchShards.Chunk(group: 0, seq: number) { SiteSearchIndex.chunk(entries.get, number: number).texts }
            }, count: siteShardCount)
        }
        text(urls.searchIndex, .none) {
            SearchLists.siteIndex(chunks: siteChunks, shards: siteShardCount, termsFolder: urls.searchShardFolder("site"),
                                  chunksFolder: urls.page("search/site/"))
        }
        for number in 0..<siteChunks {
            text(urls.siteSearchChunk(number), .none) { SiteSearchIndex.chunk(entries.get, number: number).json }
        }
        for number in 0..<siteShardCount {
            text(urls.searchShard("site", number), .none) { siteShards.get.files[number] }
        }
        text(urls.chatSearchManifest, .all) {
            SearchLists.chats(rooms: rooms, shards: chatShards.count, termsFolder: urls.searchShardFolder("chat"),
                              chunksFolder: urls.page("search/chat/"))
        }
    }

    /// Covers and avatars in use: the only content images that are published.
    private static func referencedImages(_ context: RenderContext) -> [String] {
        let covers = context.site.books.compactMap(context.coverPath)
        let avatars = context.view.publishedMembers.compactMap(context.avatarPath)
        return Array(Set(covers + avatars).subtracting(context.site.assets)).sorted()
    }

    /// Every variant of the covers, avatars and images in text, each once, in path order.
    private static func imageVariants(_ context: RenderContext) -> [ImageVariant] {
        let site = context.site
        let covers = site.books.compactMap(context.coverPath).map { ($0, ImageUse.cover) }
        // Members who asked to be forgotten have no page and no picture anywhere.
        let avatars = context.view.publishedMembers.compactMap(context.avatarPath).map { ($0, ImageUse.avatar) }
        let inText = site.images.inText.map { ($0, [ImageUse.content]) }
        var variants: [String: ImageVariant] = [:]
        for (path, uses) in covers + avatars + inText {
            guard let source = site.images[path] else { continue }
            for use in uses {
                for variant in ResponsiveImage(source, use: use).variants { variants[variant.outputPath] = variant }
            }
        }
        return variants.keys.sorted().compactMap { variants[$0] }
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
