/// What calendars say about reading: the alarm of each timed meeting when `reminder` is set
/// (in the room, else in `site.yml`), and, in a member's calendar, the target in the
/// edition the member reads ("up to p. 212 (Butxaca, 2019)").
struct CalendarReminders: Sendable {
    let published: PublishedSite
    let strings: UIStrings

    /// The alarm of an event: only timed discussions and meetups, and only when a reminder
    /// is set. It names the event and what to have read (also in `edition`, when given).
    func alarm(_ item: FeedEvent, summary: String, edition: String?) -> CalendarAlarm? {
        guard let lead = item.room.reminder ?? published.site.config.reminder, item.event.isMeeting,
              case .timed = published.event(item.event, in: item.room).calendarEvent.timing else { return nil }
        let target = published.eventText.readUpTo(item.event).map { [$0, edition].compactMap { $0 }.joined(separator: ", ") }
        return CalendarAlarm(lead: lead, text: target.map { strings.format("calendar.alarm", summary) + " " + $0 } ?? summary)
    }

    /// The event's numeric target in the edition `reader` reads of the room's book, when
    /// the edition has a table that reaches it.
    func editionTarget(_ item: FeedEvent, reader: String) -> String? {
        guard let chapter = item.event.chapters?.value.upperBound, let book = item.room.resolvedBook,
              let choice = published.membersByHandle[reader]?.editions.first(where: { $0.book.value == book.slug }),
              let edition = book.editions.first(where: { $0.id.value == choice.edition.value }),
              let end = edition.table?.endOfChapter(chapter) else { return nil }
        let place = edition.isAudiobook ? strings.format("edition.upToTime", MediaTime.readable(end))
            : strings.format("edition.upToPage", String(end))
        return "\(place) (\(published.markdown.text(edition.title)))"
    }
}
