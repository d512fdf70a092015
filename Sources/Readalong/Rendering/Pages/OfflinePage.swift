/// The page the service worker shows for a page that was never stored for reading offline.
extension RenderContext {
    /// Says the reader is offline and links what can still be read: the home page and the
    /// pages of the rooms under way, which the worker stores when it installs.
    func offlinePage() -> NotFoundPageModel {
        let rooms = OfflineFiles.activeRooms(self).map { LabelledLink(label: roomTitle($0), url: urls.room($0.slug)) }
        return NotFoundPageModel(shell: shell(title: strings["offline.title"], description: strings["offline.text"],
                                              url: urls.offlinePage, section: .none, noindex: true),
                                 links: [LabelledLink(label: strings["offline.home"], url: urls.home)] + rooms)
    }
}
