/// Every page builder of one build, and the one place a `PageRequest` becomes a template and
/// its model. The builders and the lookups from slugs to content are made once per build.
struct SitePages: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let rooms: RoomsPageBuilder
    let room: RoomPageBuilder
    let roomChats: RoomChatsPageBuilder
    let roster: RosterPageBuilder
    let transcript: TranscriptPageBuilder
    let calendar: CalendarPageBuilder
    let books: BooksPageBuilder
    let book: BookPageBuilder
    let taxonomy: TaxonomyPageBuilder
    let members: MembersPageBuilder
    let member: MemberPageBuilder
    let memberYear: MemberYearPageBuilder
    let year: YearPageBuilder
    let newsList: NewsListPageBuilder
    let newsItem: NewsItemPageBuilder
    let tag: TagPageBuilder
    let home: HomePageBuilder
    let lists: ListsPageBuilder
    let list: ListPageBuilder
    let picks: PicksPageBuilder
    let pick: PickPageBuilder
    private let lookup: ContentLookup

    init(published: PublishedSite, kit: PageKit) {
        self.published = published
        self.kit = kit
        rooms = RoomsPageBuilder(published: published, kit: kit)
        room = RoomPageBuilder(published: published, kit: kit)
        roomChats = RoomChatsPageBuilder(published: published, kit: kit)
        roster = RosterPageBuilder(published: published, kit: kit)
        transcript = TranscriptPageBuilder(published: published, kit: kit)
        calendar = CalendarPageBuilder(published: published, kit: kit)
        books = BooksPageBuilder(published: published, kit: kit)
        book = BookPageBuilder(published: published, kit: kit)
        taxonomy = TaxonomyPageBuilder(published: published, kit: kit)
        members = MembersPageBuilder(published: published, kit: kit)
        member = MemberPageBuilder(published: published, kit: kit)
        memberYear = MemberYearPageBuilder(published: published, kit: kit)
        year = YearPageBuilder(published: published, kit: kit)
        newsList = NewsListPageBuilder(published: published, kit: kit)
        newsItem = NewsItemPageBuilder(published: published, kit: kit)
        tag = TagPageBuilder(published: published, kit: kit)
        home = HomePageBuilder(published: published, kit: kit)
        lists = ListsPageBuilder(published: published, kit: kit)
        list = ListPageBuilder(published: published, kit: kit)
        picks = PicksPageBuilder(published: published, kit: kit)
        pick = PickPageBuilder(published: published, kit: kit)
        lookup = ContentLookup(published)
    }

    /// The model of the page `request` names, or `nil` when the site has nothing by that
    /// name (a request the plan did not make).
    func model(for request: PageRequest) -> (any TemplateModel)? {
        switch request {
        case .home: return home.page()
        case .rooms(let filter, let page): return rooms.page(filter: filter, page: page)
        case .room(let slug): return lookup.rooms[slug].map(room.page)
        case .roomChats(let slug, let page): return lookup.rooms[slug].map { roomChats.page($0, page: page) }
        case .roster(let slug, let page): return lookup.rooms[slug].map { roster.page($0, page: page) }
        case .transcript(let slug, let name, let page):
            guard let room = lookup.rooms[slug], let chat = lookup.transcripts[slug]?[name] else { return nil }
            return transcript.page(chat, in: room, page: page)
        case .calendar: return calendar.index()
        case .calendarMonth(let month): return calendar.page(month)
        case .books(let page): return books.page(page)
        case .book(let slug): return published.booksBySlug[slug].map(book.page)
        case .terms(let kind): return taxonomy.index(kind)
        case .term(let kind, let slug, let page):
            return lookup.terms[kind]?[slug].map { taxonomy.page($0, kind: kind, page: page) }
        case .lists: return lists.page()
        case .list(let slug): return lookup.lists[slug].map(list.page)
        case .picks: return picks.page()
        case .pick(let slug): return lookup.picks[slug].map(pick.page)
        case .members(let page): return members.page(page)
        case .member(let handle): return published.membersByHandle[handle].map(member.page)
        case .memberYear(let handle, let number): return published.membersByHandle[handle].map { memberYear.page($0, year: number) }
        case .year(let number): return year.page(number)
        case .news(let page): return newsList.page(page)
        case .newsItem(let slug): return lookup.newsItems[slug].map(newsItem.page)
        case .tag(let slug, let page): return lookup.tags[slug].map { tag.page($0, page: page) }
        case .freePage(let slug): return lookup.pages[slug].map(FreePageBuilder(kit: kit).page)
        case .search: return SearchPageBuilder(kit: kit).page()
        case .notFound: return NotFoundPageBuilder(kit: kit).page()
        case .offline: return OfflinePageBuilder(published: published, kit: kit).page()
        }
    }
}
