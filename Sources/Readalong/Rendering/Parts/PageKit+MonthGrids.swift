/// Month grids for calendars: weeks of seven days, each day with its events.
extension PageKit {
    /// The first day of the week: Sunday in US English, Monday elsewhere.
    var weekStartsOnSunday: Bool { dates.monthFirst }

    /// One grid per month from `first` to `last`; `events` maps a day to its entries.
    func monthGrids(from first: LocalDate, to last: LocalDate, events: [LocalDate: [MonthGrid.Entry]]) -> [MonthGrid] {
        var grids: [MonthGrid] = []
        var month = LocalDate(year: first.year, month: first.month, day: 1)
        let today = clock.today
        while month <= last, grids.count < 36 {
            grids.append(monthGrid(month, events: events, today: today))
            month = month.month == 12 ? LocalDate(year: month.year + 1, month: 1, day: 1)
                                      : LocalDate(year: month.year, month: month.month + 1, day: 1)
        }
        return grids
    }

    private func monthGrid(_ month: LocalDate, events: [LocalDate: [MonthGrid.Entry]], today: LocalDate) -> MonthGrid {
        let shift = weekStartsOnSunday ? 1 : 0
        let leading = (DateText.weekdayIndex(month) + shift) % 7
        var day = LocalDate(daysSinceEpoch: month.daysSinceEpoch - leading)
        var weeks: [MonthGrid.Week] = []
        repeat {
            var days: [MonthGrid.Day] = []
            for _ in 0..<7 {
                let inMonth = day.month == month.month
                let entries = inMonth ? events[day] ?? [] : []
                days.append(MonthGrid.Day(day: day.day, date: day.description, inMonth: inMonth, today: day == today,
                                          events: entries, label: entries.isEmpty ? nil : dates.long(day)))
                day = day.next
            }
            weeks.append(MonthGrid.Week(days: days))
        } while day.month == month.month
        var names = dates.shortWeekdayNames
        if weekStartsOnSunday { names = [names[6]] + names.dropLast() }
        return MonthGrid(title: dates.monthAndYear(month), weekdays: names, weeks: weeks)
    }
}
