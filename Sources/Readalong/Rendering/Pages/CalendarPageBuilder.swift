/// `/calendar/` (this month and the next meetings) and `/calendar/<yyyy>/<mm>/` for every
/// month with events of listed rooms, in the site's zone. The months and each day's
/// entries are worked out once, when the builder is made.
struct CalendarPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    /// Months (first days) that have at least one event of a listed room, in order.
    let months: [LocalDate]
    let parts: PageParts
    /// The entries of every day with events of listed rooms.
    private let entries: [LocalDate: [MonthGrid.Entry]]

    init(published: PublishedSite, kit: PageKit, parts: PageParts) {
        self.published = published
        self.kit = kit
        self.parts = parts
        let zone = kit.config.timeZone
        var months = Set<LocalDate>()
        var byDay: [LocalDate: [(Int, MonthGrid.Entry)]] = [:]
        for room in published.view.listedRooms {
            for event in room.schedule?.events ?? [] {
                let local = LocalTimes.local(of: event, zone: zone)
                months.insert(LocalDate(year: local.date.year, month: local.date.month, day: 1))
                byDay[local.date, default: []].append((local.time ?? -1, Self.entry(event, at: local.time, in: room, published: published, kit: kit)))
            }
        }
        self.months = months.sorted()
        entries = byDay.mapValues { entries in entries.sorted { ($0.0, $0.1.label) < ($1.0, $1.1.label) }.map(\.1) }
    }

    /// `/calendar/`: the month the build clock is in, and the next meetings.
    func index() -> CalendarPageModel {
        let today = kit.clock.today
        var model = page(LocalDate(year: today.year, month: today.month, day: 1), url: kit.urls.calendar)
        model.nextEvents = parts.events.upcoming(in: published.view.listedRooms, limit: 10)
        return model
    }

    func page(_ month: LocalDate, url: String? = nil) -> CalendarPageModel {
        let (urls, strings, dates) = (kit.urls, kit.strings, kit.dates)
        let title = dates.monthAndYear(month)
        let shell = kit.shell(title: "\(strings["calendar.title"]) · \(title)", description: strings["calendar.description"],
                              url: url ?? urls.calendar(year: month.year, month: month.month), section: .calendar)
        let last = LocalDate(daysSinceEpoch: (month.month == 12 ? LocalDate(year: month.year + 1, month: 1, day: 1)
                                                                : LocalDate(year: month.year, month: month.month + 1, day: 1)).daysSinceEpoch - 1)
        let running = published.view.listedRooms.filter { room in
            guard let events = room.schedule?.events,
                  let start = events.first(where: { $0.kind == .start })?.time.value.date,
                  let end = events.first(where: { $0.kind == .end })?.time.value.date else { return false }
            return start <= last && end >= month
        }.map {
            CalendarPageModel.Running(url: urls.room($0.slug), title: published.roomTitle($0), titleLang: kit.titleLang(.room($0.slug)),
                                      dates: parts.references.roomDates($0))
        }
        func link(_ month: LocalDate) -> LabelledLink {
            LabelledLink(label: dates.monthAndYear(month), url: urls.calendar(year: month.year, month: month.month))
        }
        return CalendarPageModel(
            shell: shell, monthTitle: title,
            grid: kit.monthGrids(from: month, to: month, events: entries).first,
            previous: months.last { $0 < month }.map(link), next: months.first { $0 > month }.map(link), running: running,
            months: months.map { CalendarPageModel.Month(link: link($0), current: $0 == month) },
            feed: kit.calendarFeedLinks(urls.siteCalendarFeed), nextEvents: nil)
    }

    /// An event of a listed room in the grid, labelled with time (and the room's own time
    /// when its zone is not the site's), room and event, the titles marked with their
    /// language when they are an original's.
    private static func entry(_ event: Event, at time: Int?, in room: Room, published: PublishedSite, kit: PageKit) -> MonthGrid.Entry {
        let shown = time.map { kit.dates.time($0) + " · " } ?? ""
        // The room's own clock goes last: a cell shows two lines, and they should say which
        // room meets before they say when it is over there.
        let wording = published.event(event, in: room).siteWording
        let other = wording.otherZone.map { " (\($0.time))" } ?? ""
        return MonthGrid.Entry(url: kit.urls.room(room.slug) + "#" + event.anchor, kind: event.kind.rawValue, pieces: [
            TextPiece(text: shown, lang: nil), TextPiece(text: published.roomTitle(room), lang: kit.titleLang(.room(room.slug))),
            TextPiece(text: " — ", lang: nil), TextPiece(text: wording.title, lang: kit.eventTitleLang(room: room.slug, event: event.id.value)),
            TextPiece(text: other, lang: nil),
        ])
    }
}
