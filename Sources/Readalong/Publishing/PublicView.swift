/// What the published site may show, from the spec's Privacy rules.
///
/// - private rooms: nothing at all;
/// - unlisted rooms: their own pages (with `noindex`), nowhere else;
/// - drafts: only when the build asks for them;
/// - anonymous rooms: no member names (pseudonyms in transcripts), not on member pages;
/// - erased members: no page, calendar, avatar or name anywhere ("Former member" instead).
struct PublicView: Sendable {
    let site: Site
    let includeDrafts: Bool
    let clock: PageClock
    /// Rooms that have pages: public and unlisted, drafts only when asked.
    let publishedRooms: [Room]
    /// Rooms that appear in listings, calendars, feeds, search, book and member pages.
    let listedRooms: [Room]
    /// Pages published: drafts only when asked.
    let publishedPages: [Page]
    /// Members with pages: everyone but those who asked to be forgotten.
    let publishedMembers: [Member]
    /// News items published, newest first: drafts only when asked, and only once the clock
    /// has reached their date.
    let publishedNews: [NewsItem]
    /// Handles of members who asked to be forgotten.
    let erasedHandles: Set<String>
    private let publishedSlugs: Set<String>

    /// Works the lists out once per build: pages ask for them again and again.
    init(site: Site, includeDrafts: Bool, clock: PageClock) {
        self.site = site
        self.includeDrafts = includeDrafts
        self.clock = clock
        publishedRooms = site.rooms.filter { $0.visibility != .private && (includeDrafts || !$0.draft) }
        listedRooms = publishedRooms.filter { $0.visibility == .public }
        publishedPages = site.pages.filter { includeDrafts || !$0.draft }
        publishedSlugs = Set(publishedRooms.map(\.slug))
        publishedMembers = site.members.filter { !$0.erase }
        erasedHandles = Set(site.members.filter(\.erase).map(\.handle))
        publishedNews = site.news.filter { (includeDrafts || !$0.draft) && clock.isPublished($0) }
            .sorted { ($0.publishedAt, $1.slug) > ($1.publishedAt, $0.slug) }
    }

    /// Whether the member of this handle asked to be forgotten.
    func isErased(_ handle: String) -> Bool {
        erasedHandles.contains(handle)
    }

    func isPublished(_ room: Room) -> Bool {
        publishedSlugs.contains(room.slug)
    }

    /// Whether the room of this slug has pages.
    func isPublished(roomSlug slug: String) -> Bool {
        publishedSlugs.contains(slug)
    }

    func status(of room: Room) -> Room.Status {
        clock.status(of: room) ?? .upcoming
    }
}
