/// Rooms reading the same book share its companion pages, which gather the chats of every
/// one of them: once a rebuild reads the chats of one such room, or finds that a room the
/// last build outlined has changed chats (even none left at all), it must read the kept
/// chats of the others too.
extension KeptRooms {
    /// The kept rooms to read after all, given every room's slug, book, and whether
    /// chats of it were read.
    func sharingBooks(with rooms: [(slug: String, book: String, read: Bool)]) -> Set<String> {
        let booksChanged = Set(rooms.filter { $0.read || dropped.contains($0.slug) }.map(\.book))
        return Set(rooms.filter { keeps($0.slug) && booksChanged.contains($0.book) }.map(\.slug))
    }

    /// These rooms without the ones given.
    func releasing(_ slugs: Set<String>) -> KeptRooms {
        KeptRooms(outlines.filter { !slugs.contains($0.key) }, dropped: dropped)
    }
}
