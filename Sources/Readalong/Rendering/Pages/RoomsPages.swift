/// `/rooms/` (listed rooms grouped by status), `/rooms/<status>/` and the filtered lists
/// `/rooms/<facet>/<value>/`.
extension RenderContext {
    static let statusOrder: [Room.Status] = [.active, .upcoming, .planned, .finished]

    /// One value of one facet that a list of rooms is narrowed to.
    struct RoomFilter: Sendable, Equatable {
        let facet: RoomFacets.Facet
        let value: String
    }

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

    /// The listed rooms a filter keeps, status by status in list order.
    func listedRooms(_ filter: RoomFilter) -> [Room] {
        if filter.facet == .status, let status = Room.Status(rawValue: filter.value) { return listedRooms(status) }
        return Self.statusOrder.flatMap(listedRooms).filter { roomFacets.room($0, has: filter.value, for: filter.facet) }
    }

    /// Every filter with at least one room, each a list of its own.
    var roomFilters: [RoomFilter] {
        RoomFacets.Facet.allCases.flatMap { facet in
            (roomFacets.choices[facet] ?? []).map { RoomFilter(facet: facet, value: $0.value) }
        }
    }

    /// The address of a filtered list: status lists keep their short `/rooms/<status>/`.
    func url(of filter: RoomFilter) -> String {
        if filter.facet == .status, let status = Room.Status(rawValue: filter.value) { return urls.rooms(status) }
        return urls.rooms(facet: filter.facet.rawValue, value: filter.value)
    }

    /// The number of pages of a filtered list.
    func roomListPages(_ filter: RoomFilter) -> Int {
        ListPaging.pageCount(listedRooms(filter).count, size: ListPaging.rooms)
    }

    /// `/rooms/` shows at most `ListPaging.rooms` rooms of each status, with a link to the
    /// status's own list when there are more; a filtered list pages through all its rooms.
    func roomsPage(filter: RoomFilter?, page number: Int = 1) -> RoomsPageModel {
        let first = filter.map(url(of:)) ?? urls.rooms
        let title = filter.map(roomsTitle) ?? strings["nav.rooms"]
        var shell = kit.shell(title: title, description: strings["rooms.description"], url: urls.paged(first, page: number), section: .rooms)
        let groups: [RoomsPageModel.Group]
        if let filter {
            let shown = ListPaging.slice(listedRooms(filter), page: number, size: ListPaging.rooms)
            let byStatus = Dictionary(grouping: shown) { view.status(of: $0) }
            groups = Self.statusOrder.filter { byStatus[$0] != nil || filter.value == $0.rawValue }.map { status in
                let rooms = byStatus[status] ?? []
                return RoomsPageModel.Group(status: status.rawValue, label: strings["rooms.\(status.rawValue)"],
                                            url: filter.facet == .status ? urls.rooms(status) : nil,
                                            rooms: rooms.map(roomCard), empty: rooms.isEmpty, more: nil)
            }
        } else {
            groups = Self.statusOrder.map { status in
                let rooms = listedRooms(status)
                let shown = Array(rooms.prefix(ListPaging.rooms))
                let more = rooms.count > shown.count
                return RoomsPageModel.Group(status: status.rawValue, label: strings["rooms.\(status.rawValue)"], url: urls.rooms(status),
                                            rooms: shown.map { roomCard($0, filterable: true) }, empty: rooms.isEmpty,
                                            more: more ? strings.format("rooms.seeAll", String(rooms.count)) : nil)
            }
        }
        let pagination = filter.flatMap { filter in
            paged(&shell.page, page: number, of: roomListPages(filter), label: strings["pager.rooms"]) { urls.paged(first, page: $0) }
        }
        let complete = filter == nil && groups.allSatisfy { $0.more == nil }
        return RoomsPageModel(shell: shell, all: roomFilterLink(nil, current: filter),
                              facets: roomFacetLinks(current: filter), filterable: complete,
                              groups: groups, pagination: pagination)
    }

    private func roomsTitle(_ filter: RoomFilter) -> String {
        if filter.facet == .status { return strings["rooms.\(filter.value)"] }
        let label = roomFacets.choices[filter.facet]?.first { $0.value == filter.value }?.label ?? filter.value
        return strings.format("rooms.filtered", strings["rooms.facet.\(filter.facet.rawValue)"] + ": " + label)
    }

    private func roomFacetLinks(current: RoomFilter?) -> [RoomsPageModel.Facet] {
        RoomFacets.Facet.allCases.compactMap { facet in
            guard let choices = roomFacets.choices[facet], !choices.isEmpty else { return nil }
            let filters = choices.map { roomFilterLink($0, current: current) }
            return RoomsPageModel.Facet(name: facet.rawValue, label: strings["rooms.facet.\(facet.rawValue)"],
                                        open: facet == .status || current?.facet == facet, filters: filters)
        }
    }

    private func roomFilterLink(_ choice: RoomFacets.Choice?, current: RoomFilter?) -> RoomsPageModel.Filter {
        guard let choice else {
            return RoomsPageModel.Filter(label: strings["rooms.all"], url: urls.rooms, current: current == nil,
                                         facet: "", value: "", count: view.listedRooms.count)
        }
        let filter = RoomFilter(facet: choice.facet, value: choice.value)
        return RoomsPageModel.Filter(label: choice.label, url: url(of: filter), current: filter == current,
                                     facet: choice.facet.rawValue, value: choice.value, count: choice.count)
    }
}
