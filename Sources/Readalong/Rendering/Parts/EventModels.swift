/// Events as pages show them: an itinerary entry, and the next events of a set of rooms.
struct EventModels: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let references: References

    /// One itinerary entry, with date and time in the schedule's zone (lists that mix rooms
    /// ask for the site's). When the room's zone is not the site's, the time is labelled
    /// with its zone ("hora de Madrid") and followed by the same time in the other of the two
    /// zones, so a reader on either side sees her own clock.
    func model(_ event: Event, in room: Room, inSiteZone: Bool = false) -> EventModel {
        let publishedEvent = published.event(event, in: room)
        let wording = inSiteZone ? publishedEvent.siteWording : publishedEvent.wording
        var location: EventModel.Location?
        switch event.location {
        case .url(let url) where kit.publishable(url: url): location = EventModel.Location(url: url, text: LocalTimes.displayHost(url))
        case .place(let place): location = EventModel.Location(url: nil, text: kit.text(place))
        case .url, nil: break
        }
        let notes = kit.html(event.notes)
        let clock = wording.clock
        let urls = kit.urls
        var model = EventModel(id: event.anchor, kind: event.kind.rawValue, kindLabel: wording.kindLabel,
                          title: wording.title, titleLang: kit.eventTitleLang(room: room.slug, event: event.id.value),
                          date: wording.date, datetime: clock.datetime,
                          time: clock.start, endTime: clock.start == nil ? nil : clock.end, zone: wording.otherZone?.label,
                          otherTime: wording.otherZone?.time, when: wording.when, chapters: wording.chapters, location: location,
                          notes: notes.isEmpty ? nil : notes,
                          notesLang: notes.isEmpty ? nil : kit.eventNotesLang(room: room.slug, event: event.id.value),
                          ics: published.view.isPublished(room) ? urls.calendarFile(room: room.slug, event: event.id.value) : nil,
                          google: GoogleCalendarLink.url(for: publishedEvent.calendarEvent), room: nil, url: nil)
        model.answers = EventAnswersModel(event.answers, anonymous: room.anonymous, strings: kit.strings) { references.member($0).name }
        if event.isMeeting, kit.clock.isToCome(event), let links = kit.takePart {
            model.takePart = TakePartActionsModel(intro: kit.strings["event.answer"], links: links.replies(to: event, in: room),
                                                  strings: kit.strings)
        }
        return model
    }

    /// Upcoming events of listed rooms after the build clock, soonest first, in the site's zone.
    func upcoming(in rooms: [Room], limit: Int) -> [EventModel] {
        let pairs = rooms.flatMap { room in
            (room.schedule?.events ?? []).compactMap { event -> (Int, Room, Event)? in
                guard kit.clock.isToCome(event) else { return nil }
                return (event.interval.start, room, event)
            }
        }
        return pairs.sorted { ($0.0, $0.1.slug) < ($1.0, $1.1.slug) }.prefix(limit).map { _, room, event in
            var model = model(event, in: room, inSiteZone: true)
            // Two rooms may use the same event id; the room's slug keeps anchors unique here.
            model.id = "event-\(room.slug)-\(event.id.value)"
            model.room = references.roomLink(room)
            model.url = kit.urls.room(room.slug) + "#" + event.anchor
            return model
        }
    }
}
