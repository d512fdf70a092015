/// Resolves links between pages (`@/…` and plain site paths) to the URLs of published pages.
struct LinkResolver: Sendable {
    let urls: SiteURLs
    let view: PublicView

    /// The URL of a link's target; `nil` for a room, news item, list or pick that is not
    /// published.
    func url(for link: InternalLink) -> String? {
        switch link.target {
        case .book(let slug): return urls.book(slug)
        case .member(let handle): return urls.member(handle)
        case .page(let slug): return urls.freePage(slug)
        case .room(let slug):
            return view.isPublished(roomSlug: slug) ? urls.room(slug) : nil
        case .news(let slug):
            return view.publishedNews.contains { $0.slug == slug } ? urls.newsItem(slug) : nil
        case .list(let slug):
            return view.site.lists.contains { $0.slug == slug && (view.includeDrafts || !$0.draft) } ? urls.list(slug) : nil
        case .pick(let slug):
            return view.site.picks.contains { $0.slug == slug && (view.includeDrafts || !$0.draft) } ? urls.pick(slug) : nil
        case .sitePath(let path): return urls.sitePath(path)
        }
    }
}
