/// `/`: the latest news, active rooms, next events, recently finished rooms, newest books,
/// open picks, the years in reading.
struct HomePageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page() -> HomePageModel {
        let lists = published.roomLists
        let card = { (room: Room) in parts.references.card(room) }
        let newest = published.site.books.map { (year: Self.year($0.published), slug: $0.slug) }.sorted { $0 > $1 }
        let intro = kit.text(kit.config.description ?? "")
        let homePicks = parts.picks.home
        var model = HomePageModel(shell: kit.shell(title: nil, description: nil, url: kit.urls.home, section: .home),
                                  intro: intro.isEmpty ? nil : intro,
                                  activeRooms: lists.rooms(.active).map(card),
                                  upcomingRooms: lists.rooms(.upcoming).prefix(3).map(card),
                                  finishedRooms: lists.rooms(.finished).prefix(3).map(card),
                                  planned: lists.rooms(.planned).map(card),
                                  nextEvents: parts.events.upcoming(in: published.view.listedRooms, limit: 6),
                                  newestBooks: newest.prefix(6).map { parts.references.book($0.slug) },
                                  picks: homePicks.isEmpty ? nil : HomePageModel.Picks(picks: homePicks, url: kit.urls.picks),
                                  years: parts.years.clubSummaries())
        model.news = parts.news.section(published.news.latest(clock: kit.clock))
        return model
    }

    private static func year(_ published: String?) -> Int {
        published.flatMap { Int($0.prefix(4)) } ?? 0
    }
}
