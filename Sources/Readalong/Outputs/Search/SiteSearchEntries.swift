/// What the site index lists, in the order results are shown: every book, each followed by
/// its companion chapter pages (by book and chapter only, nothing of what they hold), then
/// the listed rooms, then the members with pages, then the lists, then the published news. Never a
/// private, unlisted or anonymous detail.
struct SiteSearchEntries: Sendable {
    let published: PublishedSite
    let kit: PageKit
    /// The chapters with a companion page of each book, by slug.
    let chapters: @Sendable (String) -> [Int]

    /// Every entry.
    var all: [SiteSearchIndex.Entry] {
        let (urls, strings, view) = (kit.urls, kit.strings, published.view)
        let books = published.site.books.flatMap { book in
            let text = published.text(of: book)
            let title = text.title
            return [SiteSearchIndex.Entry(kind: strings["search.book"], title: title, detail: text.authors, url: urls.book(book.slug),
                                          lang: kit.titleLang(.book(book.slug)))]
                + chapters(book.slug).map { number in
                    SiteSearchIndex.Entry(kind: strings["search.chapter"], title: strings.format("chapter.title", String(number)),
                                          detail: title, url: urls.bookChapter(book.slug, chapter: number))
                }
        }
        let rooms = view.listedRooms.map { room in
            SiteSearchIndex.Entry(kind: strings["search.room"], title: published.roomTitle(room),
                                  detail: strings["status.\(view.status(of: room).rawValue)"], url: urls.room(room.slug),
                                  lang: kit.titleLang(.room(room.slug)))
        }
        let members = view.publishedMembers.map { member in
            SiteSearchIndex.Entry(kind: strings["search.member"], title: kit.text(member.name), detail: member.handle,
                                  url: urls.member(member.handle))
        }
        // Published lists, after the members: their title and number of books.
        let lists = published.club.lists.map { list in
            SiteSearchIndex.Entry(kind: strings["list.search"], title: kit.text(list.title),
                                  detail: strings.count(list.entries.count, "book"), url: urls.list(list.slug),
                                  lang: kit.titleLang(.list(list.slug)))
        }
        let news = published.news.items.map { item in
            SiteSearchIndex.Entry(kind: strings["news.searchKind"], title: kit.text(item.title),
                                  detail: kit.dates.long(item.date.value.date), url: urls.newsItem(item.slug),
                                  lang: kit.titleLang(.news(item.slug)))
        }
        return books + rooms + members + lists + news
    }

    /// How many entries there are, without making them.
    var count: Int {
        published.site.books.reduce(0) { $0 + 1 + chapters($1.slug).count } + published.view.listedRooms.count + published.view.publishedMembers.count
            + published.club.lists.count + published.news.items.count
    }
}
