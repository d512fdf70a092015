import XCTest
@testable import Readalong

/// The club's year and each member's, on a site with two years of rooms of every kind:
/// public, unlisted, anonymous, private and draft, an erased member, ratings and chats.
final class YearTallyTests: XCTestCase {
    private static func room(_ slug: String, book: String, host: String, members: [String], extra: String = "",
                             start: String, end: String, events: [String] = [], ratings: [String: Int] = [:],
                             chat: [String] = []) -> [String: String?] {
        var index = "---\nbook: \(book)\nhost: \(host)\nmembers: [\(members.joined(separator: ", "))]\n\(extra)"
        if !ratings.isEmpty {
            index += "ratings:\n" + ratings.keys.sorted().map { "  \($0): \(ratings[$0]!)\n" }.joined()
        }
        index += "---\nUna sala.\n"
        let schedule = "timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: \(start)\n"
            + events.joined() + "  - kind: end\n    date: \(end)\n"
        var files: [String: String?] = ["content/rooms/\(slug)/index.md": index, "content/rooms/\(slug)/schedule.yml": schedule]
        if let first = chat.first {
            files["content/rooms/\(slug)/chat/debat.md"] = "---\ndate: \(first)\n---\n" + chat.dropFirst().joined(separator: "\n") + "\n"
        }
        return files
    }

    private static func event(_ kind: String, _ id: String, _ date: String) -> String {
        "  - id: \(id)\n    kind: \(kind)\n    date: \(date)\n"
    }

    private static let changes: [String: String?] = {
        var changes: [String: String?] = [
            "content/books/solitud.md": "---\ntitle: Solitud\nauthor: Víctor Català\npages: 288\nlanguage: ca\ngenres: [novel·la]\n---\n",
            "content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\npages: 320\nlanguage: es\ngenres: [Novel·la, postguerra]\n---\n",
            "content/books/mirall.md": "---\ntitle: Mirall trencat\nauthor: Mercè Rodoreda\npages: 200\nlanguage: ca\ngenres: [contes]\n---\n",
            "content/members/marta.md": "---\nname: Marta Puig\njoined: 2025-03-01\n---\n",
            "content/members/joan.md": "---\nname: Joan Vila\njoined: 2026-01-10\n---\n",
            "content/members/pau.md": "---\nname: Pau Roca\njoined: 2025-05-05\nleft: 2026-06-01\nerase: true\n---\n",
        ]
        let rooms = [
            room("estiu", book: "nada", host: "marta", members: ["joan", "pau"], start: "2025-06-01", end: "2025-07-15",
                 events: [event("discussion", "d1", "2025-06-20 18:00"), event("meetup", "sopar", "2025-07-10 20:00")],
                 ratings: ["marta": 4, "joan": 2, "pau": 5],
                 chat: ["2025-06-20", "18:01 marta: Hola", "18:02 joan: Bon vespre", "18:03 pau: Som-hi", "18:04 marta: Comencem",
                        "18:05 marta [hidden]: Retirat", "18:06 marta: Fins aviat"]),
            room("primavera", book: "solitud", host: "joan", members: ["anna"], start: "2026-03-01", end: "2026-04-30",
                 events: [event("discussion", "d1", "2026-03-15 18:00")], ratings: ["joan": 5, "anna": 5],
                 chat: ["2026-03-15", "18:01 joan: Hola", "18:02 anna: Hola"]),
            room("secret", book: "mirall", host: "marta", members: ["joan"], extra: "visibility: private\n",
                 start: "2026-01-01", end: "2026-02-01", events: [event("discussion", "d1", "2026-01-10 18:00")],
                 ratings: ["marta": 0], chat: ["2026-01-10"] + (1...9).map { "18:0\($0) marta: Secret \($0)" }),
            room("esborrany", book: "mirall", host: "marta", members: [], extra: "draft: true\n",
                 start: "2026-01-01", end: "2026-02-01", ratings: ["marta": 1]),
            room("anonim", book: "mirall", host: "anna", members: ["marta"], extra: "anonymous: true\n",
                 start: "2026-05-01", end: "2026-05-31", events: [event("discussion", "d1", "2026-05-10 18:00")],
                 ratings: ["marta": 3, "anna": 4],
                 chat: ["2026-05-10"] + (1...6).map { "18:0\($0) \($0 % 2 == 0 ? "anna" : "marta"): Missatge \($0)" }),
            room("ocult", book: "nada", host: "marta", members: ["joan"], extra: "visibility: unlisted\n",
                 start: "2026-06-01", end: "2026-06-30", events: [event("discussion", "d1", "2026-06-10 18:00")],
                 ratings: ["joan": 1], chat: ["2026-06-10", "18:01 marta: A", "18:02 joan: B", "18:03 marta: C", "18:04 joan: D"]),
        ]
        for files in rooms { changes.merge(files) { $1 } }
        return changes
    }()

