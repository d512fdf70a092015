/// `/news/<slug>/`: one item with its whole text and the room it is about.
struct NewsItemPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ item: NewsItem) -> NewsItemPageModel {
        let summary = parts.news.summary(item)
        let shell = kit.shell(title: summary.title, description: summary.excerpt, url: summary.url, section: .news, item: .news(item.slug))
        // Only a listed room is named: an unlisted one shows the item on its own page, but
        // no other page leads to it.
        let room = item.room.flatMap { written in published.view.listedRooms.first { $0.slug == written.value } }.map(parts.references.roomLink)
        return NewsItemPageModel(shell: shell, item: NewsItemPageModel.Details(summary: summary, body: kit.html(item.body), room: room,
                                                                               index: kit.urls.news))
    }
}
