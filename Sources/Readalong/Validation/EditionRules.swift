/// The rules about editions, the editions members read, and marginalia.
enum EditionRules {
    static func check(_ site: ResolvedSite) -> [Diagnostic] {
        let books = BooksBySlug(site.books)
        return ChapterTableRule.check(site.books) + EditionISBNRule.check(site.books)
            + MemberEditionRule.check(site.members, books: books)
            + EditionCoverageRule.check(site.books, rooms: site.rooms)
            + NoteRules.check(site.books, members: site.memberHandles)
    }
}
