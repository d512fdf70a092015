/// The page the service worker shows for a page that was never stored for reading offline.
struct OfflinePageBuilder {
    let published: PublishedSite
    let kit: PageKit

    /// Says the reader is offline and links what can still be read: the home page and the
    /// pages of the rooms under way, which the worker stores when it installs.
    func page() -> NotFoundPageModel {
        let (strings, urls) = (kit.strings, kit.urls)
        let rooms = OfflineFiles.activeRooms(published.view).map { LabelledLink(label: published.roomTitle($0), url: urls.room($0.slug)) }
        return NotFoundPageModel(shell: kit.shell(title: strings["offline.title"], description: strings["offline.text"],
                                                  url: urls.offlinePage, section: .none, noindex: true),
                                 links: [LabelledLink(label: strings["offline.home"], url: urls.home)] + rooms)
    }
}
