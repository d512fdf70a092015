/// The rules of the second wave's folders (news, lists, shelves, picks) that look beyond
/// one file.
enum ClubRules {
    static func check(_ site: ResolvedSite, now: Int) -> [Diagnostic] {
        guard !(site.news.isEmpty && site.lists.isEmpty && site.picks.isEmpty)
                || site.members.contains(where: { !$0.shelves.isEmpty }) else { return [] }
        let log = DiagnosticLog()
        let references = ClubReferences(site)
        NewsRules.check(site, references: references, log: log)
        BookListRules.check(site, references: references, log: log)
        PickRules.check(site, references: references, now: now, log: log)
        return log.entries
    }
}

extension ResolvedSite {
    /// The Markdown bodies of news items, lists and picks: published as HTML, so the rules
    /// on published text (links, contact details, erased members) read them too.
    var clubBodies: [MarkdownSource] { news.map(\.body) + lists.map(\.body) + picks.map(\.body) }
}
