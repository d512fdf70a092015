import Foundation

/// The resolve stage, between parsing and the rules: turns the site as written into a
/// `ResolvedSite`. It reports nothing: what it finds wrong (a time the clocks skip, a
/// transcript going backwards) it records, and the rules report it.
enum SiteResolver {
    /// Resolves every room (in parallel: transcripts are most of the work) and image path.
    static func resolve(_ parsed: ParsedSite) -> ResolvedSite {
        let siteZone = parsed.config?.timeZone ?? .gmt
        let names = EventNames(strings: UIStrings(languageTag: parsed.config?.language ?? "en"))
        let books = BooksBySlug(parsed.books)
        let members = Dictionary(parsed.members.map { ($0.handle, $0) }, uniquingKeysWith: { first, _ in first })
        let rooms = parsed.rooms.parallelMap { room in
            resolve(room, siteZone: siteZone, names: names, book: books[room.written.book.value],
                    members: room.written.roster.compactMap { members[$0] })
        }
        var covers: [String: String] = [:]
        for book in parsed.books {
            covers[book.slug] = book.cover.flatMap { ImageRules.resolve($0.value, from: book.path) }
        }
        var avatars: [String: String] = [:]
        for member in parsed.members {
            avatars[member.handle] = member.avatar.flatMap { ImageRules.resolve($0.value, from: member.path) }
        }
        let clock = ZoneClock(zone: siteZone)
        return ResolvedSite(inventory: parsed.inventory, config: parsed.config, books: parsed.books,
                            members: parsed.members, rooms: rooms, pages: parsed.pages, sources: parsed.sources,
                            covers: covers, avatars: avatars,
                            news: parsed.news.map { ClubResolver.resolve($0, clock: clock) }, lists: parsed.lists,
                            picks: parsed.picks.map { ClubResolver.resolve($0, clock: clock) }, translations: parsed.translations,
                            commits: parsed.commits)
    }

    /// A room with its schedule placed in time, its transcripts in order, and the book and
    /// members it names.
    static func resolve(_ room: ParsedRoom, siteZone: TimeZone, names: EventNames, book: Book?, members: [Member]) -> Room {
        let schedule = room.schedule.map { ScheduleResolver.resolve($0, siteZone: siteZone, names: names) }
        let zone = room.schedule?.timeZone ?? siteZone
        let transcripts = room.chats.resolved { written in
            TranscriptResolver.resolve(written, zone: zone, events: schedule?.events ?? [])
        }
        let pseudonyms = room.written.anonymous
            ? Pseudonyms.assign(host: room.written.host.value, transcripts: transcripts.loaded, label: names.readerLabel)
            : [:]
        return Room(written: room.written, schedule: schedule, transcripts: transcripts, planned: room.planned,
                    pseudonyms: pseudonyms, resolvedBook: book, resolvedMembers: members)
    }
}
