/// Fingerprints of the rooms' outlines (`TranscriptOutline`: each transcript's name, page
/// count and published messages by month and sender), for the pages that show chats only
/// through those figures: the home page, the year pages, the feed and a member's pages.
///
/// Such a page is re-rendered by a rebuild that keeps rooms unread, from their outlines, so
/// the outlines are all it can show of any chat. Keyed by them rather than by the bytes of
/// the transcripts, it is kept when an edit changes a message's words but no count.
struct OutlineDigests: Sendable {
    private let byRoom: [String: ContentHash]
    /// The fingerprint of every room's outline, in the site's order of rooms.
    let all: ContentHash

    init(rooms: [Room]) {
        var byRoom: [String: ContentHash] = [:]
        var all = Hasher128()
        for room in rooms {
            let outline = room.transcripts.outline
            var hasher = Hasher128()
            hasher.add(outline.count)
            for entry in outline {
                hasher.add(entry.name)
                hasher.add(entry.pages)
                hasher.add(entry.messages.word)
            }
            let digest = hasher.finish()
            byRoom[room.slug] = digest
            all.add(room.slug)
            all.add(digest)
        }
        self.byRoom = byRoom
        self.all = all.finish()
    }

    /// The fingerprint of the outlines of the rooms of these slugs, in this order.
    func digest(of slugs: [String]) -> ContentHash {
        var hasher = Hasher128()
        for slug in slugs {
            hasher.add(slug)
            hasher.add(byRoom[slug] ?? ContentHash(text: ""))
        }
        return hasher.finish()
    }
}
