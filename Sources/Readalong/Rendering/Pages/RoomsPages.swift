/// `/rooms/` (listed rooms grouped by status) and `/rooms/<status>/`.
extension RenderContext {
    static let statusOrder: [Room.Status] = [.active, .upcoming, .planned, .finished]

    /// The listed rooms of a status, in the order every list shows them: finished rooms the
    /// most recently finished first; the others by start date, the soonest first (planned
    /// rooms, which have none, by address).
    func listedRooms(_ status: Room.Status) -> [Room] {
        let rooms = view.listedRooms.filter { view.status(of: $0) == status }
        if status == .finished {
            return rooms.sorted { ($0.schedule?.span?.end ?? 0, $0.slug) > ($1.schedule?.span?.end ?? 0, $1.slug) }
        }
        return rooms.sorted { ($0.schedule?.span?.start ?? 0, $0.slug) < ($1.schedule?.span?.start ?? 0, $1.slug) }
    }

    /// The number of pages of `/rooms/<status>/`.
    func roomListPages(_ status: Room.Status) -> Int {
        ListPaging.pageCount(listedRooms(status).count, size: ListPaging.rooms)
    }

    /// `/rooms/` shows at most `ListPaging.rooms` rooms of each status, with a link to the
    /// status's own list when there are more; `/rooms/<status>/` pages through all of them.
    func roomsPage(status: Room.Status?, page number: Int = 1) -> RoomsPageModel {
        let first = status.map(urls.rooms) ?? urls.rooms
        let title = status.map { strings["rooms.\($0.rawValue)"] } ?? strings["nav.rooms"]
        var shell = shell(title: title, description: strings["rooms.description"], url: urls.paged(first, page: number), section: .rooms)
        let groups = Self.statusOrder.filter { status == nil || $0 == status }.map { group -> RoomsPageModel.Group in
            let rooms = listedRooms(group)
            let shown = ListPaging.slice(rooms, page: number, size: ListPaging.rooms)
            let more = status == nil && rooms.count > shown.count
            return RoomsPageModel.Group(status: group.rawValue, label: strings["rooms.\(group.rawValue)"], url: urls.rooms(group),
                                        rooms: shown.map(roomCard), empty: rooms.isEmpty,
                                        more: more ? strings.format("rooms.seeAll", String(rooms.count)) : nil)
        }
        let filters = ([nil] + Self.statusOrder).map { filter in
            RoomsPageModel.Filter(label: filter.map { strings["rooms.\($0.rawValue)"] } ?? strings["rooms.all"],
                                  url: filter.map(urls.rooms) ?? urls.rooms, current: filter == status)
        }
        let pagination = status.flatMap { status in
            paged(&shell.page, page: number, of: roomListPages(status), label: strings["pager.rooms"]) { urls.paged(first, page: $0) }
        }
        return RoomsPageModel(shell: shell, filters: filters, groups: groups, pagination: pagination)
    }
}
