/// `/members/<handle>/years/<yyyy>/`: one member's year, from their listed, non-anonymous
/// rooms only. Members who asked to be forgotten have no year (`YearTally` gives them none).
struct MemberYearPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ member: Member, year: Int) -> MemberYearPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        let name = kit.text(member.name)
        let figures = published.yearTally.member(member.handle, year: year)
        let yearTitle = strings.format("year.title", String(year))
        let title = "\(name) · \(yearTitle)"
        let shell = kit.shell(title: title, description: strings.format("year.memberDescription", String(year)),
                              url: urls.memberYear(member.handle, year: year), section: .members)
        let rooms = (figures?.finishedRooms ?? []).compactMap { slug in published.view.listedRooms.first { $0.slug == slug } }
        let ratings = (figures?.ratings ?? []).map { rating -> (label: String, url: String?, value: Int, text: String, detail: String?, highlighted: Bool) in
            let book = parts.references.book(rating.key)
            return (label: book.title, url: book.url, value: rating.count, text: String(rating.count), detail: nil, highlighted: false)
        }
        return MemberYearPageModel(
            shell: shell, stylesheet: urls.theme(YearFigures.stylesheet), member: parts.references.member(member.handle), year: String(year), yearTitle: yearTitle,
            club: urls.year(year),
            years: parts.years.years(of: member.handle).map {
                YearLink(label: String($0), url: urls.memberYear(member.handle, year: $0), current: $0 == year)
            },
            figures: figures.map(parts.years.member) ?? [],
            books: rooms.map { parts.references.book($0.book.value) },
            ratings: ratings.isEmpty ? nil : BarChart(id: "chart-ratings", title: strings["year.memberRatings"],
                                                      labelHeading: strings["year.book"], valueHeading: strings["year.stars"],
                                                      items: ratings, scale: 5))
    }
}
