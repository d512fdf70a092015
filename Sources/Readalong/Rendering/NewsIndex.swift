/// The published news as pages ask for it: newest first, by tag and by room. Made once per
/// build from `PublicView.publishedNews`, so drafts and items dated in the future are in none
/// of its lists (a tag used only by them has no page yet).
struct NewsIndex: Sendable {
    /// How many items the home page shows.
    static let homeCount = 3

    /// Published items, newest first.
    let items: [NewsItem]
    /// The tags of the published items, each listing its items newest first.
    let tags: Taxonomy
    /// The items attached to each published room, newest first.
    let byRoom: [String: [NewsItem]]

    init(view: PublicView, filter: TextFilter) {
        items = view.publishedNews
        tags = Taxonomy(entries: items.map { ($0.slug, $0.tags) }, filter: filter)
        var byRoom: [String: [NewsItem]] = [:]
        for item in items {
            guard let room = item.room?.value, view.isPublished(roomSlug: room) else { continue }
            byRoom[room, default: []].append(item)
        }
        self.byRoom = byRoom
    }

    /// The items of the home page: those still pinned first, then the others, each group
    /// newest first.
    func latest(clock: PageClock) -> [NewsItem] {
        let pinned = items.filter { clock.isPinned($0) }
        let others = items.filter { !clock.isPinned($0) }
        return Array((pinned + others).prefix(Self.homeCount))
    }

    /// The published items of a tag, newest first.
    func items(of term: Taxonomy.Term) -> [NewsItem] {
        let slugs = Set(term.books)
        return items.filter { slugs.contains($0.slug) }
    }
}
