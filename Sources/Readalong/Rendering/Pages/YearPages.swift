import Foundation

/// `/years/<yyyy>/`: the club's year in figures and charts, and the list of years the home
/// page links to. The figures come from `YearTally`; this only labels and draws them.
extension RenderContext {
    /// The theme file of the year pages and summaries, published only for sites with a year.
    static let yearStylesheet = "years.css"

    func yearPage(_ year: Int) -> YearPageModel {
        let figures = published.yearTally.club(year)
        let title = strings.format("year.title", String(year))
        let shell = kit.shell(title: title, description: strings.format("year.description", String(year)), url: urls.year(year),
                          section: .none)
        let meetings = [(strings["event.discussion"], figures.discussions), (strings["event.meetup"], figures.meetups)]
            .filter { $0.1 > 0 }
        return YearPageModel(
            shell: shell, stylesheet: urls.theme(Self.yearStylesheet), year: String(year),
            years: published.yearTally.years.map { YearLink(label: String($0), url: urls.year($0), current: $0 == year) },
            figures: clubFigures(figures),
            books: figures.distinctBooks.map(bookReference),
            meetings: chart("meetings", "year.meetingsByKind", "year.kind",
                            meetings.map { (label: $0.0, url: nil, value: $0.1) }),
            genres: chart("genres", "year.genres", "year.genre", figures.genres.map { tally in
                let term = published.genres.terms.first { $0.slug == tally.key }
                return (label: term.map { text($0.name) } ?? tally.key, url: urls.genre(tally.key), value: tally.count)
            }),
            languages: chart("languages", "year.languages", "year.language",
                             figures.languages.map { (label: RoomFacets.languageName($0.key, in: Locale(identifier: site.config.language)),
                                                      url: nil, value: $0.count) }),
            ratings: ratingsChart(figures.ratings),
            favourite: figures.favourite.map(bookRatings),
            divisive: figures.mostDivisive.map(bookRatings),
            longest: figures.longestDiscussion.flatMap(discussion),
            busiest: figures.busiestMonth.map {
                YearMonth(label: dates.monthName(Int($0.key)!), messages: strings.count($0.count, "message"))
            },
            months: monthsChart(year: year, busiest: figures.busiestMonth),
            rooms: chart("rooms", "year.roomsByStatus", "year.status", figures.roomsByStatus.map {
                (label: strings["status.\($0.key)"], url: nil, value: $0.count)
            }))
    }

    /// The club's three latest years with something in their headline figures, newest first:
    /// the home page's section (empty when there is none; a year whose only activity was new
    /// members still has its page, which each year page links to).
    func yearSummaries() -> YearSummaries? {
        let shown = published.yearTally.years.map { (year: $0, figures: Array(clubFigures(published.yearTally.club($0)).prefix(4))) }
            .filter { $0.figures.contains { $0.value != "0" } }
        return summaries(shown.suffix(3).reversed().map { YearSummary(year: String($0.year), url: urls.year($0.year), figures: $0.figures) })
    }

    /// The summaries with the stylesheet they need; `nil` when there is none.
    func summaries(_ years: [YearSummary]) -> YearSummaries? {
        years.isEmpty ? nil : YearSummaries(summaries: years, stylesheet: urls.theme(Self.yearStylesheet))
    }

    /// The headline figures: books, distinct books, pages, meetings, messages, new members.
    func clubFigures(_ year: ClubYear) -> [YearFigure] {
        [YearFigure(name: "books", label: strings["year.booksFinished"], value: String(year.finishedRooms.count)),
         YearFigure(name: "pages", label: strings["year.pages"], value: String(year.pages)),
         YearFigure(name: "meetings", label: strings["year.meetings"], value: String(year.meetings)),
         YearFigure(name: "messages", label: strings["year.messages"], value: String(year.messages)),
         YearFigure(name: "distinct", label: strings["year.distinctBooks"], value: String(year.distinctBooks.count)),
         YearFigure(name: "members", label: strings["year.newMembers"], value: String(year.newMembers))]
    }

    /// A chart of counts with a count column, or `nil` when it has no bar.
    func chart(_ id: String, _ title: String, _ heading: String,
               _ items: [(label: String, url: String?, value: Int)]) -> BarChart? {
        guard !items.isEmpty else { return nil }
        return BarChart(id: "chart-" + id, title: strings[title], labelHeading: strings[heading], valueHeading: strings["year.count"],
                        items: items.map { (label: $0.label, url: $0.url, value: $0.value, text: String($0.value), detail: nil, highlighted: false) })
    }

    private func ratingsChart(_ ratings: [ClubYear.BookRatings]) -> BarChart? {
        guard !ratings.isEmpty else { return nil }
        return BarChart(id: "chart-ratings", title: strings["year.ratings"], labelHeading: strings["year.book"],
                        valueHeading: strings["year.average"], detailHeading: strings["year.ratingCount"],
                        items: ratings.map { book in
                            let reference = bookReference(book.book)
                            return (label: reference.title, url: reference.url, value: book.averageTenths, text: Self.tenths(book.averageTenths),
                                    detail: String(book.stars.count), highlighted: false)
                        }, scale: 50)
    }

    /// Messages of each month of the year, the busiest one highlighted; `nil` without messages.
    private func monthsChart(year: Int, busiest: ClubYear.Tally?) -> BarChart? {
        let counts = published.yearTally.messagesByMonth(year)
        guard counts.contains(where: { $0 > 0 }) else { return nil }
        return BarChart(id: "chart-months", title: strings["year.messagesByMonth"], labelHeading: strings["year.month"],
                        valueHeading: strings["year.count"],
                        items: published.yearTally.months(of: year).map { month in
                            (label: dates.monthName(month), url: nil, value: counts[month], text: String(counts[month]), detail: nil,
                             highlighted: busiest?.key == String(month))
                        })
    }

    private func bookRatings(_ ratings: ClubYear.BookRatings) -> YearBookRatings {
        YearBookRatings(book: bookReference(ratings.book), average: Self.tenths(ratings.averageTenths),
                        count: strings.count(ratings.stars.count, "rating"),
                        ratings: ratings.stars.sorted().map(String.init).joined(separator: ", "))
    }

    private func discussion(_ longest: ClubYear.Discussion) -> YearDiscussion? {
        guard let room = view.listedRooms.first(where: { $0.slug == longest.room }) else { return nil }
        return YearDiscussion(url: urls.transcript(room: room.slug, name: longest.transcript), room: roomTitle(room),
                              messages: strings.count(longest.messages, "message"))
    }

    /// `42` tenths as `4.2`.
    static func tenths(_ value: Int) -> String { "\(value / 10).\(value % 10)" }
}
