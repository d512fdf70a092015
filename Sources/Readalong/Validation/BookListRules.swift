/// Lists and shelves: every book exists, and a list's curator is a member.
enum BookListRules {
    static func check(_ site: ResolvedSite, references: ClubReferences, log: DiagnosticLog) {
        for list in site.lists.sorted(by: { $0.path < $1.path }) {
            references.members(list.curator.map { [($0, "curator")] } ?? [], log: log)
            for entry in list.entries { references.book(entry.book, log: log) }
        }
        for member in site.members {
            for shelf in member.shelves {
                for book in shelf.books { references.book(book, log: log) }
            }
        }
    }
}
