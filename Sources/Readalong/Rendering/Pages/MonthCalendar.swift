/// Month grids for calendars: weeks of seven days, each day with its events.
extension RenderContext {
    /// The first day of the week: Sunday in US English, Monday elsewhere.
    var weekStartsOnSunday: Bool { dates.monthFirst }

    /// One grid per month from `first` to `last`; `events` maps a day to its entries.
    func monthGrids(from first: LocalDate, to last: LocalDate, events: [LocalDate: [[String: Any]]]) -> [[String: Any]] {
        var grids: [[String: Any]] = []
        var month = LocalDate(year: first.year, month: first.month, day: 1)
        let today = clock.today
        while month <= last, grids.count < 36 {
            grids.append(monthGrid(month, events: events, today: today))
            month = month.month == 12 ? LocalDate(year: month.year + 1, month: 1, day: 1)
                                      : LocalDate(year: month.year, month: month.month + 1, day: 1)
        }
        return grids
    }

    private func monthGrid(_ month: LocalDate, events: [LocalDate: [[String: Any]]], today: LocalDate) -> [String: Any] {
        let shift = weekStartsOnSunday ? 1 : 0
        let leading = (DateText.weekdayIndex(month) + shift) % 7
        var day = LocalDate(daysSinceEpoch: month.daysSinceEpoch - leading)
        var weeks: [[String: Any]] = []
        repeat {
            var days: [[String: Any]] = []
            for _ in 0..<7 {
                var cell: [String: Any] = ["day": day.day, "date": day.description, "hasEvents": false, "today": false]
                if day.month == month.month { cell["inMonth"] = true } else { cell["outside"] = true }
                if day == today { cell["today"] = true }
                if day.month == month.month, let entries = events[day], !entries.isEmpty {
                    cell["events"] = entries
                    cell["hasEvents"] = true
                    cell["label"] = dates.long(day)
                }
                days.append(cell)
                day = day.next
            }
            weeks.append(["days": days])
        } while day.month == month.month
        var names = dates.shortWeekdayNames
        if weekStartsOnSunday { names = [names[6]] + names.dropLast() }
        return ["title": dates.monthAndYear(month), "weekdays": names, "weeks": weeks]
    }
}
