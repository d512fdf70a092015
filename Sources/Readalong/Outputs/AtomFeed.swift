import Foundation

/// `/feed.xml` (RFC 4287): rooms announced, discussions coming up and rooms finished with
/// their ratings. Only listed rooms. Ids are the entry's page URL with a fragment, the same
/// for the same room or event in every build; dates come from the schedules and the build clock, so the same input
/// gives the same feed.
extension RenderContext {
    /// Entries kept in the feed, newest first.
    static let feedLength = 50

    private struct FeedEntry {
        let id: String
        let updated: Int
        let title: String
        let url: String
        let summary: String
    }

    func atomFeed() -> String {
        let entries = feedEntries().sorted { ($0.updated, $0.id) > ($1.updated, $1.id) }.prefix(Self.feedLength)
        let updated = entries.first?.updated ?? stamp
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\""
            + Escaping.xml(site.config.language) + "\">\n"
        xml += "  <id>\(Escaping.xml(urls.absolute(urls.home)))</id>\n"
        xml += "  <title>\(Escaping.xml(text(site.config.title)))</title>\n"
        if let description = site.config.description { xml += "  <subtitle>\(Escaping.xml(text(description)))</subtitle>\n" }
        xml += "  <updated>\(UTCTime.rfc3339(updated))</updated>\n"
        xml += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(Escaping.xml(urls.absolute(urls.atomFeed)))\"/>\n"
        xml += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(Escaping.xml(urls.absolute(urls.home)))\"/>\n"
        xml += "  <author><name>\(Escaping.xml(text(site.config.title)))</name></author>\n"
        xml += "  <generator>Readalong</generator>\n"
        for entry in entries {
            xml += "  <entry>\n"
            xml += "    <id>\(Escaping.xml(entry.id))</id>\n"
            xml += "    <title>\(Escaping.xml(entry.title))</title>\n"
            xml += "    <updated>\(UTCTime.rfc3339(entry.updated))</updated>\n"
            xml += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(Escaping.xml(urls.absolute(entry.url)))\"/>\n"
            xml += "    <summary>\(Escaping.xml(entry.summary))</summary>\n"
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }

    private func feedEntries() -> [FeedEntry] {
        var entries: [FeedEntry] = []
        for room in view.listedRooms {
            guard let span = room.schedule?.span else { continue }
            let title = roomTitle(room)
            let book = booksBySlug[room.book.value].map { text($0.title.value) } ?? ""
            // Announced: at the latest when it starts; never dated after the build day.
            let roomURL = urls.absolute(urls.room(room.slug))
            entries.append(FeedEntry(id: roomURL + "#announced", updated: min(span.start, stamp),
                                     title: strings.format("feed.newRoom", title), url: urls.room(room.slug),
                                     summary: "\(book) · \(roomDates(room)) · \(strings["joining.\(room.joining.rawValue)"])"))
            if view.status(of: room) == .finished {
                var summary = roomDates(room)
                if let rating = Ratings.average(room.ratings.map(\.value.stars)) {
                    summary += " · \(strings["room.rating"]): \(rating.text)/5 (\(strings.count(rating.count, "rating")))"
                }
                entries.append(FeedEntry(id: roomURL + "#finished", updated: span.end,
                                         title: strings.format("feed.finished", title), url: urls.room(room.slug), summary: summary))
            }
            for event in room.schedule?.events ?? [] where event.kind == .discussion || event.kind == .meetup {
                guard clock.isToCome(event) else { continue }
                let start = event.interval.start
                let model = eventModel(event, in: room, zone: site.config.timeZone)
                var summary = model.when
                if let chapters = model.chapters { summary += " · \(strings["event.chapters"]) \(chapters)" }
                entries.append(FeedEntry(id: roomURL + "#" + event.anchor,
                                         updated: min(start, stamp),
                                         title: "\(title): \(model.title)",
                                         url: urls.room(room.slug) + "#" + event.anchor, summary: summary))
            }
        }
        return entries
    }
}
