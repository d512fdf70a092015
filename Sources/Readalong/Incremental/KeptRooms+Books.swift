/// Rooms reading the same book share its companion pages, which gather the chats of every
/// one of them: once a rebuild reads the chats of one such room, it must read the kept
/// chats of the others too.
extension KeptRooms {
    /// The kept rooms to read after all, given every room's slug, book, and whether
    /// chats of it were read.
    func sharingBooks(with rooms: [(slug: String, book: String, read: Bool)]) -> Set<String> {
        let booksRead = Set(rooms.filter(\.read).map(\.book))
        return Set(rooms.filter { keeps($0.slug) && booksRead.contains($0.book) }.map(\.slug))
    }

    /// These rooms without the ones given.
    func releasing(_ slugs: Set<String>) -> KeptRooms {
        KeptRooms(outlines.filter { !slugs.contains($0.key) })
    }
}
