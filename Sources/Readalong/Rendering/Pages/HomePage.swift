/// `/`: active rooms, next events, recently finished rooms, newest books.
extension RenderContext {
    func homePage() -> [String: Any] {
        var model = shell(title: nil, description: nil, url: urls.home, section: .home)
        let listed = view.listedRooms
        model["activeRooms"] = listedRooms(.active).map(roomCard)
        model["upcomingRooms"] = listedRooms(.upcoming).prefix(3).map(roomCard)
        model["finishedRooms"] = listedRooms(.finished).prefix(3).map(roomCard)
        let planned = listedRooms(.planned).map(roomCard)
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
