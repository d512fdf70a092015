/// `/rooms/` (listed rooms grouped by status), `/rooms/<status>/` and the filtered lists
/// `/rooms/<facet>/<value>/`.
struct RoomsPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    /// `/rooms/` shows at most `ListPaging.rooms` rooms of each status, with a link to the
    /// status's own list when there are more; a filtered list pages through all its rooms.
    func page(filter: RoomFilter?, page number: Int = 1) -> RoomsPageModel {
        let (urls, strings, lists) = (kit.urls, kit.strings, published.roomLists)
        let first = filter.map { $0.url(in: urls) } ?? urls.rooms
        let title = filter.map(title) ?? strings["nav.rooms"]
        var shell = kit.shell(title: title, description: strings["rooms.description"], url: urls.paged(first, page: number), section: .rooms)
        let groups: [RoomsPageModel.Group]
        if let filter {
            let shown = ListPaging.slice(lists.rooms(filter), page: number, size: ListPaging.rooms)
            let byStatus = Dictionary(grouping: shown) { published.view.status(of: $0) }
            groups = RoomLists.statusOrder.filter { byStatus[$0] != nil || filter.value == $0.rawValue }.map { status in
                let rooms = byStatus[status] ?? []
                return RoomsPageModel.Group(status: status.rawValue, label: strings["rooms.\(status.rawValue)"],
                                            url: filter.facet == .status ? urls.rooms(status) : nil,
                                            rooms: rooms.map { parts.references.card($0) }, empty: rooms.isEmpty, more: nil)
            }
        } else {
            groups = RoomLists.statusOrder.map { status in
                let rooms = lists.rooms(status)
                let shown = Array(rooms.prefix(ListPaging.rooms))
                let more = rooms.count > shown.count
                return RoomsPageModel.Group(status: status.rawValue, label: strings["rooms.\(status.rawValue)"], url: urls.rooms(status),
                                            rooms: shown.map { parts.references.card($0, filterable: true) }, empty: rooms.isEmpty,
                                            more: more ? strings.format("rooms.seeAll", String(rooms.count)) : nil)
            }
        }
        let pagination = filter.flatMap { filter in
            kit.paged(&shell.page, page: number, of: lists.pageCount(filter), label: strings["pager.rooms"]) { urls.paged(first, page: $0) }
        }
        let complete = filter == nil && groups.allSatisfy { $0.more == nil }
        return RoomsPageModel(shell: shell, all: filterLink(nil, current: filter),
                              facets: facetLinks(current: filter), filterable: complete,
                              groups: groups, pagination: pagination)
    }

    private func title(_ filter: RoomFilter) -> String {
        let strings = kit.strings
        if filter.facet == .status { return strings["rooms.\(filter.value)"] }
        let label = published.roomLists.facets.choices[filter.facet]?.first { $0.value == filter.value }?.label ?? filter.value
        return strings.format("rooms.filtered", strings["rooms.facet.\(filter.facet.rawValue)"] + ": " + label)
    }

    private func facetLinks(current: RoomFilter?) -> [RoomsPageModel.Facet] {
        RoomFacets.Facet.allCases.compactMap { facet in
            guard let choices = published.roomLists.facets.choices[facet], !choices.isEmpty else { return nil }
            let filters = choices.map { filterLink($0, current: current) }
            return RoomsPageModel.Facet(name: facet.rawValue, label: kit.strings["rooms.facet.\(facet.rawValue)"],
                                        open: facet == .status || current?.facet == facet, filters: filters)
        }
    }

    private func filterLink(_ choice: RoomFacets.Choice?, current: RoomFilter?) -> RoomsPageModel.Filter {
        guard let choice else {
            return RoomsPageModel.Filter(label: kit.strings["rooms.all"], url: kit.urls.rooms, current: current == nil,
                                         facet: "", value: "", count: published.roomLists.count)
        }
        let filter = RoomFilter(facet: choice.facet, value: choice.value)
        return RoomsPageModel.Filter(label: choice.label, url: filter.url(in: kit.urls), current: filter == current,
                                     facet: choice.facet.rawValue, value: choice.value, count: choice.count)
    }
}
