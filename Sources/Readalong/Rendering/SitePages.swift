/// Every page builder of one build, and the one place a `PageRequest` becomes a template and
/// its model. The builders and the lookups from slugs to content are made once per build
/// and shared by every page (a class: they are large values).
final class SitePages: Sendable {
    let published: PublishedSite
    let kit: PageKit
    /// The fragments the builders share.
    let parts: PageParts
    let rooms: RoomsPageBuilder
    let room: RoomPageBuilder
    let roomChats: RoomChatsPageBuilder
    let roster: RosterPageBuilder
    let transcript: TranscriptPageBuilder
    let calendar: CalendarPageBuilder
    let books: BooksPageBuilder
    let book: BookPageBuilder
    let chapter: ChapterPageBuilder
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
        let parts = PageParts(published: published, kit: kit)
        self.parts = parts
        rooms = RoomsPageBuilder(published: published, kit: kit, parts: parts)
        room = RoomPageBuilder(published: published, kit: kit, parts: parts)
        roomChats = RoomChatsPageBuilder(published: published, kit: kit, parts: parts)
        roster = RosterPageBuilder(published: published, kit: kit, parts: parts)
        transcript = TranscriptPageBuilder(published: published, kit: kit, parts: parts)
        calendar = CalendarPageBuilder(published: published, kit: kit, parts: parts)
        books = BooksPageBuilder(published: published, kit: kit, parts: parts)
        book = BookPageBuilder(published: published, kit: kit, parts: parts)
        chapter = ChapterPageBuilder(published: published, kit: kit, parts: parts)
        taxonomy = TaxonomyPageBuilder(published: published, kit: kit, parts: parts)
        members = MembersPageBuilder(published: published, kit: kit, parts: parts)
        member = MemberPageBuilder(published: published, kit: kit, parts: parts)
        memberYear = MemberYearPageBuilder(published: published, kit: kit, parts: parts)
        year = YearPageBuilder(published: published, kit: kit, parts: parts)
        newsList = NewsListPageBuilder(published: published, kit: kit, parts: parts)
        newsItem = NewsItemPageBuilder(published: published, kit: kit, parts: parts)
        tag = TagPageBuilder(published: published, kit: kit, parts: parts)
        home = HomePageBuilder(published: published, kit: kit, parts: parts)
        lists = ListsPageBuilder(published: published, kit: kit, parts: parts)
        list = ListPageBuilder(published: published, kit: kit, parts: parts)
        picks = PicksPageBuilder(published: published, kit: kit, parts: parts)
        pick = PickPageBuilder(published: published, kit: kit, parts: parts)
        lookup = ContentLookup(published)
    }

    /// The model of the page `request` names, or `nil` when the site has nothing by that
    /// name (a request the plan did not make). Builders are called in closures, not passed
    /// as `builder.page`: that would copy the builder (and every reference it holds) per page.
    func model(for request: PageRequest) -> (any TemplateModel)? {
        switch request {
        case .home: return home.page()
        case .rooms(let filter, let page): return rooms.page(filter: filter, page: page)
        case .room(let slug): return lookup.rooms[slug].map { room.page($0) }
        case .roomChats(let slug, let page): return lookup.rooms[slug].map { roomChats.page($0, page: page) }
        case .roster(let slug, let page): return lookup.rooms[slug].map { roster.page($0, page: page) }
        case .transcript(let slug, let name, let page):
            guard let room = lookup.rooms[slug], let chat = lookup.transcripts[slug]?[name] else { return nil }
            return transcript.page(chat, in: room, page: page)
        case .calendar: return calendar.index()
        case .calendarMonth(let month): return calendar.page(month)
        case .books(let page): return books.page(page)
        case .book(let slug): return published.booksBySlug[slug].map { book.page($0) }
        case .chapter(let slug, let number):
            guard let book = published.booksBySlug[slug], let found = parts.companions.chapter(number, of: slug) else { return nil }
            return chapter.page(found, of: book)
        case .terms(let kind): return taxonomy.index(kind)
        case .term(let kind, let slug, let page):
            return lookup.terms[kind]?[slug].map { taxonomy.page($0, kind: kind, page: page) }
        case .lists: return lists.page()
        case .list(let slug): return lookup.lists[slug].map { list.page($0) }
        case .picks: return picks.page()
        case .pick(let slug): return lookup.picks[slug].map { pick.page($0) }
        case .members(let page): return members.page(page)
        case .member(let handle): return published.membersByHandle[handle].map { member.page($0) }
        case .memberYear(let handle, let number): return published.membersByHandle[handle].map { memberYear.page($0, year: number) }
        case .year(let number): return year.page(number)
        case .news(let page): return newsList.page(page)
        case .newsItem(let slug): return lookup.newsItems[slug].map { newsItem.page($0) }
        case .tag(let slug, let page): return lookup.tags[slug].map { tag.page($0, page: page) }
        case .freePage(let slug): return lookup.pages[slug].map(FreePageBuilder(kit: kit).page)
        case .search: return SearchPageBuilder(kit: kit).page()
        case .notFound: return NotFoundPageBuilder(kit: kit).page()
        case .offline: return OfflinePageBuilder(published: published, kit: kit).page()
        }
    }
}
