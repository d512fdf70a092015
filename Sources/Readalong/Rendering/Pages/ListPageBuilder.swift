/// `/lists/<slug>/`: a list of books with its introduction, curator and notes.
struct ListPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ list: BookList) -> ListPageModel {
        let shell = kit.shell(title: kit.text(list.title), description: kit.text(Excerpt.of(list.body.text, fallback: list.title)),
                              url: kit.urls.list(list.slug), section: .books, item: .list(list.slug))
        let intro = kit.html(list.body)
        let details = ListPageModel.Details(
            title: kit.text(list.title), intro: intro.isEmpty ? nil : intro, curator: list.curator.map { parts.references.member($0.value) },
            ordered: list.ordered, count: kit.strings.count(list.entries.count, "book"),
            entries: list.entries.enumerated().map { index, entry in
                ListPageModel.Entry(book: parts.references.book(entry.book.value, eager: index < 3), note: entry.note.map(kit.text))
            })
        return ListPageModel(shell: shell, list: details)
    }
}
