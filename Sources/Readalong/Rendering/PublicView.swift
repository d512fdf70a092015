/// What the published site may show, from the spec's Privacy rules.
///
/// - private rooms: nothing at all;
/// - unlisted rooms: their own pages (with `noindex`), nowhere else;
/// - drafts: only when the build asks for them;
/// - anonymous rooms: no member names (pseudonyms in transcripts), not on member pages.
struct PublicView: Sendable {
    let site: Site
    let includeDrafts: Bool
    let now: Int

    /// Rooms that have pages: public and unlisted, drafts only when asked.
    var publishedRooms: [Room] {
        site.rooms.filter { $0.visibility != .private && (includeDrafts || !$0.draft) }
    }

    /// Rooms that appear in listings, calendars, feeds, search, book and member pages.
    var listedRooms: [Room] {
        publishedRooms.filter { $0.visibility == .public }
    }

    /// Pages published: drafts only when asked.
    var publishedPages: [Page] {
        site.pages.filter { includeDrafts || !$0.draft }
    }

    func isPublished(_ room: Room) -> Bool {
        room.visibility != .private && (includeDrafts || !room.draft)
    }

    func status(of room: Room) -> Room.Status {
        room.status(at: now) ?? .upcoming
    }
}
