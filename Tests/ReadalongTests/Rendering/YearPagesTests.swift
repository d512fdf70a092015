import Foundation
@testable import Readalong
import XCTest

/// The year pages of `YearFixture`, read back from their HTML and compared with figures this
/// test works out from the fixture's own description (not with `YearTally`).
final class YearPagesTests: XCTestCase {
    private typealias F = YearFixture

    private var built: [String: String]?

    private func output() throws -> [String: String] {
        if let built { return built }
        let files = try SiteFixture.render(F.changes, now: F.now)
        XCTAssertFalse(files.isEmpty)
        built = files
        return files
    }

    // MARK: What the year pages must say, worked out from the fixture

    /// Rooms that count for the club: every one but private rooms and drafts.
    private var counted: [F.Room] { F.rooms.filter { $0.visibility != "private" && !$0.draft } }

    private func year(_ date: String) -> Int { Int(date.prefix(4))! }
    private func isFinished(_ room: F.Room) -> Bool { room.end < F.today }
    private func book(_ slug: String) -> F.Book { F.books.first { $0.slug == slug }! }

    private func meetings(_ rooms: [F.Room], in year: Int) -> [F.Event] {
        rooms.flatMap(\.events).filter { ($0.kind == "discussion" || $0.kind == "meetup") && self.year($0.when) == year && $0.when < F.today }
    }

    private func messages(_ rooms: [F.Room], in year: Int, by sender: String? = nil) -> Int {
        rooms.flatMap(\.chats).filter { self.year($0.day) == year }
            .reduce(0) { $0 + $1.messages.filter { !$0.hidden && (sender == nil || $0.sender == sender) }.count }
    }

    private func finished(_ rooms: [F.Room], in year: Int) -> [F.Room] {
        rooms.filter { self.year($0.end) == year && isFinished($0) }
    }

