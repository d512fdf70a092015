/// `/members/<handle>/years/<yyyy>/`: one member's year, from their listed, non-anonymous
/// rooms only, and the summary of their years on their member page. Members who asked to
/// be forgotten have no year (`YearTally` gives them none).
extension RenderContext {
    func memberYearPage(_ member: Member, year: Int) -> MemberYearPageModel {
        let name = text(member.name)
        let figures = published.yearTally.member(member.handle, year: year)
        let yearTitle = strings.format("year.title", String(year))
        let title = "\(name) · \(yearTitle)"
        let shell = kit.shell(title: title, description: strings.format("year.memberDescription", String(year)),
                          url: urls.memberYear(member.handle, year: year), section: .members)
        let rooms = (figures?.finishedRooms ?? []).compactMap { slug in view.listedRooms.first { $0.slug == slug } }
        let ratings = (figures?.ratings ?? []).map { rating -> (label: String, url: String?, value: Int, text: String, detail: String?, highlighted: Bool) in
            let book = bookReference(rating.key)
            return (label: book.title, url: book.url, value: rating.count, text: String(rating.count), detail: nil, highlighted: false)
        }
        return MemberYearPageModel(
            shell: shell, stylesheet: urls.theme(Self.yearStylesheet), member: memberReference(member.handle), year: String(year), yearTitle: yearTitle,
            club: urls.year(year),
            years: yearsOf(member.handle).map { YearLink(label: String($0), url: urls.memberYear(member.handle, year: $0), current: $0 == year) },
            figures: figures.map(memberFigures) ?? [],
            books: rooms.map { bookReference($0.book.value) },
            ratings: ratings.isEmpty ? nil : BarChart(id: "chart-ratings", title: strings["year.memberRatings"],
                                                      labelHeading: strings["year.book"], valueHeading: strings["year.stars"],
                                                      items: ratings, scale: 5))
    }

    /// The member's three latest years, newest first, each with their figures: the member
    /// page's summary (each year page links to all the member's years).
    func memberYearSummaries(_ handle: String) -> YearSummaries? {
        summaries(yearsOf(handle).suffix(3).reversed().compactMap { year in
            published.yearTally.member(handle, year: year).map {
                YearSummary(year: String(year), url: urls.memberYear(handle, year: year), figures: memberFigures($0))
            }
        })
    }

    /// The years a member has a page for, oldest first.
    func yearsOf(_ handle: String) -> [Int] {
        published.yearsByMember[handle] ?? []
    }

    private func memberFigures(_ year: MemberYear) -> [YearFigure] {
        [YearFigure(name: "books", label: strings["year.booksFinished"], value: String(year.finishedRooms.count)),
         YearFigure(name: "pages", label: strings["year.pages"], value: String(year.pages)),
         YearFigure(name: "meetings", label: strings["year.meetings"], value: String(year.meetings)),
         YearFigure(name: "messages", label: strings["year.messages"], value: String(year.messages))]
    }
}
