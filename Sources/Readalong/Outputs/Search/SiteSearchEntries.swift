/// What the site index lists, in the order results are shown: every book, then the listed
/// rooms, then the members with pages, then the lists, then the published news. Never a
/// private, unlisted or anonymous detail.
struct SiteSearchEntries: Sendable {
    let published: PublishedSite
    let kit: PageKit

    /// Every entry.
    var all: [SiteSearchIndex.Entry] {
        let (urls, strings, view) = (kit.urls, kit.strings, published.view)
        let books = published.site.books.map { book in
            SiteSearchIndex.Entry(kind: strings["search.book"], title: kit.text(book.title.value),
                                  detail: kit.text(book.authors.joined(separator: ", ")), url: urls.book(book.slug))
        }
        let rooms = view.listedRooms.map { room in
            SiteSearchIndex.Entry(kind: strings["search.room"], title: published.roomTitle(room),
                                  detail: strings["status.\(view.status(of: room).rawValue)"], url: urls.room(room.slug))
        }
        let members = view.publishedMembers.map { member in
            SiteSearchIndex.Entry(kind: strings["search.member"], title: kit.text(member.name), detail: member.handle,
                                  url: urls.member(member.handle))
        }
        // Published lists, after the members: their title and number of books.
        let lists = published.club.lists.map { list in
            SiteSearchIndex.Entry(kind: strings["list.search"], title: kit.text(list.title),
                                  detail: strings.count(list.entries.count, "book"), url: urls.list(list.slug))
        }
        let news = published.news.items.map { item in
            SiteSearchIndex.Entry(kind: strings["news.searchKind"], title: kit.text(item.title),
                                  detail: kit.dates.long(item.date.value.date), url: urls.newsItem(item.slug))
        }
        return books + rooms + members + lists + news
    }

    /// How many entries there are, without making them.
    var count: Int {
        published.site.books.count + published.view.listedRooms.count + published.view.publishedMembers.count
            + published.club.lists.count + published.news.items.count
    }
}