    private func tally(now: String = "2026-11-22T12:00:00Z") throws -> (YearTally, Taxonomy) {
        let result = try SiteFixture.check(Self.changes)
        XCTAssertEqual(result.diagnostics.filter { $0.code.id.hasPrefix("E") }.map(\.message), [])
        let site = try XCTUnwrap(result.site)
        let clock = PageClock(now: BuildClock.parseISO8601(now)!, zone: site.config.timeZone)
        let view = PublicView(site: site, includeDrafts: false, clock: clock)
        let genres = Taxonomy(books: site.books, terms: \.genres,
                              filter: TextFilter(moderation: Moderation(blockedWords: []), contacts: ContactPolicy(allowed: [])))
        return (YearTally(view: view, clock: clock, genres: genres), genres)
    }

    func testTheYearsWithActivityUpToTheBuildYear() throws {
        XCTAssertEqual(try tally().0.years, [2025, 2026])
        // Before anything of 2026 happened but a member joining, 2026 is there for that alone.
        XCTAssertEqual(try tally(now: "2026-01-11T00:00:00Z").0.years, [2025, 2026])
    }

    func testTheClubsYearCountsUnlistedAndAnonymousRoomsButNotPrivateOrDraftOnes() throws {
        let (tally, genres) = try tally()
        let year = tally.club(2026)
        XCTAssertEqual(year.finishedRooms, ["primavera", "anonim", "ocult"])
        XCTAssertEqual(year.distinctBooks, ["mirall", "nada", "solitud"])
        XCTAssertEqual(year.pages, 288 + 200 + 320)
        XCTAssertEqual(year.discussions, 4, "primavera, anonim, ocult and the fixture's debat-1 of tardor")
        XCTAssertEqual(year.meetups, 0)
        XCTAssertEqual(year.messages, 2 + 6 + 4 + 2, "primavera, anonim, ocult, and tardor's two messages")
        XCTAssertEqual(year.newMembers, 1)
        let novella = try XCTUnwrap(genres.term("novel·la")?.slug)
        XCTAssertEqual(year.genres, [.init(key: novella, count: 2), .init(key: "contes", count: 1), .init(key: "postguerra", count: 1)])
        XCTAssertEqual(year.languages, [.init(key: "ca", count: 2), .init(key: "es", count: 1)])
        XCTAssertEqual(year.ratings, [.init(book: "mirall", stars: [4, 3]), .init(book: "nada", stars: [1]), .init(book: "solitud", stars: [5, 5])])
        XCTAssertEqual(year.mostDivisive?.book, "mirall")
        XCTAssertEqual(year.favourite?.book, "solitud")
        XCTAssertEqual(year.longestDiscussion, .init(room: "anonim", transcript: "debat", messages: 6),
                       "the unlisted room's chat is not named; the private one's never counts")
        XCTAssertEqual(year.busiestMonth, .init(key: "5", count: 6))
        XCTAssertEqual(year.roomsByStatus, [.init(key: "finished", count: 3), .init(key: "active", count: 1)])
    }

