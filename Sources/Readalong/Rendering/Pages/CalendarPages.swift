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

    func calendarIndexPage() -> [String: Any] {
        var model = calendarPage(currentMonth, url: urls.calendar)
        model["nextEvents"] = upcomingEvents(in: view.listedRooms, limit: 10)
        model["isIndex"] = true
        return model
    }

    func calendarPage(_ month: LocalDate, url: String? = nil) -> [String: Any] {
        let title = dates.monthAndYear(month)
        var model = shell(title: "\(strings["calendar.title"]) · \(title)", description: strings["calendar.description"],
                          url: url ?? urls.calendar(year: month.year, month: month.month), section: .calendar)
        let months = monthsWithEvents
        let last = LocalDate(daysSinceEpoch: (month.month == 12 ? LocalDate(year: month.year + 1, month: 1, day: 1)
                                                                : LocalDate(year: month.year, month: month.month + 1, day: 1)).daysSinceEpoch - 1)
        model["grid"] = monthGrids(from: month, to: month, events: dayEntries(from: month, to: last)).first ?? [:]
        model["monthTitle"] = title
        model["running"] = view.listedRooms.filter { room in
            guard let events = room.schedule?.events,
                  let start = events.first(where: { $0.kind == .start })?.time.value.date,
                  let end = events.first(where: { $0.kind == .end })?.time.value.date else { return false }
            return start <= last && end >= month
        }.map { ["url": urls.room($0.slug), "title": roomTitle($0), "dates": roomDates($0)] }
        let earlier = months.last { $0 < month }
        let later = months.first { $0 > month }
        model["previous"] = earlier.map { ["url": urls.calendar(year: $0.year, month: $0.month), "label": dates.monthAndYear($0)] } ?? false
        model["next"] = later.map { ["url": urls.calendar(year: $0.year, month: $0.month), "label": dates.monthAndYear($0)] } ?? false
        model["months"] = months.map { item -> [String: Any] in
            ["url": urls.calendar(year: item.year, month: item.month), "label": dates.monthAndYear(item), "current": item == month]
        }
        model["feed"] = ["webcal": urls.subscription(urls.siteCalendarFeed), "url": urls.siteCalendarFeed]
        model["nextEvents"] = false
        model["isIndex"] = false
        return model
    }

    /// Events of listed rooms between two days, by day, each labelled with time (and the
    /// room's own time when its zone is not the site's) and room.
    private func dayEntries(from first: LocalDate, to last: LocalDate) -> [LocalDate: [[String: Any]]] {
        let zone = site.config.timeZone
        var byDay: [LocalDate: [(Int, [String: Any])]] = [:]
        for room in view.listedRooms {
            for event in room.schedule?.events ?? [] {
                let local = LocalTimes.local(of: event, zone: zone)
                guard local.date >= first, local.date <= last else { continue }
                let time = local.time.map { dates.time($0) + " · " } ?? ""
                // The room's own clock goes last: a cell shows two lines, and they should
                // say which room meets before they say when it is over there.
                var other = ""
                if local.time != nil, let roomZone = room.schedule?.timeZone, roomZone.identifier != zone.identifier {
                    other = " (\(otherZoneTime(event, zone: roomZone, besides: local.date)))"
                }
                let label = "\(time)\(roomTitle(room)) — \(text(event.shownTitle))\(other)"
                byDay[local.date, default: []].append((local.time ?? -1, [
                    "url": urls.room(room.slug) + "#" + event.anchor, "kind": event.kind.rawValue, "label": label,
                ]))
            }
        }
        return byDay.mapValues { entries in entries.sorted { ($0.0, $0.1["label"] as? String ?? "") < ($1.0, $1.1["label"] as? String ?? "") }.map(\.1) }
    }
}
