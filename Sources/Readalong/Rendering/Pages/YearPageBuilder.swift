import Foundation

/// `/years/<yyyy>/`: the club's year in figures and charts. The figures come from
/// `YearTally`; this only labels and draws them.
struct YearPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ year: Int) -> YearPageModel {
        let (urls, strings, dates) = (kit.urls, kit.strings, kit.dates)
        let figures = published.yearTally.club(year)
        let title = strings.format("year.title", String(year))
        let shell = kit.shell(title: title, description: strings.format("year.description", String(year)), url: urls.year(year),
                              section: .none)
        let meetings = [(strings["event.discussion"], figures.discussions), (strings["event.meetup"], figures.meetups)]
            .filter { $0.1 > 0 }
        let locale = Locale(identifier: kit.language)
        return YearPageModel(
            shell: shell, stylesheet: urls.theme(YearFigures.stylesheet), year: String(year),
            years: published.yearTally.years.map { YearLink(label: String($0), url: urls.year($0), current: $0 == year) },
            figures: parts.years.club(figures),
            books: figures.distinctBooks.map { parts.references.book($0) },
            meetings: parts.years.chart("meetings", "year.meetingsByKind", "year.kind",
                                  meetings.map { (label: $0.0, url: nil, value: $0.1) }),
            genres: parts.years.chart("genres", "year.genres", "year.genre", figures.genres.map { tally in
                let term = published.genres.terms.first { $0.slug == tally.key }
                return (label: term.map { kit.text($0.name) } ?? tally.key, url: urls.genre(tally.key), value: tally.count)
            }),
            languages: parts.years.chart("languages", "year.languages", "year.language",
                                   figures.languages.map { (label: RoomFacets.languageName($0.key, in: locale), url: nil, value: $0.count) }),
            ratings: ratingsChart(figures.ratings),
            favourite: figures.favourite.map(bookRatings),
            divisive: figures.mostDivisive.map(bookRatings),
            longest: figures.longestDiscussion.flatMap(discussion),
            busiest: figures.busiestMonth.map {
                YearMonth(label: dates.monthName(Int($0.key)!), messages: strings.count($0.count, "message"))
            },
            months: monthsChart(year: year, busiest: figures.busiestMonth),
            rooms: parts.years.chart("rooms", "year.roomsByStatus", "year.status", figures.roomsByStatus.map {
                (label: strings["status.\($0.key)"], url: nil, value: $0.count)
            }))
    }

    private func ratingsChart(_ ratings: [ClubYear.BookRatings]) -> BarChart? {
        guard !ratings.isEmpty else { return nil }
        let strings = kit.strings
        return BarChart(id: "chart-ratings", title: strings["year.ratings"], labelHeading: strings["year.book"],
                        valueHeading: strings["year.average"], detailHeading: strings["year.ratingCount"],
                        items: ratings.map { book in
                            let reference = parts.references.book(book.book)
                            return (label: reference.title, url: reference.url, value: book.averageTenths,
                                    text: YearFigures.tenths(book.averageTenths), detail: String(book.stars.count), highlighted: false)
                        }, scale: 50)
    }

    /// Messages of each month of the year, the busiest one highlighted; `nil` without messages.
    private func monthsChart(year: Int, busiest: ClubYear.Tally?) -> BarChart? {
        let counts = published.yearTally.messagesByMonth(year)
        guard counts.contains(where: { $0 > 0 }) else { return nil }
        let strings = kit.strings
        return BarChart(id: "chart-months", title: strings["year.messagesByMonth"], labelHeading: strings["year.month"],
                        valueHeading: strings["year.count"],
                        items: published.yearTally.months(of: year).map { month in
                            (label: kit.dates.monthName(month), url: nil, value: counts[month], text: String(counts[month]), detail: nil,
                             highlighted: busiest?.key == String(month))
                        })
    }

    private func bookRatings(_ ratings: ClubYear.BookRatings) -> YearBookRatings {
        YearBookRatings(book: parts.references.book(ratings.book), average: YearFigures.tenths(ratings.averageTenths),
                        count: kit.strings.count(ratings.stars.count, "rating"),
                        ratings: ratings.stars.sorted().map(String.init).joined(separator: ", "))
    }

    private func discussion(_ longest: ClubYear.Discussion) -> YearDiscussion? {
        guard let room = published.view.listedRooms.first(where: { $0.slug == longest.room }) else { return nil }
        return YearDiscussion(url: kit.urls.transcript(room: room.slug, name: longest.transcript), room: published.roomTitle(room),
                              messages: kit.strings.count(longest.messages, "message"))
    }
}
