import Foundation

/// Small models shared by many pages: references to books, members and rooms, cards,
/// events. Every text from content passes through `text(_:)` (blocked words, contact
/// details, bidi controls) here; the templates escape it.
extension RenderContext {
    /// A link to a book with its cover (the card's size; `eager` when it is the page's first
    /// large image).
    func bookReference(_ slug: String) -> BookReference { bookReference(slug, eager: false) }

    func bookReference(_ slug: String, eager: Bool) -> BookReference {
        guard let book = published.booksBySlug[slug] else {
            return BookReference(url: nil, title: slug, authors: nil, cover: nil, subtitle: nil)
        }
        return BookReference(url: urls.book(slug), title: text(book.title.value), authors: text(book.authors.joined(separator: ", ")),
                             cover: coverPath(book).map { picture($0, use: .coverCard, alt: "", cssClass: "cover", eager: eager) },
                             subtitle: book.subtitle.map(text))
    }

    /// The site-relative path of a book's cover.
    func coverPath(_ book: Book) -> String? {
        site.covers[book.slug]
    }

    /// The site-relative path of a member's avatar.
    func avatarPath(_ member: Member) -> String? {
        site.avatars[member.handle]
    }

    /// A link to a member with avatar or initials. Every optional value is set (to false
    /// when absent) so a chip never borrows an avatar or link from the page around it.
    func memberReference(_ handle: String) -> MemberReference {
        if view.isErased(handle) { return formerMemberReference() }
        guard let member = published.membersByHandle[handle] else {
            return MemberReference(url: nil, name: handle, handle: nil, initials: Initials.of(handle), hue: Initials.hue(of: handle),
                                   avatar: nil, verified: false, moderator: false, pseudonym: false)
        }
        let name = text(member.name)
        return MemberReference(url: urls.member(handle), name: name, handle: handle, initials: Initials.of(name),
                               hue: Initials.hue(of: handle),
                               avatar: avatarPath(member).map { picture($0, use: .avatarChip, alt: "", cssClass: "avatar") },
                               verified: member.verified, moderator: false, pseudonym: false)
    }

    /// The neutral stand-in for a member who asked to be forgotten: no name, handle, link
    /// or avatar, and the same initials and colour for everyone erased.
    func formerMemberReference() -> MemberReference {
        MemberReference(url: nil, name: strings["member.former"], handle: nil, initials: "?", hue: 0, avatar: nil,
                        verified: false, moderator: false, pseudonym: false)
    }

    /// A room as shown in listings.
    func roomCard(_ room: Room) -> RoomCard { roomCard(room, filterable: false) }

    /// A room's card; `filterable` adds its filter values for the script of `/rooms/`.
    func roomCard(_ room: Room, filterable: Bool) -> RoomCard {
        let status = view.status(of: room)
        let values = roomFacets.values(of: room)
        let filter = RoomCard.FilterData(genre: (values[.genre] ?? []).joined(separator: " "),
                                         language: values[.language]?.first ?? "")
        return RoomCard(url: urls.room(room.slug), title: roomTitle(room), book: bookReference(room.book.value),
                        host: memberReference(room.host.value), status: status.rawValue,
                        statusLabel: strings["status.\(status.rawValue)"], dates: roomDates(room),
                        membersCount: room.roster.count, membersLabel: strings.count(room.roster.count, "member"),
                        joining: room.joining.rawValue, joiningLabel: strings["joining.\(room.joining.rawValue)"],
                        anonymous: room.anonymous, filter: filterable ? filter : nil)
    }

    /// A room as a link by its title.
    func roomLink(_ room: Room) -> TitledLink {
        TitledLink(url: urls.room(room.slug), title: roomTitle(room))
    }

    func roomTitle(_ room: Room) -> String {
        published.roomTitle(room)
    }

    /// `1 de novembre de 2026 – 1 de desembre de 2026`, from the start and end events.
    func roomDates(_ room: Room) -> String {
        if room.planned { return strings["rooms.datesToBeAnnounced"] }
        guard let events = room.schedule?.events,
              let start = events.first(where: { $0.kind == .start }), let end = events.first(where: { $0.kind == .end })
        else { return "" }
        return "\(dates.long(start.time.value.date)) – \(dates.long(end.time.value.date))"
    }

    /// One itinerary entry, with date and time in the schedule's zone (lists that mix rooms
    /// ask for the site's). When the room's zone is not the site's, the time is labelled
    /// with its zone ("hora de Madrid") and followed by the same time in the other of the two
    /// zones, so a reader on either side sees her own clock.
    func eventModel(_ event: Event, in room: Room, inSiteZone: Bool = false) -> EventModel {
        let publishedEvent = published.event(event, in: room)
        let wording = inSiteZone ? publishedEvent.siteWording : publishedEvent.wording
        var location: EventModel.Location?
        switch event.location {
        case .url(let url) where publishable(url: url): location = EventModel.Location(url: url, text: LocalTimes.displayHost(url))
        case .place(let place): location = EventModel.Location(url: nil, text: text(place))
        case .url, nil: break
        }
        let notes = html(event.notes)
        let clock = wording.clock
        var model = EventModel(id: eventAnchor(event), kind: event.kind.rawValue, kindLabel: wording.kindLabel,
                          title: wording.title, date: wording.date, datetime: clock.datetime,
                          time: clock.start, endTime: clock.start == nil ? nil : clock.end, zone: wording.otherZone?.label,
                          otherTime: wording.otherZone?.time, when: wording.when, chapters: wording.chapters, location: location,
                          notes: notes.isEmpty ? nil : notes,
                          ics: view.isPublished(room) ? urls.calendarFile(room: room.slug, event: event.id.value) : nil,
                          google: GoogleCalendarLink.url(for: publishedEvent.calendarEvent), room: nil, url: nil)
        model.answers = EventAnswersModel(event.answers, anonymous: room.anonymous, strings: strings) { memberReference($0).name }
        if event.isMeeting, self.clock.isToCome(event), let links = TakePartLinks(site.config, language: site.config.language) {
            model.takePart = TakePartActionsModel(intro: strings["event.answer"], links: links.replies(to: event, in: room), strings: strings)
        }
        return model
    }

    /// An event's anchor on its room's page (`event-debat-1`, see `EventNames`).
    func eventAnchor(_ event: Event) -> String {
        event.anchor
    }

    /// Upcoming events of listed rooms after the build clock, soonest first, in the site's zone.
    func upcomingEvents(in rooms: [Room], limit: Int) -> [EventModel] {
        let pairs = rooms.flatMap { room in
            (room.schedule?.events ?? []).compactMap { event -> (Int, Room, Event)? in
                guard clock.isToCome(event) else { return nil }
                let start = event.interval.start
                return (start, room, event)
            }
        }
        return pairs.sorted { ($0.0, $0.1.slug) < ($1.0, $1.1.slug) }.prefix(limit).map { _, room, event in
            var model = eventModel(event, in: room, inSiteZone: true)
            // Two rooms may use the same event id; the room's slug keeps anchors unique here.
            model.id = "event-\(room.slug)-\(event.id.value)"
            model.room = roomLink(room)
            model.url = urls.room(room.slug) + "#" + eventAnchor(event)
            return model
        }
    }
}

/// Initials and a stable colour for members without an avatar.
enum Initials {
    static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" }).prefix(2)
        return words.compactMap { $0.first.map { String($0).uppercased() } }.joined()
    }

    /// A hue 0–359 from the handle, so each member keeps a colour.
    static func hue(of handle: String) -> Int {
        handle.utf8.reduce(7) { ($0 * 31 + Int($1)) % 360 }
    }
}
