/// `/rooms/<slug>/`: the room's book, presentation, itinerary, calendar, people, joining,
/// transcripts with their milestones and polls, and ratings once finished.
struct RoomPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ room: Room) -> RoomPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let url = urls.room(room.slug)
        let presentation = kit.html(room.body)
        let shell = kit.shell(title: published.roomTitle(room),
                              description: kit.text(Excerpt.of(room.body.text, fallback: strings["rooms.description"])),
                              url: url, section: .rooms, noindex: room.visibility == .unlisted, image: urls.shared(parts.cards.card(room).outputPath),
                              item: .room(room.slug))
        let bookDetails = published.booksBySlug[room.book.value].map { book in
            RoomPageModel.BookDetails(reference: parts.references.book(book.slug, eager: true), pages: book.pages.map { strings.count($0, "page") },
                                      genres: parts.references.genreLinks(book))
        }
        let schedule = (room.schedule?.events ?? []).sorted { $0.interval.start < $1.interval.start }
        var members: [MemberReference]?
        var allMembers: LabelledLink?
        if !room.anonymous {
            let readers = parts.references.roster(room)
            members = Array(readers.prefix(ListPaging.roster))
            if readers.count > ListPaging.roster {
                allMembers = LabelledLink(label: strings.format("room.allMembers", String(readers.count)), url: urls.roomMembers(room.slug))
            }
        }
        let loaded = room.transcripts.loaded
        let allTranscripts = loaded.count > ListPaging.transcripts
            ? LabelledLink(label: strings.format("room.allTranscripts", String(loaded.count)), url: urls.roomChats(room.slug)) : nil
        let rating = published.view.status(of: room) == .finished ? kit.ratingSummary(room.ratings.map(\.value.stars)) : nil
        let card = parts.references.card(room)
        let joinURL = room.joinURL.flatMap { kit.publishable(url: $0) ? $0 : nil }
        var details = RoomPageModel.Details(
            card: card, bookDetails: bookDetails, presentation: presentation.isEmpty ? nil : presentation,
            events: schedule.map { parts.events.model($0, in: room) }, calendars: calendars(room, events: schedule), dated: !room.planned,
            members: members, allMembers: allMembers,
            joinURL: joinURL, joinAdvice: JoinAdvice.html(joining: room.joining, status: published.view.status(of: room),
                                                          hasJoinURL: joinURL != nil, host: card.host, strings: strings),
            feed: kit.calendarFeedLinks(urls.calendarFeed(room: room.slug)),
            transcripts: loaded.prefix(ListPaging.transcripts).map { parts.transcripts.summary($0, in: room) },
            allTranscripts: allTranscripts, rating: rating, tags: room.tags.map(kit.text), unlisted: room.visibility == .unlisted,
            gate: published.gates.gate(of: room),
            replay: RoomReplay(published: published, strings: strings, urls: urls, siteZone: kit.config.timeZone).json(room))
        details.news = parts.news.section(published.news.byRoom[room.slug] ?? [])
        details.takePart = kit.takePart?.roomActions(room, status: published.view.status(of: room), strings: strings)
        return RoomPageModel(shell: shell, room: details)
    }

    private func calendars(_ room: Room, events: [Event]) -> [MonthGrid] {
        guard let first = events.first?.time.value.date, let last = events.last?.time.value.date else { return [] }
        let zone = room.schedule?.timeZone ?? kit.config.timeZone
        var byDay: [LocalDate: [MonthGrid.Entry]] = [:]
        for event in events {
            let day = LocalTimes.local(of: event, zone: zone).date
            let title = TextPiece(text: published.eventText.title(event),
                                  lang: kit.eventTitleLang(room: room.slug, event: event.id.value))
            byDay[day, default: []].append(MonthGrid.Entry(url: "#" + event.anchor, kind: event.kind.rawValue, pieces: [title]))
        }
        return kit.monthGrids(from: first, to: last, events: byDay)
    }
}
