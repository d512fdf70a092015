/// What the site index lists, in the order results are shown: every book, then the listed
/// rooms, then the members with pages, then the lists, then the published news. Never a
/// private, unlisted or anonymous detail.
struct SiteSearchEntries: Sendable {
    let context: RenderContext

    /// Every entry.
    var all: [SiteSearchIndex.Entry] {
        let (urls, strings) = (context.urls, context.strings)
        let books = context.site.books.map { book in
            SiteSearchIndex.Entry(kind: strings["search.book"], title: context.text(book.title.value),
                                  detail: context.text(book.authors.joined(separator: ", ")), url: urls.book(book.slug))
        }
        let rooms = context.view.listedRooms.map { room in
            SiteSearchIndex.Entry(kind: strings["search.room"], title: context.roomTitle(room),
                                  detail: strings["status.\(context.view.status(of: room).rawValue)"], url: urls.room(room.slug))
        }
        let members = context.view.publishedMembers.map { member in
            SiteSearchIndex.Entry(kind: strings["search.member"], title: context.text(member.name), detail: member.handle,
                                  url: urls.member(member.handle))
        }
        // Published lists, after the members: their title and number of books.
        let lists = context.published.club.lists.map { list in
            SiteSearchIndex.Entry(kind: strings["list.search"], title: context.text(list.title),
                                  detail: strings.count(list.entries.count, "book"), url: urls.list(list.slug))
        }
        let news = context.published.news.items.map { item in
            SiteSearchIndex.Entry(kind: strings["news.searchKind"], title: context.text(item.title),
                                  detail: context.dates.long(item.date.value.date), url: urls.newsItem(item.slug))
        }
        return books + rooms + members + lists + news
    }

    /// How many entries there are, without making them.
    var count: Int {
        context.site.books.count + context.view.listedRooms.count + context.view.publishedMembers.count + context.published.club.lists.count
            + context.published.news.items.count
    }
}