    /// Counts of `keys`, most first, then by key.
    private func tally(_ keys: [String]) -> [(String, String)] {
        var counts: [String: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        let ordered = counts.keys.sorted { (a: String, b: String) -> Bool in
            counts[a]! != counts[b]! ? counts[a]! > counts[b]! : a < b
        }
        return ordered.map { ($0, String(counts[$0]!)) }
    }

    private func average(_ stars: [Int]) -> String {
        let tenths = Int((Double(stars.reduce(0, +)) / Double(stars.count) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private func variance(_ stars: [Int]) -> Double {
        let mean = Double(stars.reduce(0, +)) / Double(stars.count)
        return stars.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / Double(stars.count)
    }

    /// Ratings of the books finished in `year`, by book slug.
    private func ratings(in year: Int) -> [(book: String, stars: [Int])] {
        var byBook: [String: [Int]] = [:]
        for room in finished(counted, in: year) where !room.ratings.isEmpty { byBook[room.book, default: []] += room.ratings.map(\.1) }
        return byBook.keys.sorted().map { ($0, byBook[$0]!) }
    }

    private func clubYears() -> [Int] {
        var years = Set(F.members.map { year($0.joined) })
        for room in counted {
            years.insert(year(room.end))
            years.formUnion(room.events.filter { $0.when < F.today }.map { year($0.when) })
            years.formUnion(room.chats.map { year($0.day) })
        }
        return years.filter { $0 <= 2026 }.sorted()
    }

    /// Rooms that count for a member: listed, not anonymous, not a draft, in the roster.
    private func memberRooms(_ handle: String) -> [F.Room] {
        F.rooms.filter { $0.visibility == "public" && !$0.anonymous && !$0.draft && $0.roster.contains(handle) }
    }

    private func memberYears(_ member: F.Member) -> [Int] {
        guard !member.erased else { return [] }
        let rooms = memberRooms(member.handle)
        return clubYears().filter { year in
            year == self.year(member.joined) || !finished(rooms, in: year).isEmpty || !meetings(rooms, in: year).isEmpty
                || messages(rooms, in: year, by: member.handle) > 0
        }
    }

    // MARK: Reading the pages back

    private func figures(_ html: String) -> [String: String] {
        var found: [String: String] = [:]
        for match in html.matches(of: #/data-figure="([a-z]+)"><dt>[^<]*</dt><dd>([^<]*)</dd>/#) {
            found[String(match.1)] = String(match.2)
        }
        return found
    }

    /// The table rows of a chart: label, value and detail (empty when none).
    private func chart(_ id: String, in html: String) -> [[String]]? {
        guard let start = html.range(of: "<figcaption id=\"chart-\(id)\">"),
              let end = html.range(of: "</figure>", range: start.upperBound..<html.endIndex) else { return nil }
        let body = String(html[start.upperBound..<end.lowerBound])
        return body.matches(of: #/<tr[^>]*><th scope="row" dir="auto">(?:<a href="[^"]*">)?([^<]*)(?:</a>)?</th><td>([^<]*)</td>(?:<td>([^<]*)</td>)?</tr>/#)
            .map { [String($0.1), String($0.2), $0.3.map(String.init) ?? ""] }
    }

    private func paragraph(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: "<p data-figure=\"\(name)\">"),
              let end = html.range(of: "</p>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    private let strings = UIStrings(languageTag: "en")
    private let dates = DateText(languageTag: "en")

    // MARK: The club's years

    func testTheYearsWithActivityHaveAPageAndNoOther() throws {
        let files = try output()
        let pages = files.keys.filter { $0.hasPrefix("years/") }.sorted()
        XCTAssertEqual(pages, clubYears().map { "years/\($0)/index.html" })
        XCTAssertEqual(clubYears(), [2023, 2024, 2025, 2026], "the fixture itself: members joined in 2023 and 2024")
    }

    func testEveryFigureOfEachYearMatchesAnIndependentCount() throws {
        let files = try output()
        for year in clubYears() {
            let html = try XCTUnwrap(files["years/\(year)/index.html"], "\(year)")
            let done = finished(counted, in: year)
            let held = meetings(counted, in: year)
            XCTAssertEqual(figures(html), [
                "books": String(done.count), "distinct": String(Set(done.map(\.book)).count),
                "pages": String(done.reduce(0) { $0 + book($1.book).pages }), "meetings": String(held.count),
                "messages": String(messages(counted, in: year)),
                "members": String(F.members.filter { self.year($0.joined) == year }.count),
            ], "figures of \(year)")
            let kinds = [("Discussion", held.filter { $0.kind == "discussion" }.count), ("Meetup", held.filter { $0.kind == "meetup" }.count)]
                .filter { $0.1 > 0 }.map { [$0.0, String($0.1), ""] }
            XCTAssertEqual(chart("meetings", in: html) ?? [], kinds, "meetings of \(year)")
            XCTAssertEqual(chart("genres", in: html) ?? [], tally(done.flatMap { book($0.book).genres }).map { [$0.0, $0.1, ""] },
                           "genres of \(year)")
            // Languages by their English names (the fixture's site is in English).
            let names = ["ca": "Catalan", "en": "English", "es": "Spanish"]
            XCTAssertEqual(chart("languages", in: html) ?? [],
                           tally(done.map { book($0.book).language }).map { [names[$0.0] ?? $0.0, $0.1, ""] }, "languages of \(year)")
            let rated = ratings(in: year)
            XCTAssertEqual(chart("ratings", in: html) ?? [], rated.map { [book($0.book).title, average($0.stars), String($0.stars.count)] },
                           "ratings of \(year)")
            let rooms = counted.filter { self.year($0.end) == year }
            let statuses = [("Finished", rooms.filter(isFinished).count), ("Reading now", rooms.filter { !isFinished($0) && $0.start <= F.today }.count)]
                .filter { $0.1 > 0 }.map { [$0.0, String($0.1), ""] }
            XCTAssertEqual(chart("rooms", in: html) ?? [], statuses, "rooms of \(year)")

            var months = [Int](repeating: 0, count: 13)
            for chat in counted.flatMap(\.chats) where self.year(chat.day) == year {
                months[Int(chat.day.dropFirst(5).prefix(2))!] += chat.messages.filter { !$0.hidden }.count
            }
            if let busiest = (1...12).max(by: { months[$0] < months[$1] || (months[$0] == months[$1] && $0 > $1) }), months[busiest] > 0 {
                XCTAssertEqual(chart("months", in: html), (1...12).map { [dates.monthName($0), String(months[$0]), ""] })
                XCTAssertEqual(paragraph("busiest", in: html),
                               "<span class=\"year-month\">\(dates.monthName(busiest))</span> · <span class=\"year-messages\">\(months[busiest]) messages</span>")
            } else {
                XCTAssertNil(chart("months", in: html))
                XCTAssertNil(paragraph("busiest", in: html))
            }

            // The favourite: best average, then more ratings; the most divisive: largest spread, another book.
            let favourite = rated.max { a, b in
                let (x, y) = (Double(a.stars.reduce(0, +)) / Double(a.stars.count), Double(b.stars.reduce(0, +)) / Double(b.stars.count))
                return x != y ? x < y : a.stars.count != b.stars.count ? a.stars.count < b.stars.count : a.book > b.book
            }
            XCTAssertEqual(paragraph("favourite", in: html), favourite.map {
                "<a href=\"/books/\($0.book)/\" dir=\"auto\">\(book($0.book).title)</a> · Average <span class=\"year-average\">\(average($0.stars))</span> · \($0.stars.count) ratings"
            }, "favourite of \(year)")
            let divisive = rated.filter { $0.stars.count > 1 && variance($0.stars) > 0 && $0.book != favourite?.book }.max { variance($0.stars) < variance($1.stars) }
            XCTAssertEqual(paragraph("divisive", in: html).flatMap { $0.firstMatch(of: #/href="/books/([a-z]+)/"/#).map { String($0.1) } },
                           divisive?.book, "most divisive of \(year)")
            if let divisive {
                XCTAssertTrue(paragraph("divisive", in: html)!.contains("<span class=\"year-ratings\">\(divisive.stars.sorted().map(String.init).joined(separator: ", "))</span>"))
            }

            // The longest discussion: among listed rooms (anonymous ones included, by pseudonym anyway).
            let chats = F.rooms.filter { $0.visibility == "public" && !$0.draft }.flatMap { room in
                room.chats.filter { self.year($0.day) == year }.map { (room: room.slug, name: $0.name, count: $0.messages.filter { !$0.hidden }.count) }
            }
            let longest = chats.max { $0.count != $1.count ? $0.count < $1.count : ($0.room, $0.name) > ($1.room, $1.name) }
            XCTAssertEqual(paragraph("longest", in: html)?.firstMatch(of: #/href="([^"]+)"/#).map { String($0.1) },
                           longest.map { "/rooms/\($0.room)/chat/\($0.name)/" }, "longest discussion of \(year)")
            if let longest {
                XCTAssertTrue(paragraph("longest", in: html)!.hasSuffix("<span class=\"year-messages\">\(longest.count) messages</span>"))
            }
        }
    }

    func testTheFixturesFiguresAreTheOnesMeant() throws {
        // A few of the numbers above written out, so that a slip in the test's own counting shows.
        let html = try XCTUnwrap(try output()["years/2025/index.html"])
        XCTAssertEqual(figures(html)["messages"], "21", "the hidden message and nothing of 2026")
        XCTAssertEqual(figures(html)["pages"], "1408")
        XCTAssertTrue(paragraph("favourite", in: html)!.contains("/books/solitud/"), "4.0 with three ratings beats 4.0 with two")
        XCTAssertTrue(paragraph("divisive", in: html)!.contains("/books/nada/"))
        XCTAssertTrue(paragraph("longest", in: html)!.contains("/rooms/anonim/chat/debat/"))
        let now = try XCTUnwrap(try output()["years/2026/index.html"])
        XCTAssertEqual(figures(now)["meetings"], "4", "December's discussion is still to come; the private room's never counts")
        XCTAssertEqual(figures(now)["messages"], "13")
    }

    // MARK: Members

    func testEachMembersYearsAndFiguresComeFromTheirListedRoomsOnly() throws {
        let files = try output()
        for member in F.members {
            let pages = files.keys.filter { $0.hasPrefix("members/\(member.handle)/years/") }.sorted()
            XCTAssertEqual(pages, memberYears(member).map { "members/\(member.handle)/years/\($0)/index.html" }, member.handle)
            let rooms = memberRooms(member.handle)
            for year in memberYears(member) {
                let html = try XCTUnwrap(files["members/\(member.handle)/years/\(year)/index.html"])
                let done = finished(rooms, in: year)
                XCTAssertEqual(figures(html), [
                    "books": String(done.count), "pages": String(done.reduce(0) { $0 + book($1.book).pages }),
                    "meetings": String(meetings(rooms, in: year).count),
                    "messages": String(messages(rooms, in: year, by: member.handle)),
                ], "\(member.handle) in \(year)")
                let own = done.flatMap { room in room.ratings.filter { $0.0 == member.handle }.map { [book(room.book).title, String($0.1), ""] } }
                XCTAssertEqual(chart("ratings", in: html) ?? [], own, "\(member.handle)'s ratings in \(year)")
            }
        }
    }

    func testAYearMadeOnlyOfUnlistedAndAnonymousRoomsHasNoMemberPage() throws {
        let files = try output()
        XCTAssertNil(files["members/nil/years/2025/index.html"], "nil read only in an unlisted and an anonymous room in 2025")
        XCTAssertNil(files["members/anna/years/2025/index.html"], "anna only hosted the anonymous room in 2025")
        XCTAssertNotNil(files["members/nil/years/2026/index.html"])
        let summary = try XCTUnwrap(files["members/nil/index.html"])
        XCTAssertFalse(summary.contains("/members/nil/years/2025/"))
        XCTAssertTrue(summary.contains("<a href=\"/members/nil/years/2026/\">2026</a>"), "the member page links to the years")
    }

    // MARK: Privacy, links, feed

    func testTheErasedMemberAndThePrivateRoomAppearNowhere() throws {
        for (path, text) in try output() {
            for word in ["zeta", "Zoe Esborrada", "secret", "of secret", "esborrany"] {
                XCTAssertFalse(text.contains(word), "\(path) contains \(word)")
            }
        }
        XCTAssertEqual(try output().keys.filter { $0.contains("/years/") && $0.hasPrefix("members/zeta") }, [])
    }

    func testNoYearPageNamesAnUnlistedRoomOrAnAnonymousRoomsReaders() throws {
        for (path, text) in try output() where path.contains("years/") {
            XCTAssertFalse(text.contains("/rooms/ocult/") || text.contains("/rooms/reprise/"), "\(path) links an unlisted room")
        }
        let anonymous = try XCTUnwrap(try output()["years/2025/index.html"])
        for member in F.members {
            XCTAssertFalse(anonymous.contains("/members/\(member.handle)/") || anonymous.contains(member.name), "the club's year names no member")
        }
    }

    func testTheHomePageLinksTheLatestYearsAndTheFeedHasEachClosedYear() throws {
        let files = try output()
        let home = try XCTUnwrap(files["index.html"])
        for year in [2025, 2026] { XCTAssertTrue(home.contains("<a href=\"/years/\(year)/\">\(year)</a>"), "\(year)") }
        for year in [2023, 2024] {
            XCTAssertFalse(home.contains("/years/\(year)/"), "the home page leaves out years whose only activity was new members")
        }
        let feed = try XCTUnwrap(files["feed.xml"])
        for year in [2023, 2024, 2025] {
            XCTAssertTrue(feed.contains("<id>https://years.example.org/years/\(year)/</id>"), "\(year) closed")
        }
        XCTAssertFalse(feed.contains("years/2026/"), "2026 is still running")
        let entry = try XCTUnwrap(feed.range(of: "<id>https://years.example.org/years/2025/</id>"))
        let rest = feed[entry.upperBound...]
        XCTAssertTrue(rest.hasPrefix("\n    <title>The year in reading 2025</title>") || rest.contains("The year in reading 2025"))
        XCTAssertTrue(feed.contains("<updated>2025-12-31T23:00:00Z</updated>"), "dated when the year closed, in the site's zone")
        let sitemap = try XCTUnwrap(files["sitemap.xml"])
        XCTAssertTrue(sitemap.contains("https://years.example.org/years/2025/"))
        XCTAssertTrue(sitemap.contains("https://years.example.org/members/marta/years/2025/"))
    }

    func testASiteWithoutActivityHasNoYearAnywhere() throws {
        var changes = F.changes
        for path in F.files.keys where path.hasPrefix("content/rooms/") || path.hasPrefix("content/members/") { changes[path] = .some(nil) }
        let files = try SiteFixture.render(changes, now: F.now)
        XCTAssertEqual(files.keys.filter { $0.contains("years") }, [], "no page and no stylesheet")
        let home = try XCTUnwrap(files["index.html"])
        XCTAssertFalse(home.contains("years.css") || home.contains("years-heading") || home.contains(".org/years/"), "no section and no link")
    }

    /// On a phone, a chart's table keeps its headings whole ("Valoraciones", not
    /// "Valoracion/es"), as seen in Chromium at 390 px: the page's `overflow-wrap: anywhere`
    /// would let a column shrink below its longest word.
    func testChartTablesKeepTheirHeadingsWhole() throws {
        let css = try XCTUnwrap(try SiteFixture.render(F.changes, now: F.now)["theme/years.css"])
        XCTAssertTrue(css.contains(".chart-data th, .chart-data td { overflow-wrap: break-word; }"), css)
        XCTAssertTrue(css.contains(".chart-data thead th { white-space: nowrap; }"), css)
    }
}
