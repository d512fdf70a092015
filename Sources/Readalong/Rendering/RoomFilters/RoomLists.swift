/// The listed rooms as `/rooms/` and its filtered lists show them, sorted once per build:
/// by status, and for every filter with at least one room.
struct RoomLists: Sendable {
    /// The order statuses are listed in, everywhere.
    static let statusOrder: [Room.Status] = [.active, .upcoming, .planned, .finished]

    /// What the rooms can be filtered by, and each listed room's values.
    let facets: RoomFacets
    /// Every filter with at least one room, each a list of its own, facet by facet.
    let filters: [RoomFilter]
    /// How many rooms are listed.
    let count: Int
    private let byStatus: [Room.Status: [Room]]
    private let byFilter: [RoomFilter: [Room]]

    /// The lists of the listed rooms of `view`; `facets` is what they are filtered by.
    init(view: PublicView, facets: RoomFacets) {
        self.facets = facets
        count = view.listedRooms.count
        var byStatus: [Room.Status: [Room]] = [:]
        for status in Self.statusOrder {
            byStatus[status] = Self.sorted(view.listedRooms.filter { view.status(of: $0) == status }, status: status)
        }
        self.byStatus = byStatus
        filters = RoomFacets.Facet.allCases.flatMap { facet in
            (facets.choices[facet] ?? []).map { RoomFilter(facet: facet, value: $0.value) }
        }
        let inOrder = Self.statusOrder.flatMap { byStatus[$0] ?? [] }
        byFilter = Dictionary(filters.filter { $0.facet != .status }.map { filter in
            (filter, inOrder.filter { facets.room($0, has: filter.value, for: filter.facet) })
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The listed rooms of a status, in the order every list shows them: finished rooms the
    /// most recently finished first; the others by start date, the soonest first (planned
    /// rooms, which have none, by address).
    func rooms(_ status: Room.Status) -> [Room] {
        byStatus[status] ?? []
    }

    /// The listed rooms a filter keeps, status by status in list order.
    func rooms(_ filter: RoomFilter) -> [Room] {
        if filter.facet == .status, let status = Room.Status(rawValue: filter.value) { return rooms(status) }
        return byFilter[filter] ?? []
    }

    /// The number of pages of a filtered list.
    func pageCount(_ filter: RoomFilter) -> Int {
        ListPaging.pageCount(rooms(filter).count, size: ListPaging.rooms)
    }

    private static func sorted(_ rooms: [Room], status: Room.Status) -> [Room] {
        if status == .finished {
            return rooms.sorted { ($0.schedule?.span?.end ?? 0, $0.slug) > ($1.schedule?.span?.end ?? 0, $1.slug) }
        }
        return rooms.sorted { ($0.schedule?.span?.start ?? 0, $0.slug) < ($1.schedule?.span?.start ?? 0, $1.slug) }
    }
}
