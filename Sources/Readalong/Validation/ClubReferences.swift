/// Reports references from news, lists, shelves and picks to books, rooms and members that
/// do not exist, with the same hints as the rooms' references: an old name from
/// `aliases:`, a close name, or the file to create.
struct ClubReferences {
    private let site: ResolvedSite
    private let books: Set<String>
    private let rooms: Set<String>
    private let members: Set<String>
    private let aliases: AliasIndex
    private let unknownMembers: UnknownMembers

    init(_ site: ResolvedSite) {
        self.site = site
        self.books = site.bookSlugs
        self.rooms = site.roomSlugs
        self.members = site.memberHandles
        self.aliases = AliasIndex(site)
        self.unknownMembers = UnknownMembers(known: members, site: site)
    }

    /// Whether `slug` names a book; reports it (E021) when not.
    @discardableResult
    func book(_ slug: Located<String>, log: DiagnosticLog) -> Bool {
        guard !books.contains(slug.value) else { return true }
        log.report(.unknownBook, at: slug.location, ToolText("book.unknown", ["slug": slug.value]),
                   hint: aliases.hint(for: slug.value, kind: .book) ?? SlugSuggestion.hint(for: slug.value, in: books.sorted(), folder: "content/books/")
                       ?? ToolText("book.unknown.hint", ["slug": slug.value]))
        return false
    }

    /// The room `slug` names; reports it (E090) when there is none. A room folder whose
    /// index does not read is taken as existing (its own errors are reported).
    func room(_ slug: Located<String>, log: DiagnosticLog) -> Room? {
        guard rooms.contains(slug.value) else {
            log.report(.unknownRoom, at: slug.location, ToolText("room.unknown", ["slug": slug.value]),
                       hint: aliases.hint(for: slug.value, kind: .room) ?? SlugSuggestion.hint(for: slug.value, in: rooms.sorted(), folder: "content/rooms/", fileExtension: "/")
                           ?? ToolText("room.unknown.hint"))
            return nil
        }
        return site.rooms.first { $0.slug == slug.value }
    }

    /// Reports the handles of one file that name no member (E022), each once, with `field`
    /// saying where it was written.
    func members(_ handles: [(Located<String>, String)], log: DiagnosticLog) {
        var tally = HandleTally<String>()
        for (handle, field) in handles where !members.contains(handle.value) {
            tally.add(handle.value, at: handle.location, as: field)
        }
        unknownMembers.report(tally, log: log)
    }
}
