/// `/news/<slug>/`: one item with its whole text and the room it is about.
extension RenderContext {
    func newsItemPage(_ item: NewsItem) -> NewsItemPageModel {
        let summary = newsSummary(item)
        let shell = kit.shell(title: summary.title, description: summary.excerpt, url: summary.url, section: .news)
        // Only a listed room is named: an unlisted one shows the item on its own page, but
        // no other page leads to it.
        let room = item.room.flatMap { written in view.listedRooms.first { $0.slug == written.value } }.map(roomLink)
        return NewsItemPageModel(shell: shell, item: NewsItemPageModel.Details(summary: summary, body: html(item.body), room: room,
                                                                               index: urls.news))
    }
}
