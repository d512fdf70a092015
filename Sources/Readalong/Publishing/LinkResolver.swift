/// Resolves `@/` links to the URLs of published pages.
struct LinkResolver: Sendable {
    let urls: SiteURLs
    let view: PublicView

    /// The URL of a link's target; `nil` for a room that is not published.
    func url(for link: InternalLink) -> String? {
        switch link.target {
        case .book(let slug): return urls.book(slug)
        case .member(let handle): return urls.member(handle)
        case .page(let slug): return urls.freePage(slug)
        case .room(let slug):
            return view.isPublished(roomSlug: slug) ? urls.room(slug) : nil
        }
    }
}