    func testTheYearBeforeCountsTheErasedMembersMessagesAndRatingsWithoutNamingThem() throws {
        let year = try tally().0.club(2025)
        XCTAssertEqual(year.finishedRooms, ["estiu"])
        XCTAssertEqual(year.pages, 320)
        XCTAssertEqual(year.discussions, 1)
        XCTAssertEqual(year.meetups, 1)
        XCTAssertEqual(year.messages, 5, "the hidden message is not counted")
        XCTAssertEqual(year.newMembers, 2)
        XCTAssertEqual(year.ratings, [.init(book: "nada", stars: [2, 4, 5])])
        XCTAssertEqual(year.ratings.first?.averageTenths, 37)
        XCTAssertEqual(year.busiestMonth, .init(key: "6", count: 5))
        XCTAssertEqual(year.favourite?.book, "nada")
        XCTAssertNil(year.mostDivisive, "the one book rated is the favourite, not also the most divisive")
    }

    func testTheMonthsOfTheFirstYearStartWithTheClub() throws {
        let tally = try tally().0
        XCTAssertEqual(tally.months(of: 2025), 3...12, "Marta joined in March 2025, before any room or message")
        XCTAssertEqual(tally.months(of: 2026), 1...12)
    }

    func testFiguresFollowTheBuildClock() throws {
        let year = try tally(now: "2026-05-20T12:00:00Z").0.club(2026)
        XCTAssertEqual(year.finishedRooms, ["primavera"])
        XCTAssertEqual(year.discussions, 2, "primavera's and anonim's; ocult's and tardor's are still to come")
        XCTAssertEqual(year.roomsByStatus, [.init(key: "finished", count: 1), .init(key: "active", count: 1), .init(key: "upcoming", count: 2)])
    }

    func testAMembersYearHasOnlyListedRoomsThatAreNotAnonymous() throws {
        let (tally, _) = try tally()
        XCTAssertEqual(tally.member("joan", year: 2026),
                       MemberYear(handle: "joan", year: 2026, finishedRooms: ["primavera"], pages: 288, meetings: 2, messages: 2,
                                  ratings: [.init(key: "solitud", count: 5)]))
        XCTAssertEqual(tally.member("marta", year: 2026),
                       MemberYear(handle: "marta", year: 2026, finishedRooms: [], pages: 0, meetings: 1, messages: 1, ratings: []),
                       "her anonymous, unlisted, private and draft rooms are left out")
        XCTAssertEqual(tally.member("marta", year: 2025),
                       MemberYear(handle: "marta", year: 2025, finishedRooms: ["estiu"], pages: 320, meetings: 2, messages: 3,
                                  ratings: [.init(key: "nada", count: 4)]))
        XCTAssertEqual(tally.years(of: "joan", joined: 2026), [2025, 2026])
        XCTAssertEqual(tally.years(of: "anna", joined: nil), [2026])
        XCTAssertEqual(tally.years(of: "anna", joined: 2025), [2025, 2026], "the year a member joined counts")
    }

    func testAnErasedMemberHasNoYear() throws {
        let (tally, _) = try tally()
        XCTAssertNil(tally.member("pau", year: 2025))
        XCTAssertEqual(tally.years(of: "pau", joined: 2025), [])
    }

    func testRatingsCompareExactly() {
        let even = ClubYear.BookRatings(book: "a", stars: [3, 3, 3, 3])
        let split = ClubYear.BookRatings(book: "b", stars: [1, 5])
        let mild = ClubYear.BookRatings(book: "c", stars: [2, 3, 4])
        XCTAssertTrue(split.isMoreDivisive(than: mild))
        XCTAssertFalse(mild.isMoreDivisive(than: split))
        XCTAssertTrue(mild.isMoreDivisive(than: even))
        XCTAssertEqual(ClubYear.BookRatings(book: "d", stars: [4, 4, 5]).averageTenths, 43)
        XCTAssertEqual(ClubYear.BookRatings(book: "e", stars: [4, 5]).averageTenths, 45)
        XCTAssertTrue(ClubYear.BookRatings(book: "f", stars: [4, 5]).averagesHigher(than: mild))
    }
}
