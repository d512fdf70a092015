/// One value of one facet that a list of rooms is narrowed to (`/rooms/genre/novel/`); a
/// status filter is the status's own list (`/rooms/active/`).
struct RoomFilter: Hashable, Sendable {
    let facet: RoomFacets.Facet
    let value: String

    /// The address of the filtered list: status lists keep their short `/rooms/<status>/`.
    func url(in urls: SiteURLs) -> String {
        if facet == .status, let status = Room.Status(rawValue: value) { return urls.rooms(status) }
        return urls.rooms(facet: facet.rawValue, value: value)
    }
}
