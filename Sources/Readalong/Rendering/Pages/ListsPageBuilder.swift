/// `/lists/`: every published list by title, with its number of books and curator.
struct ListsPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page() -> ListsPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let shell = kit.shell(title: strings["list.title"], description: strings["list.description"], url: urls.lists, section: .books)
        let sorted = published.club.lists.sorted { ($0.title.lowercased(), $0.slug) < ($1.title.lowercased(), $1.slug) }
        return ListsPageModel(shell: shell, lists: sorted.map { list in
            ListSummary(url: urls.list(list.slug), title: kit.text(list.title), titleLang: kit.titleLang(.list(list.slug)),
                        count: strings.count(list.entries.count, "book"),
                        curator: list.curator.map { parts.references.member($0.value) })
        })
    }
}
