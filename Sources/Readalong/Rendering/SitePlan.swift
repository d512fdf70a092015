import Foundation

/// Every file of the published site, decided before anything is rendered: pages with the
/// template and model builder that make them, generated data, and content files copied as
/// they are.
struct SitePlan: Sendable {
    /// One file of `output/`.
    struct PlannedFile: Sendable {
        enum Source: Sendable {
            /// A page: a template and the function that builds its model.
            case page(template: String, model: @Sendable () -> [String: Any])
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
        /// Every transcript (the sitemap lists every transcript page).
        case all
    }

    let files: [PlannedFile]

    /// Plans every file. Rooms in `kept` were loaded without their transcripts: their page
    /// and transcript pages are planned from the outline as files to keep.
    init(context: RenderContext, kept: [String: TranscriptOutline] = [:]) {
        let urls = context.urls
        var files: [PlannedFile] = []
        var listedPages: [String] = []
        func page(_ url: String, _ template: String, listed: Bool = true, transcripts: TranscriptScope = .none,
                  _ model: @escaping @Sendable () -> [String: Any]) {
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
        page(urls.home, "home") { context.homePage() }
        page(urls.rooms, "rooms") { context.roomsPage(status: nil) }
        for status in RenderContext.statusOrder {
            for number in 1...context.roomListPages(status) {
                page(urls.paged(urls.rooms(status), page: number), "rooms") { context.roomsPage(status: status, page: number) }
            }
        }
        var chatChunks: [String] = []
        for room in context.view.publishedRooms {
            let listed = room.visibility == .public
            for number in stride(from: 1, through: context.rosterPages(room), by: 1) {
                page(urls.paged(urls.roomMembers(room.slug), page: number), "roster", listed: listed) {
                    context.roomMembersPage(room, page: number)
                }
            }
            let searched = RenderContext.searchesChats(of: room)
            if let outline = kept[room.slug] {
                keptPage(urls.room(room.slug), listed: listed, room: room.slug)
                for number in stride(from: 1, through: RenderContext.chatListPages(transcripts: outline.entries.count), by: 1) {
                    keptPage(urls.paged(urls.roomChats(room.slug), page: number), listed: listed, room: room.slug)
                }
                for entry in outline.entries {
                    for number in 1...entry.pages {
                        keptPage(urls.transcript(room: room.slug, name: entry.name, page: number), listed: listed, room: room.slug)
                        if searched {
                            let chunk = urls.chatSearchChunk(room: room.slug, name: entry.name, page: number)
                            files.append(PlannedFile(path: urls.outputFile(for: chunk), source: .kept, transcripts: .room(room.slug)))
                            chatChunks.append(chunk)
                        }
                    }
                }
            } else {
                page(urls.room(room.slug), "room", listed: listed, transcripts: .room(room.slug)) { context.roomPage(room) }
                for number in stride(from: 1, through: RenderContext.chatListPages(transcripts: room.transcripts.count), by: 1) {
                    page(urls.paged(urls.roomChats(room.slug), page: number), "chats", listed: listed, transcripts: .room(room.slug)) {
                        context.roomChatsPage(room, page: number)
                    }
                }
            }
            for transcript in room.transcripts {
                for number in 1...TranscriptPaging.pageCount(of: transcript) {
                    page(urls.transcript(room: room.slug, name: transcript.name, page: number), "transcript",
                         listed: listed, transcripts: .room(room.slug)) {
                        context.transcriptPage(transcript, in: room, page: number)
                    }
                    if searched {
                        let chunk = urls.chatSearchChunk(room: room.slug, name: transcript.name, page: number)
                        text(chunk, transcripts: .room(room.slug)) { context.chatSearchChunk(transcript, in: room, page: number) }
                        chatChunks.append(chunk)
                    }
                }
            }
            // An old slug keeps a copy of the calendar: calendar apps follow no redirect.
            for slug in [room.slug] + room.aliases.map(\.value) {
                text(urls.calendarFeed(room: slug)) {
                    context.calendar(named: context.roomTitle(room), description: context.roomDates(room),
                                     url: urls.room(room.slug), events: context.feedEvents(of: [room]))
                }
            }
            let chats = kept[room.slug]?.entries
                ?? room.transcripts.map { TranscriptOutline.Entry(name: $0.name, pages: TranscriptPaging.pageCount(of: $0)) }
            // A room with its own list of chats: the list's first page follows the room too.
            let chatList = RenderContext.chatListPages(transcripts: chats.count) > 0
            for alias in room.aliases.map(\.value) {
                text(urls.room(alias)) { context.redirectPage(to: urls.room(room.slug), title: context.roomTitle(room)) }
                if chatList {
                    text(urls.roomChats(alias), transcripts: .room(room.slug)) {
                        context.redirectPage(to: urls.roomChats(room.slug), title: context.roomTitle(room))
                    }
                }
                for chat in chats {
                    for number in 1...chat.pages {
                        text(urls.transcript(room: alias, name: chat.name, page: number), transcripts: .room(room.slug)) {
                            context.redirectPage(to: urls.transcript(room: room.slug, name: chat.name, page: number),
                                                 title: context.roomTitle(room))
                        }
                    }
                }
            }
            for item in context.feedEvents(of: [room]) {
                text(urls.calendarFile(room: room.slug, event: item.event.id.value)) {
                    context.calendar(named: context.roomTitle(room), description: context.roomDates(room),
                                     url: urls.room(room.slug), events: [item])
                }
            }
        }
        page(urls.calendar, "calendar-page") { context.calendarIndexPage() }
        for month in context.monthsWithEvents {
            page(urls.calendar(year: month.year, month: month.month), "calendar-page") { context.calendarPage(month) }
        }
        text(urls.siteCalendarFeed) {
            context.calendar(named: context.text(context.site.config.title), description: context.strings["calendar.description"],
                             url: urls.calendar, events: context.feedEvents(of: context.view.listedRooms))
        }
        for number in 1...context.bookListPages {
            page(urls.paged(urls.books, page: number), "books") { context.booksPage(page: number) }
        }
        for book in context.site.books {
            page(urls.book(book.slug), "book") { context.bookPage(book) }
            for alias in book.aliases {
                text(urls.book(alias.value)) { context.redirectPage(to: urls.book(book.slug), title: context.text(book.title.value)) }
            }
        }
        for (kind, taxonomy, index) in [("genre", context.genres, urls.genres), ("topic", context.topics, urls.topics)]
        where !taxonomy.terms.isEmpty {
            page(index, "terms") { context.taxonomyIndexPage(kind: kind) }
            for term in taxonomy.terms {
                let first = kind == "genre" ? urls.genre(term.slug) : urls.topic(term.slug)
                for number in 1...RenderContext.pageCount(of: term) {
                    page(urls.paged(first, page: number), "taxonomy") { context.taxonomyPage(term, kind: kind, page: number) }
                }
            }
        }
        for number in 1...context.memberListPages {
            page(urls.paged(urls.members, page: number), "members") { context.membersPage(page: number) }
        }
        for member in context.view.publishedMembers {
            page(urls.member(member.handle), "member") { context.memberPage(member) }
            for handle in [member.handle] + member.aliases.map(\.value) {
                text(urls.calendarFeed(member: handle)) {
                    context.calendar(named: "\(context.text(member.name)) · \(context.text(context.site.config.title))",
                                     description: context.strings["calendar.description"], url: urls.member(member.handle),
                                     events: context.feedEvents(of: context.calendarRooms(of: member.handle)))
                }
            }
            for alias in member.aliases {
                text(urls.member(alias.value)) { context.redirectPage(to: urls.member(member.handle), title: context.text(member.name)) }
            }
        }
        for freePage in context.view.publishedPages {
            page(urls.freePage(freePage.slug), "page") { context.freePage(freePage) }
        }
        page(urls.search, "search") { context.searchPage() }
        files.append(PlannedFile(path: "404.html", source: .page(template: "404", model: { context.notFoundPage() })))
        text(urls.searchIndex) { context.searchIndex() }
        let chunks = chatChunks
        text(urls.chatSearchManifest, transcripts: .all) { context.chatSearchManifest(chunks) }
        text(urls.atomFeed) { context.atomFeed() }
        let sitemapPages = listedPages
        text(urls.sitemap, transcripts: .all) { context.sitemap(pages: sitemapPages) }
        files.append(PlannedFile(path: "robots.txt", source: .text { context.robots() }))
        for (name, data) in TemplateLibrary.themeFiles().sorted(by: { $0.key < $1.key }) {
            files.append(PlannedFile(path: urls.outputFile(for: urls.theme(name)), source: .theme(data)))
        }
        for image in Self.referencedImages(context) where context.site.images[image]?.header.format.isRaster != true {
            files.append(PlannedFile(path: OutputPaths.publishedPath(of: image), source: .copy(image)))
        }
        for variant in Self.imageVariants(context) {
            files.append(PlannedFile(path: variant.outputPath, source: .image(variant)))
        }
        var cards: [String: ShareCard] = [:]
        for card in context.view.publishedRooms.map(context.shareCard) + context.site.books.map(context.shareCard) {
            cards[card.outputPath] = card
        }
        for path in cards.keys.sorted() {
            files.append(PlannedFile(path: path, source: .shareCard(cards[path]!)))
        }
        for asset in context.site.assets {
            files.append(PlannedFile(path: OutputPaths.publishedPath(of: asset), source: .copy(asset)))
        }
        self.files = files
    }

    /// Covers and avatars in use: the only content images that are published.
    private static func referencedImages(_ context: RenderContext) -> [String] {
        let covers = context.site.books.compactMap { book in book.cover.flatMap { ImageRules.resolve($0.value, from: book.path) } }
        let avatars = context.view.publishedMembers.compactMap { member in member.avatar.flatMap { ImageRules.resolve($0.value, from: member.path) } }
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

    /// How many of the files are HTML pages (kept ones are pages too).
    var pageCount: Int {
        files.count {
            switch $0.source {
            case .page, .kept: return true
            case .text, .theme, .copy, .image, .shareCard: return false
            }
        }
    }
}
