/// A room's event: what calendar files and the feed are made from.
struct FeedEvent {
    let room: Room
    let event: Event
}

/// Which events go in which calendar file, and each event in calendar terms; `ICSCalendar`
/// and `GoogleCalendarLink` write them. The site's calendar holds the events of listed
/// rooms; a member's, those of the listed, non-anonymous rooms they host or joined; a
/// room's and an event's file exist for every published room.
struct CalendarFeeds: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let references: References
    private let reminders: CalendarReminders

    init(published: PublishedSite, kit: PageKit, references: References) {
        self.published = published
        self.kit = kit
        self.references = references
        reminders = CalendarReminders(published: published, strings: kit.strings)
    }

    /// `/calendar.ics`: every listed room's events.
    var site: ICSCalendar {
        calendar(named: kit.text(kit.config.title), description: kit.strings["calendar.description"],
                 url: kit.urls.calendar, events: Self.events(of: published.view.listedRooms))
    }

    /// A member's calendar, at their handle and every alias of it: the meetings they said
    /// they cannot come to are left out, and those they may come to are marked tentative.
    func member(_ member: Member) -> ICSCalendar {
        let events = Self.events(of: published.roomsByMember[member.handle] ?? []).filter { $0.event.answers.answer(of: member.handle) != .absent }
        return calendar(named: "\(kit.text(member.name)) · \(kit.text(kit.config.title))",
                        description: kit.strings["calendar.description"], url: kit.urls.member(member.handle),
                        events: events, readingTargets: true, owner: member.handle)
    }

    /// A room's calendar, at its slug and every alias of it.
    func room(_ room: Room) -> ICSCalendar {
        calendar(for: room, events: Self.events(of: [room]))
    }

    /// The file of one event of a room, for "add to calendar".
    func event(_ item: FeedEvent) -> ICSCalendar {
        calendar(for: item.room, events: [item])
    }

    /// The events of `rooms`, room by room.
    static func events(of rooms: [Room]) -> [FeedEvent] {
        rooms.flatMap { room in (room.schedule?.events ?? []).map { FeedEvent(room: room, event: $0) } }
    }

    /// An event in calendar terms, as published. With `readingTargets` (a member's own
    /// calendar), the summary ends with how far to have read: `Room · Debat · read up to chapter 10`;
    /// in the calendar of an `owner` who may come, it says so and is tentative.
    func calendarEvent(_ item: FeedEvent, readingTargets: Bool = false, owner: String? = nil) -> CalendarEvent {
        var event = published.event(item.event, in: item.room).calendarEvent
        event.edition = owner.flatMap { reminders.editionTarget(item, reader: $0) }
        event.alarm = reminders.alarm(item, summary: event.summary, edition: event.edition)
        if readingTargets, let target = published.eventText.readUpTo(item.event) { event.summary += " · " + target }
        if let owner, item.event.answers.answer(of: owner) == .maybe {
            event.summary += " " + kit.strings["calendar.maybe"]
            event.tentative = true
        }
        return event
    }

    private func calendar(for room: Room, events: [FeedEvent]) -> ICSCalendar {
        calendar(named: published.roomTitle(room), description: references.roomDates(room),
                 url: kit.urls.room(room.slug),
                 events: events)
    }

    private func calendar(named name: String, description: String, url: String, events: [FeedEvent],
                          readingTargets: Bool = false, owner: String? = nil) -> ICSCalendar {
        ICSCalendar(name: name, description: description, url: kit.urls.absolute(url), stamp: kit.clock.stamp,
                    events: events.map { calendarEvent($0, readingTargets: readingTargets, owner: owner) })
    }
}
