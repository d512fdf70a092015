/// The model of `/calendar/` and `/calendar/<yyyy>/<mm>/` (template `calendar-page`).
struct CalendarPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case monthTitle, grid, previous, next, running, months, feed, isIndex, nextEvents }

    /// A room reading in the month.
    struct Running: KeyedTemplateModel {
        enum Key: String, CaseIterable { case url, title, titleLang, dates }
        let url: String
        let title: String
        /// The original's language when the room's title shown is the original's on a page
        /// of another language, for `lang` on it; `nil` (`false`) otherwise.
        let titleLang: String?
        let dates: String

        var templateValue: TemplateValue {
            fields([.url: .text(url), .title: .text(title), .titleLang: titleLang.orFalse, .dates: .text(dates)])
        }
    }

    /// A month with events, `current` on the month shown.
    struct Month: KeyedTemplateModel {
        enum Key: String, CaseIterable { case current }
        let link: LabelledLink
        let current: Bool

        var templateValue: TemplateValue { link.templateValue.adding(fields([.current: .flag(current)])) }
    }

    let shell: PageShell
    let monthTitle: String
    let grid: MonthGrid?
    /// The neighbouring months with events.
    let previous: LabelledLink?
    let next: LabelledLink?
    let running: [Running]
    let months: [Month]
    let feed: CalendarFeedLinks
    /// The next meetings, on `/calendar/` only (which is then the index).
    var nextEvents: [EventModel]?

    var templateValue: TemplateValue {
        shell.with(fields([.monthTitle: .text(monthTitle), .grid: grid?.templateValue ?? .map(TemplateMap()),
                           .previous: previous.orFalse, .next: next.orFalse, .running: running.templateValue,
                           .months: months.templateValue, .feed: feed.templateValue, .isIndex: .flag(nextEvents != nil),
                           .nextEvents: nextEvents.orFalse]))
    }
}
