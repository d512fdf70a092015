/// `/rooms/` (listed rooms grouped by status) and `/rooms/<status>/`.
extension RenderContext {
    static let statusOrder: [Room.Status] = [.active, .upcoming, .planned, .finished]

    func roomsPage(status: Room.Status?) -> [String: Any] {
        let url = status.map(urls.rooms) ?? urls.rooms
        let title = status.map { strings["rooms.\($0.rawValue)"] } ?? strings["nav.rooms"]
        var model = shell(title: title, description: strings["rooms.description"], url: url, section: .rooms)
        let listed = view.listedRooms
        let groups = Self.statusOrder.filter { status == nil || $0 == status }.map { group -> [String: Any] in
            let rooms = listed.filter { view.status(of: $0) == group }
                .sorted { ($0.schedule?.span?.start ?? 0, $0.slug) < ($1.schedule?.span?.start ?? 0, $1.slug) }
            return ["status": group.rawValue, "label": strings["rooms.\(group.rawValue)"], "url": urls.rooms(group),
                    "rooms": rooms.map(roomCard), "empty": rooms.isEmpty]
        }
        model["groups"] = groups
        model["filters"] = ([nil] + Self.statusOrder).map { filter -> [String: Any] in
            var item: [String: Any] = ["label": filter.map { strings["rooms.\($0.rawValue)"] } ?? strings["rooms.all"],
                                       "url": filter.map(urls.rooms) ?? urls.rooms]
            if filter == status { item["current"] = true }
            return item
        }
        return model
    }
}
