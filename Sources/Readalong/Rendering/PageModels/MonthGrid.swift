/// One month as a calendar: weeks of seven days, each day with its events.
struct MonthGrid: KeyedTemplateModel {
    enum Key: String, CaseIterable { case title, weekdays, weeks }

    /// An event in a day cell: a link to it, its kind for styling, and its label, whole and
    /// in pieces that say their language.
    struct Entry: KeyedTemplateModel {
        enum Key: String, CaseIterable { case url, kind, label, pieces }

        let url: String
        let kind: String
        let pieces: [TextPiece]
        /// The pieces joined: the label as plain text.
        let label: String

        init(url: String, kind: String, pieces: [TextPiece]) {
            self.url = url
            self.kind = kind
            self.pieces = pieces
            label = pieces.map(\.text).joined()
        }

        var templateValue: TemplateValue {
            fields([.url: .text(url), .kind: .text(kind), .label: .text(label), .pieces: pieces.templateValue])
        }
    }

    /// A day cell: `inMonth` for a day of the month, `outside` for one of the weeks around
    /// it; `events` and `label` only on days of the month with events.
    struct Day: KeyedTemplateModel {
        enum Key: String, CaseIterable { case day, date, inMonth, outside, today, hasEvents, label, events }
        let day: Int
        let date: String
        let inMonth: Bool
        let today: Bool
        /// The events of a day of the month that has some, and the date written out.
        let events: [Entry]
        let label: String?

        var templateValue: TemplateValue {
            fields([.day: .number(day), .date: .text(date), .inMonth: .flag(inMonth), .outside: .flag(!inMonth), .today: .flag(today), .hasEvents: .flag(!events.isEmpty),
                    .label: label?.templateValue, .events: events.isEmpty ? nil : events.templateValue])
        }
    }

    /// A row of seven days.
    struct Week: KeyedTemplateModel {
        enum Key: String, CaseIterable { case days }
        let days: [Day]

        var templateValue: TemplateValue { fields([.days: days.templateValue]) }
    }

    let title: String
    /// Short weekday names, in the order the weeks start.
    let weekdays: [String]
    let weeks: [Week]

    var templateValue: TemplateValue {
        fields([.title: .text(title), .weekdays: weekdays.templateValue, .weeks: weeks.templateValue])
    }
}
