/// `/calendar/` (this month and the next meetings) and `/calendar/<yyyy>/<mm>/` for every
/// month with events of listed rooms, in the site's zone.
extension RenderContext {
    /// Months (first days) that have at least one event of a listed room, in order.
    var monthsWithEvents: [LocalDate] {
        let zone = site.config.timeZone
        var months = Set<LocalDate>()
        for room in view.listedRooms {
            for event in room.schedule?.events ?? [] {
                let day = LocalTimes.local(of: event, zone: zone).date
                months.insert(LocalDate(year: day.year, month: day.month, day: 1))
            }
        }
        return months.sorted()
    }

    /// The month the build clock is in.
    var currentMonth: LocalDate {
        LocalDate(year: clock.today.year, month: clock.today.month, day: 1)
    }

    func calendarIndexPage() -> CalendarPageModel {
        var model = calendarPage(currentMonth, url: urls.calendar)
        model.nextEvents = upcomingEvents(in: view.listedRooms, limit: 10)
        return model
    }

    func calendarPage(_ month: LocalDate, url: String? = nil) -> CalendarPageModel {
        let title = dates.monthAndYear(month)
        let shell = kit.shell(title: "\(strings["calendar.title"]) · \(title)", description: strings["calendar.description"],
                          url: url ?? urls.calendar(year: month.year, month: month.month), section: .calendar)
        let months = monthsWithEvents
        let last = LocalDate(daysSinceEpoch: (month.month == 12 ? LocalDate(year: month.year + 1, month: 1, day: 1)
                                                                : LocalDate(year: month.year, month: month.month + 1, day: 1)).daysSinceEpoch - 1)
        let running = view.listedRooms.filter { room in
            guard let events = room.schedule?.events,
                  let start = events.first(where: { $0.kind == .start })?.time.value.date,
                  let end = events.first(where: { $0.kind == .end })?.time.value.date else { return false }
            return start <= last && end >= month
        }.map { CalendarPageModel.Running(url: urls.room($0.slug), title: roomTitle($0), dates: roomDates($0)) }
        func link(_ month: LocalDate) -> LabelledLink {
            LabelledLink(label: dates.monthAndYear(month), url: urls.calendar(year: month.year, month: month.month))
        }
        return CalendarPageModel(
            shell: shell, monthTitle: title,
            grid: monthGrids(from: month, to: month, events: dayEntries(from: month, to: last)).first,
            previous: months.last { $0 < month }.map(link), next: months.first { $0 > month }.map(link), running: running,
            months: months.map { CalendarPageModel.Month(link: link($0), current: $0 == month) },
            feed: calendarFeedLinks(urls.siteCalendarFeed), nextEvents: nil)
    }

    /// Events of listed rooms between two days, by day, each labelled with time (and the
    /// room's own time when its zone is not the site's) and room.
    private func dayEntries(from first: LocalDate, to last: LocalDate) -> [LocalDate: [MonthGrid.Entry]] {
        let zone = site.config.timeZone
        var byDay: [LocalDate: [(Int, MonthGrid.Entry)]] = [:]
        for room in view.listedRooms {
            for event in room.schedule?.events ?? [] {
                let local = LocalTimes.local(of: event, zone: zone)
                guard local.date >= first, local.date <= last else { continue }
                let time = local.time.map { dates.time($0) + " · " } ?? ""
                // The room's own clock goes last: a cell shows two lines, and they should
                // say which room meets before they say when it is over there.
                let publishedEvent = published.event(event, in: room)
                let other = publishedEvent.siteWording.otherZone.map { " (\($0.time))" } ?? ""
                let label = "\(time)\(roomTitle(room)) — \(publishedEvent.siteWording.title)\(other)"
                byDay[local.date, default: []].append((local.time ?? -1, MonthGrid.Entry(
                    url: urls.room(room.slug) + "#" + eventAnchor(event), kind: event.kind.rawValue, label: label)))
            }
        }
        return byDay.mapValues { entries in entries.sorted { ($0.0, $0.1.label) < ($1.0, $1.1.label) }.map(\.1) }
    }
}
