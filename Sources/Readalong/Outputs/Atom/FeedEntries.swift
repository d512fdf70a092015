/// What `/feed.xml` says: rooms announced, discussions and meetups to come, and rooms
/// finished with their ratings, of listed rooms only, and each year in reading once it has
/// closed (dated the first instant of the next year), the newest `length` of them; and every
/// published news item, dated by its publication time (never later than the build). Ids are
/// the entry's page address with a fragment, the same for the same room or event in every
/// build; dates come from the schedules alone (a room is announced at its start, an event
/// to come is dated by its own start, even ahead of the build day), so the same content
/// gives the same dates in every day's build. An event's title says which room, which
/// meeting and which day, so the meetings of one room never share a title.
struct FeedEntries: Sendable {
    /// Entries kept in the feed, newest first.
    static let length = 50

    let published: PublishedSite
    let kit: PageKit

    /// The feed, ready to write.
    var feed: AtomFeed {
        let config = kit.config
        let urls = kit.urls
        let newest: (AtomFeed.Entry, AtomFeed.Entry) -> Bool = { ($0.updated, $0.id) > ($1.updated, $1.id) }
        let entries = (Array(all().sorted(by: newest).prefix(Self.length)) + news()).sorted(by: newest)
        return AtomFeed(language: kit.language, home: urls.absolute(urls.home), selfURL: urls.absolute(urls.atomFeed),
                        title: kit.text(config.title), subtitle: config.description.map(kit.text),
                        updated: Self.lastChange(of: entries, stamp: kit.clock.stamp), entries: entries)
    }

    /// When the feed last changed: its newest entry not dated after the build day, else
    /// its oldest one (a feed of meetings all to come), so that it too stays the same from
    /// one day's build to the next.
    static func lastChange(of entries: [AtomFeed.Entry], stamp: Int) -> Int {
        let dates = entries.map(\.updated)
        return dates.filter { $0 <= stamp }.max() ?? dates.min() ?? stamp
    }

    /// Every entry the listed rooms give, in no particular order.
    private func all() -> [AtomFeed.Entry] {
        let (urls, strings) = (kit.urls, kit.strings)
        let references = References(published: published, kit: kit)
        var entries: [AtomFeed.Entry] = []
        for room in published.view.listedRooms {
            guard let span = room.schedule?.span else { continue }
            let title = published.roomTitle(room)
            let dates = references.roomDates(room)
            let book = published.booksBySlug[room.book.value].map { kit.text($0.title.value) } ?? ""
            let roomURL = urls.absolute(urls.room(room.slug))
            entries.append(AtomFeed.Entry(id: roomURL + "#announced", updated: span.start,
                                          title: strings.format("feed.newRoom", title), url: roomURL,
                                          summary: "\(book) · \(dates) · \(strings["joining.\(room.joining.rawValue)"])"))
            if published.view.status(of: room) == .finished {
                var summary = dates
                if let rating = Ratings.average(room.ratings.map(\.value.stars)) {
                    summary += " · \(strings["room.rating"]): \(rating.text)/5 (\(strings.count(rating.count, "rating")))"
                }
                entries.append(AtomFeed.Entry(id: roomURL + "#finished", updated: span.end,
                                              title: strings.format("feed.finished", title), url: roomURL, summary: summary))
            }
            for event in room.schedule?.events ?? [] where event.kind == .discussion || event.kind == .meetup {
                guard kit.clock.isToCome(event) else { continue }
                let start = event.interval.start
                let wording = published.event(event, in: room).siteWording
                var summary = wording.when
                if let chapters = wording.chapters { summary += " · \(strings["event.chapters"]) \(chapters)" }
                let url = roomURL + "#" + event.anchor
                entries.append(AtomFeed.Entry(id: url, updated: start,
                                              title: "\(title): \(wording.title) · \(kit.dates.long(wording.clock.date))",
                                              url: url, summary: summary))
            }
        }
        return entries + closedYears()
    }

    /// One entry per year before the build clock's, with the club's headline figures.
    private func closedYears() -> [AtomFeed.Entry] {
        let clock = ZoneClock(zone: kit.config.timeZone)
        let figures = YearFigures(published: published, kit: kit)
        return published.yearTally.years.filter { $0 < kit.clock.today.year }.map { year in
            let url = kit.urls.absolute(kit.urls.year(year))
            let summary = figures.club(published.yearTally.club(year)).prefix(4).map { "\($0.label): \($0.value)" }
            return AtomFeed.Entry(id: url, updated: clock.startOfDay(LocalDate(year: year + 1, month: 1, day: 1)),
                                  title: kit.strings.format("year.title", String(year)), url: url,
                                  summary: summary.joined(separator: " · "))
        }
    }

    /// One entry per published news item, whose id is the item's address; its title and
    /// summary say the original's language when they are the original's in a feed of another
    /// language.
    private func news() -> [AtomFeed.Entry] {
        published.news.items.map { item in
            let url = kit.urls.absolute(kit.urls.newsItem(item.slug))
            let title = kit.text(item.title)
            return AtomFeed.Entry(id: url, updated: item.publishedAt, title: title, url: url,
                                  summary: kit.text(NewsSummaries.excerpt(item.body.text, fallback: title)),
                                  titleLang: kit.titleLang(.news(item.slug)), summaryLang: NewsSummaries.excerptLang(item, kit: kit))
        }
    }
}
