import Foundation

/// Small models shared by many pages: references to books, members and rooms, cards,
/// events. Every text from content passes through `text(_:)` (blocked words, contact
/// details, bidi controls) here; the templates escape it.
extension RenderContext {
    /// A link to a book with its cover (the card's size; `eager` when it is the page's first
    /// large image).
    func bookReference(_ slug: String) -> [String: Any] { bookReference(slug, eager: false) }

    func bookReference(_ slug: String, eager: Bool) -> [String: Any] {
        guard let book = booksBySlug[slug] else { return ["title": slug, "cover": false, "subtitle": false] }
        var model: [String: Any] = [
            "url": urls.book(slug), "title": text(book.title.value),
            "authors": text(book.authors.joined(separator: ", ")), "cover": false, "subtitle": false,
        ]
        if let cover = coverPath(book) {
            model["cover"] = picture(cover, use: .coverCard, alt: "", cssClass: "cover", eager: eager)
        }
        if let subtitle = book.subtitle { model["subtitle"] = text(subtitle) }
        return model
    }

    /// The site-relative path of a book's cover.
    func coverPath(_ book: Book) -> String? {
        book.cover.flatMap { ImageRules.resolve($0.value, from: book.path) }
    }

    /// The site-relative path of a member's avatar.
    func avatarPath(_ member: Member) -> String? {
        member.avatar.flatMap { ImageRules.resolve($0.value, from: member.path) }
    }

    /// A link to a member with avatar or initials.
    func memberReference(_ handle: String) -> [String: Any] {
        // Mustache looks names up the context stack: every optional key is set (to false when
        // absent) so a chip never borrows an avatar or link from the page around it.
        var model: [String: Any] = ["url": false, "avatar": false, "verified": false, "moderator": false,
                                    "name": handle, "initials": Initials.of(handle), "hue": Initials.hue(of: handle)]
        if view.isErased(handle) { return formerMemberReference() }
        guard let member = membersByHandle[handle] else { return model }
        model["url"] = urls.member(handle)
        let name = text(member.name)
        model["name"] = name
        model["handle"] = handle
        model["initials"] = Initials.of(name)
        if let avatar = avatarPath(member) { model["avatar"] = picture(avatar, use: .avatarChip, alt: "", cssClass: "avatar") }
        if member.verified { model["verified"] = true }
        return model
    }

    /// The neutral stand-in for a member who asked to be forgotten: no name, handle, link
    /// or avatar, and the same initials and colour for everyone erased.
    func formerMemberReference() -> [String: Any] {
        let label = strings["member.former"]
        return ["url": false, "avatar": false, "verified": false, "moderator": false, "name": label,
                "initials": "?", "hue": 0]
    }

    /// A room as shown in listings.
    func roomCard(_ room: Room) -> [String: Any] {
        let status = view.status(of: room)
        var model: [String: Any] = [
            "url": urls.room(room.slug), "title": roomTitle(room), "book": bookReference(room.book.value),
            "host": memberReference(room.host.value), "status": status.rawValue,
            "statusLabel": strings["status.\(status.rawValue)"], "dates": roomDates(room),
            "membersCount": room.roster.count, "membersLabel": strings.count(room.roster.count, "member"),
            "joining": room.joining.rawValue, "joiningLabel": strings["joining.\(room.joining.rawValue)"],
            "anonymous": false,
        ]
        if room.anonymous { model["anonymous"] = true }
        return model
    }

    func roomTitle(_ room: Room) -> String {
        text(room.title ?? booksBySlug[room.book.value]?.title.value ?? room.slug)
    }

    /// `1 de novembre de 2026 – 1 de desembre de 2026`, from the start and end events.
    func roomDates(_ room: Room) -> String {
        if room.planned { return strings["rooms.datesToBeAnnounced"] }
        guard let events = room.schedule?.events,
              let start = events.first(where: { $0.kind == .start }), let end = events.first(where: { $0.kind == .end })
        else { return "" }
        return "\(dates.long(start.time.value.date)) – \(dates.long(end.time.value.date))"
    }

    /// One itinerary entry, with date and time in `zone` (the schedule's by default; lists
    /// that mix rooms use the site's). When the room's zone is not the site's, the time is
    /// labelled with its zone ("hora de Madrid") and followed by the same time in the other
    /// of the two zones, so a reader on either side sees her own clock.
    func eventModel(_ event: Event, in room: Room, zone explicitZone: TimeZone? = nil) -> [String: Any] {
        let wording = eventWording(event, in: room, zone: explicitZone)
        var model: [String: Any] = [
            "id": "event-\(event.id.value)", "kind": event.kind.rawValue, "kindLabel": wording.kindLabel, "title": wording.title,
            "time": false, "endTime": false, "zone": false, "otherTime": false, "chapters": false, "location": false,
            "notes": false, "room": false, "url": false,
        ]
        model["date"] = wording.date
        model["datetime"] = wording.clock.datetime
        if let start = wording.clock.start {
            model["time"] = start
            if let end = wording.clock.end { model["endTime"] = end }
            if let other = wording.otherZone {
                model["zone"] = other.label
                model["otherTime"] = other.time
            }
        }
        model["when"] = wording.when
        if let chapters = wording.chapters { model["chapters"] = chapters }
        switch event.location {
        case .url(let url) where publishable(url: url): model["location"] = ["url": url, "text": LocalTimes.displayHost(url)]
        case .place(let place): model["location"] = ["text": text(place), "url": false]
        case .url, nil: break
        }
        let notes = html(event.notes)
        if !notes.isEmpty { model["notes"] = notes }
        model["ics"] = view.isPublished(room) ? urls.calendarFile(room: room.slug, event: event.id.value) : false
        model["google"] = googleCalendarLink(FeedEvent(room: room, event: event)) ?? false
        return model
    }

    /// `19:00–20:30 hora de Ciutat de Mèxic`, with the weekday and day first when that
    /// zone's day is not `day`.
    func otherZoneTime(_ event: Event, zone: TimeZone, besides day: LocalDate) -> String {
        let when = clockText(event, zone: zone)
        var range = (when.start ?? "") + (when.end.map { "–" + $0 } ?? "")
        if when.date != day { range = "\(dates.weekday(when.date)) \(when.date.day), " + range }
        return "\(range) \(ZoneNames.label(of: zone, strings: strings))"
    }

    /// Upcoming events of listed rooms after the build clock, soonest first, in the site's zone.
    func upcomingEvents(in rooms: [Room], limit: Int) -> [[String: Any]] {
        let pairs = rooms.flatMap { room in
            (room.schedule?.events ?? []).compactMap { event -> (Int, Room, Event)? in
                guard clock.isToCome(event), let start = event.interval?.start else { return nil }
                return (start, room, event)
            }
        }
        return pairs.sorted { ($0.0, $0.1.slug) < ($1.0, $1.1.slug) }.prefix(limit).map { _, room, event in
            var model = eventModel(event, in: room, zone: site.config.timeZone)
            // Two rooms may use the same event id; the room's slug keeps anchors unique here.
            model["id"] = "event-\(room.slug)-\(event.id.value)"
            model["room"] = ["url": urls.room(room.slug), "title": roomTitle(room)]
            model["url"] = urls.room(room.slug) + "#event-\(event.id.value)"
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
