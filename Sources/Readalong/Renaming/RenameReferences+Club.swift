/// The places where news items, lists, shelves and picks (and their translations) name a
/// member, book or room.
extension RenameReferences {
    static func clubPlaces(of name: String, kind: RenameKind, in site: Site) -> [SourceLocation] {
        var found: [Located<String>] = []
        switch kind {
        case .member:
            found += site.news.compactMap(\.author) + site.lists.compactMap(\.curator)
            for pick in site.picks { found += pick.candidates.compactMap(\.by) + pick.ballots.map(\.voter) }
        case .book:
            found += site.lists.flatMap { $0.entries.map(\.book) } + site.members.flatMap { $0.shelves.flatMap(\.books) }
            for pick in site.picks { found += pick.candidates.map(\.book) + pick.ballots.flatMap(\.choices) }
            // The notes of translated lists and picks are matched by book.
            found += site.translations.flatMap { $0.notes.map(\.book) }
        case .room:
            found += site.news.compactMap(\.room) + site.picks.compactMap(\.room)
        }
        return found.filter { $0.value == name }.map(\.location)
    }
}
