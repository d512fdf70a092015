/// The year in reading in words: the headline figures of the club's and a member's years,
/// the summaries the home and member pages show, and the charts of the year pages. The
/// figures come from `YearTally`; this only labels them.
struct YearFigures: Sendable {
    /// The theme file of the year pages and summaries, published only for sites with a year.
    static let stylesheet = "years.css"

    let published: PublishedSite
    let kit: PageKit

    /// The club's three latest years with something in their headline figures, newest first:
    /// the home page's section (empty when there is none; a year whose only activity was new
    /// members still has its page, which each year page links to).
    func clubSummaries() -> YearSummaries? {
        let tally = published.yearTally
        let shown = tally.years.map { (year: $0, figures: Array(club(tally.club($0)).prefix(4))) }
            .filter { $0.figures.contains { $0.value != "0" } }
        return summaries(shown.suffix(3).reversed().map { YearSummary(year: String($0.year), url: kit.urls.year($0.year), figures: $0.figures) })
    }

    /// The member's three latest years, newest first, each with their figures: the member
    /// page's summary (each year page links to all the member's years).
    func memberSummaries(_ handle: String) -> YearSummaries? {
        summaries(years(of: handle).suffix(3).reversed().compactMap { year in
            published.yearTally.member(handle, year: year).map {
                YearSummary(year: String(year), url: kit.urls.memberYear(handle, year: year), figures: member($0))
            }
        })
    }

    /// The years a member has a page for, oldest first.
    func years(of handle: String) -> [Int] {
        published.yearsByMember[handle] ?? []
    }

    /// The headline figures: books, distinct books, pages, meetings, messages, new members.
    func club(_ year: ClubYear) -> [YearFigure] {
        let strings = kit.strings
        return [YearFigure(name: "books", label: strings["year.booksFinished"], value: String(year.finishedRooms.count)),
                YearFigure(name: "pages", label: strings["year.pages"], value: String(year.pages)),
                YearFigure(name: "meetings", label: strings["year.meetings"], value: String(year.meetings)),
                YearFigure(name: "messages", label: strings["year.messages"], value: String(year.messages)),
                YearFigure(name: "distinct", label: strings["year.distinctBooks"], value: String(year.distinctBooks.count)),
                YearFigure(name: "members", label: strings["year.newMembers"], value: String(year.newMembers))]
    }

    /// A member's figures of a year: books, pages, meetings, messages.
    func member(_ year: MemberYear) -> [YearFigure] {
        let strings = kit.strings
        return [YearFigure(name: "books", label: strings["year.booksFinished"], value: String(year.finishedRooms.count)),
                YearFigure(name: "pages", label: strings["year.pages"], value: String(year.pages)),
                YearFigure(name: "meetings", label: strings["year.meetings"], value: String(year.meetings)),
                YearFigure(name: "messages", label: strings["year.messages"], value: String(year.messages))]
    }

    /// A chart of counts with a count column, or `nil` when it has no bar.
    func chart(_ id: String, _ title: String, _ heading: String,
               _ items: [(label: String, url: String?, value: Int)]) -> BarChart? {
        guard !items.isEmpty else { return nil }
        let strings = kit.strings
        return BarChart(id: "chart-" + id, title: strings[title], labelHeading: strings[heading], valueHeading: strings["year.count"],
                        items: items.map { (label: $0.label, url: $0.url, value: $0.value, text: String($0.value), detail: nil, highlighted: false) })
    }

    /// `42` tenths as `4.2`.
    static func tenths(_ value: Int) -> String { "\(value / 10).\(value % 10)" }

    /// The summaries with the stylesheet they need; `nil` when there is none.
    private func summaries(_ years: [YearSummary]) -> YearSummaries? {
        years.isEmpty ? nil : YearSummaries(summaries: years, stylesheet: kit.urls.theme(Self.stylesheet))
    }
}
