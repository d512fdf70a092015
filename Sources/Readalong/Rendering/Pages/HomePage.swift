/// `/`: the latest news, active rooms, next events, recently finished rooms, newest books,
/// open picks, the years in reading.
extension RenderContext {
    func homePage() -> HomePageModel {
        let planned = listedRooms(.planned).map(roomCard)
        let newest = site.books.map { (year: Self.year($0.published), slug: $0.slug) }.sorted { $0 > $1 }
        let intro = text(site.config.description ?? "")
        var model = HomePageModel(shell: kit.shell(title: nil, description: nil, url: urls.home, section: .home),
                             intro: intro.isEmpty ? nil : intro,
                             activeRooms: listedRooms(.active).map(roomCard),
                             upcomingRooms: listedRooms(.upcoming).prefix(3).map(roomCard),
                             finishedRooms: listedRooms(.finished).prefix(3).map(roomCard),
                             planned: planned,
                             nextEvents: upcomingEvents(in: view.listedRooms, limit: 6),
                             newestBooks: newest.prefix(6).map { bookReference($0.slug) },
                             picks: homePicks.isEmpty ? nil : HomePageModel.Picks(picks: homePicks, url: urls.picks),
                             years: yearSummaries())
        model.news = newsSection(published.news.latest(clock: clock), label: strings["news.all"])
        return model
    }

    private static func year(_ published: String?) -> Int {
        published.flatMap { Int($0.prefix(4)) } ?? 0
    }
}
