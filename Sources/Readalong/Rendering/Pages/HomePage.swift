/// `/`: active rooms, next events, recently finished rooms, newest books.
extension RenderContext {
    func homePage() -> [String: Any] {
        var model = shell(title: nil, description: nil, url: urls.home, section: .home)
        let listed = view.listedRooms
        let active = listed.filter { view.status(of: $0) == .active }
        let finished = listed.filter { view.status(of: $0) == .finished }
            .sorted { ($0.schedule?.span?.end ?? 0, $0.slug) > ($1.schedule?.span?.end ?? 0, $1.slug) }
        let upcoming = listed.filter { view.status(of: $0) == .upcoming }
            .sorted { ($0.schedule?.span?.start ?? 0, $0.slug) < ($1.schedule?.span?.start ?? 0, $1.slug) }
        model["activeRooms"] = active.map(roomCard)
        model["upcomingRooms"] = upcoming.prefix(3).map(roomCard)
        model["finishedRooms"] = finished.prefix(3).map(roomCard)
        let planned = listed.filter { view.status(of: $0) == .planned }.map(roomCard)
        model["planned"] = planned.isEmpty ? false : ["rooms": planned]
        model["nextEvents"] = upcomingEvents(in: listed, limit: 6)
        let newest = site.books.map { (year: Self.year($0.published), slug: $0.slug) }.sorted { $0 > $1 }
        model["newestBooks"] = newest.prefix(6).map { bookReference($0.slug) }
        let intro = text(site.config.description ?? "")
        model["intro"] = intro.isEmpty ? false : intro
        return model
    }

    private static func year(_ published: String?) -> Int {
        published.flatMap { Int($0.prefix(4)) } ?? 0
    }
}
