/// The models of the year in reading: `/years/<yyyy>/` (template `year`),
/// `/members/<handle>/years/<yyyy>/` (`member-year`), and the list of years the home and
/// member pages link to.

/// `{name, label, value}`: one figure of a year; `name` says which (`books`, `pages`…) for
/// styles and scripts, `label` says it in the site's language.
struct YearFigure: KeyedTemplateModel {
    enum Key: String, CaseIterable { case name, label, value }
    let name: String
    let label: String
    let value: String

    var templateValue: TemplateValue { fields([.name: .text(name), .label: .text(label), .value: .text(value)]) }
}

/// `{label, url, current}`: a link to one year's page.
struct YearLink: KeyedTemplateModel {
    enum Key: String, CaseIterable { case label, url, current }
    let label: String
    let url: String
    let current: Bool

    var templateValue: TemplateValue { fields([.label: .text(label), .url: .text(url), .current: .flag(current)]) }
}

/// `{book, average, count, ratings}`: a book's ratings of the year (the favourite, the most
/// divisive): its reference, the average (`4.2`), how many rated it, and every rating given
/// from lowest to highest (`1, 4, 5`).
struct YearBookRatings: KeyedTemplateModel {
    enum Key: String, CaseIterable { case book, average, count, ratings }
    let book: BookReference
    let average: String
    let count: String
    let ratings: String

    var templateValue: TemplateValue {
        fields([.book: book.templateValue, .average: .text(average), .count: .text(count), .ratings: .text(ratings)])
    }
}

/// `{url, room, messages}`: the transcript with the most messages of the year: its page,
/// its room's title, and how many messages it had that year (`42 messages`). The
/// transcript is named by its room alone: a rebuild that keeps the room's chats unread
/// knows their pages and counts, not their titles.
struct YearDiscussion: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, room, messages }
    let url: String
    let room: String
    let messages: String

    var templateValue: TemplateValue { fields([.url: .text(url), .room: .text(room), .messages: .text(messages)]) }
}

/// `{label, messages}`: the month with the most messages.
struct YearMonth: KeyedTemplateModel {
    enum Key: String, CaseIterable { case label, messages }
    let label: String
    let messages: String

    var templateValue: TemplateValue { fields([.label: .text(label), .messages: .text(messages)]) }
}

struct YearPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable {
        case stylesheet, year, years, figures, books, meetings, genres, languages, ratings, favourite, divisive, longest, busiest, months, rooms
    }

    let shell: PageShell
    /// The URL of the year pages' stylesheet.
    let stylesheet: String
    let year: String
    /// Every year with a page, oldest first, this one `current`.
    let years: [YearLink]
    let figures: [YearFigure]
    /// The books finished together, each once.
    let books: [BookReference]
    /// Charts: meetings by kind, genres, languages, average rating per book, messages by
    /// month, rooms by status; `false` when a chart would have no bar.
    let meetings: BarChart?
    let genres: BarChart?
    let languages: BarChart?
    let ratings: BarChart?
    let favourite: YearBookRatings?
    let divisive: YearBookRatings?
    let longest: YearDiscussion?
    let busiest: YearMonth?
    let months: BarChart?
    let rooms: BarChart?

    var templateValue: TemplateValue {
        shell.with(fields([.stylesheet: .text(stylesheet), .year: .text(year), .years: years.templateValue, .figures: figures.templateValue,
                           .books: books.templateValue, .meetings: meetings.orFalse, .genres: genres.orFalse,
                           .languages: languages.orFalse, .ratings: ratings.orFalse, .favourite: favourite.orFalse,
                           .divisive: divisive.orFalse, .longest: longest.orFalse, .busiest: busiest.orFalse,
                           .months: months.orFalse, .rooms: rooms.orFalse]))
    }
}

struct MemberYearPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case stylesheet, member, year, yearTitle, club, years, figures, books, ratings }

    let shell: PageShell
    /// The URL of the year pages' stylesheet.
    let stylesheet: String
    let member: MemberReference
    let year: String
    /// "The year in reading 2026": the heading after the member's name, which the template
    /// isolates (a name in Hebrew or Arabic keeps the heading in order).
    let yearTitle: String
    /// The club's page of the same year.
    let club: String
    /// The member's years, oldest first, this one `current`.
    let years: [YearLink]
    let figures: [YearFigure]
    /// The books of the rooms the member finished that year, in the order they ended.
    let books: [BookReference]
    /// The member's own ratings of them; `false` when none.
    let ratings: BarChart?

    var templateValue: TemplateValue {
        shell.with(fields([.stylesheet: .text(stylesheet), .member: member.templateValue, .year: .text(year), .yearTitle: .text(yearTitle), .club: .text(club),
                           .years: years.templateValue, .figures: figures.templateValue, .books: books.templateValue, .ratings: ratings.orFalse]))
    }
}

/// `{summaries, stylesheet}`: the years in reading on the home and member pages, newest
/// first, and the URL of the stylesheet they need.
struct YearSummaries: KeyedTemplateModel {
    enum Key: String, CaseIterable { case summaries, stylesheet }
    let summaries: [YearSummary]
    let stylesheet: String

    var templateValue: TemplateValue { fields([.summaries: summaries.templateValue, .stylesheet: .text(stylesheet)]) }
}

/// `{year, url, figures}`: one year in the summary on the home page (the club's figures)
/// and on a member page (the member's).
struct YearSummary: KeyedTemplateModel {
    enum Key: String, CaseIterable { case year, url, figures }
    let year: String
    let url: String
    let figures: [YearFigure]

    var templateValue: TemplateValue { fields([.year: .text(year), .url: .text(url), .figures: figures.templateValue]) }
}
