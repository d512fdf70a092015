import XCTest
@testable import Readalong

/// Long lists cut into pages with stable URLs, a compact pager and `rel=prev/next` links.
final class ListPagingTests: XCTestCase {
    /// The fixture with `count` more books (`b001` …), each with the genre `genre`.
    private func withBooks(_ count: Int, genre: String = "科幻") -> [String: String?] {
        var changes: [String: String?] = [:]
        for index in 1...count {
            let slug = "b" + Digits.padded(index, 3)
            changes["content/books/\(slug).md"] = "---\ntitle: Llibre \(slug)\nauthor: Autora\ngenres: [\(genre)]\n---\n"
        }
        return changes
    }

    func testPagerShowsFirstLastAndAWindowOfNeighbours() {
        XCTAssertEqual(Pager(current: 6, count: 100).shown, [1, nil, 4, 5, 6, 7, 8, nil, 100])
        XCTAssertEqual(Pager(current: 1, count: 100).shown, [1, 2, 3, nil, 100])
        XCTAssertEqual(Pager(current: 4, count: 5).shown, [1, 2, 3, 4, 5])
        XCTAssertEqual(Pager(current: 100, count: 100).shown, [1, nil, 98, 99, 100])
    }

    func testBooksArePaginatedWithStableURLsAndNeighbourLinks() throws {
        let files = try SiteFixture.render(withBooks(150))
        // 152 books at 48 a page: four pages, the first at /books/ itself.
        let first = try XCTUnwrap(files["books/index.html"])
        let second = try XCTUnwrap(files["books/page/2/index.html"])
        let fourth = try XCTUnwrap(files["books/page/4/index.html"])
        XCTAssertNil(files["books/page/5/index.html"])
        XCTAssertNil(files["books/page/1/index.html"])
        XCTAssertEqual(first.components(separatedBy: "class=\"book-card\"").count - 1, 48)
        XCTAssertEqual(fourth.components(separatedBy: "class=\"book-card\"").count - 1, 8)
        XCTAssertTrue(first.contains("<link rel=\"next\" href=\"https://club.example.org/books/page/2/\">"))
        XCTAssertFalse(first.contains("rel=\"prev\""))
        XCTAssertTrue(second.contains("<link rel=\"prev\" href=\"https://club.example.org/books/\">"))
        XCTAssertTrue(second.contains("<link rel=\"next\" href=\"https://club.example.org/books/page/3/\">"))
        XCTAssertTrue(second.contains("<title>Pàgina 2 · Llibres · Club de lectura</title>"))
        XCTAssertTrue(second.contains("<nav class=\"pager\" aria-label=\"Pàgines de llibres\">"))
        XCTAssertTrue(second.contains("<a href=\"/books/page/2/\" aria-label=\"Pàgina 2\" aria-current=\"page\">2</a>"))
        XCTAssertTrue(second.contains("<a href=\"/books/\" aria-label=\"Pàgina 1\">1</a>"))
        let sitemap = try XCTUnwrap(files["sitemap.xml"])
        XCTAssertTrue(sitemap.contains("<loc>https://club.example.org/books/page/4/</loc>"))
        // Page 3 is two away from page 1 and not the last one: it gives way on phones.
        XCTAssertTrue(first.contains("<li class=\"pager-far\"><a href=\"/books/page/3/\""))
        XCTAssertFalse(first.contains("<li class=\"pager-far\"><a href=\"/books/page/2/\""))
    }

    func testAShortListHasNoPager() throws {
        let books = try XCTUnwrap(SiteFixture.render()["books/index.html"])
        XCTAssertFalse(books.contains("class=\"pager\""))
        XCTAssertFalse(books.contains("rel=\"next\""))
    }

    func testNonLatinTermsGetReadablePercentEncodedPagesAndAnIndex() throws {
        let files = try SiteFixture.render(withBooks(50))
        XCTAssertNotNil(files["genres/科幻/index.html"])
        let second = try XCTUnwrap(files["genres/科幻/page/2/index.html"])
        XCTAssertTrue(second.contains("<link rel=\"prev\" href=\"https://club.example.org/genres/%E7%A7%91%E5%B9%BB/\">"))
        XCTAssertTrue(second.contains("<p class=\"list-count\">50 llibres</p>"))
        let index = try XCTUnwrap(files["genres/index.html"])
        XCTAssertTrue(index.contains("<a href=\"/genres/%E7%A7%91%E5%B9%BB/\" title=\"科幻\"><span class=\"tag-name\" dir=\"auto\">科幻</span> <span class=\"count\">50</span></a>"))
        XCTAssertTrue(index.contains("<span class=\"tag-name\" dir=\"auto\">novel·la</span> <span class=\"count\">1</span>"))
        XCTAssertNil(files["topics/index.html"], "no book has a topic")
        let books = try XCTUnwrap(files["books/index.html"])
        XCTAssertTrue(books.contains("<li><a href=\"/genres/\">Gèneres</a> <span class=\"count\">2</span></li>"))
        let sitemap = try XCTUnwrap(files["sitemap.xml"])
        XCTAssertTrue(sitemap.contains("<loc>https://club.example.org/genres/%E7%A7%91%E5%B9%BB/page/2/</loc>"))
        XCTAssertTrue(sitemap.contains("<loc>https://club.example.org/genres/</loc>"))
    }

    func testTermSlugsKeepOtherScriptsAndFoldLatin() {
        XCTAssertEqual(TermSlug.make(from: "Ciència-ficció"), "ciencia-ficcio")
        XCTAssertEqual(TermSlug.make(from: "novel·la"), "novel-la")
        XCTAssertEqual(TermSlug.make(from: "Научная фантастика"), "научная-фантастика")
        XCTAssertEqual(TermSlug.make(from: "الخيال العلمي"), "الخيال-العلمي")
        XCTAssertEqual(TermSlug.make(from: "推理小説 (mystery)"), "推理小説-mystery")
        XCTAssertEqual(TermSlug.make(from: "!!"), "")
    }

    func testMembersAndFinishedRoomsArePaginated() throws {
        var changes: [String: String?] = [:]
        for index in 1...57 { changes["content/members/m\(Digits.padded(index, 2)).md"] = "---\nname: Membre \(index)\n---\n" }
        let files = try SiteFixture.render(changes)
        // 61 members at 60 a page.
        let second = try XCTUnwrap(files["members/page/2/index.html"])
        XCTAssertEqual(second.components(separatedBy: "<li><span class=\"member-chip\">").count - 1, 1)
        XCTAssertTrue(second.contains("<link rel=\"prev\" href=\"https://club.example.org/members/\">"))
        XCTAssertNil(files["members/page/3/index.html"])
        XCTAssertNil(files["rooms/finished/page/2/index.html"])
    }

    /// The fixture with rooms `r01`… that start on the given days of 2025 (finished by the
    /// fixture's clock, 2026-11-22) or of 2027 (upcoming), each lasting ten days.
    private func rooms(_ starts: [(slug: String, year: Int, day: Int)]) -> [String: String?] {
        var changes: [String: String?] = [:]
        for room in starts {
            changes["content/rooms/\(room.slug)/index.md"] = "---\nbook: solitud\nhost: marta\n---\n"
            let start = "\(room.year)-03-\(Digits.padded(room.day, 2))"
            let end = "\(room.year)-04-\(Digits.padded(room.day, 2))"
            changes["content/rooms/\(room.slug)/schedule.yml"] =
                "timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: \(start)\n  - kind: end\n    date: \(end)\n"
        }
        return changes
    }

    /// The room addresses a list page links to, in order.
    private func roomLinks(_ page: String) -> [String] {
        page.components(separatedBy: "<a href=\"/rooms/").dropFirst().compactMap { part in
            let slug = part.prefix { $0 != "/" }
            return slug.hasPrefix("r") && slug.count == 3 ? String(slug) : nil
        }
    }

    func testFinishedRoomsComeMostRecentFirstAndUpcomingOnesSoonestFirst() throws {
        // 26 finished rooms, numbered in the order they started; three upcoming ones out of order.
        var starts = (1...26).map { (slug: "r" + Digits.padded($0, 2), year: 2025, day: $0) }
        starts += [("r90", 2027, 20), ("r91", 2027, 5), ("r92", 2027, 12)]
        let files = try SiteFixture.render(rooms(starts))
        let first = try XCTUnwrap(files["rooms/finished/index.html"])
        let second = try XCTUnwrap(files["rooms/finished/page/2/index.html"])
        XCTAssertEqual(Array(roomLinks(first).prefix(3)), ["r26", "r25", "r24"], "the most recently finished first")
        XCTAssertEqual(roomLinks(second), ["r02", "r01"], "the oldest on the last page")
        XCTAssertEqual(roomLinks(try XCTUnwrap(files["rooms/upcoming/index.html"])), ["r91", "r92", "r90"], "the soonest first")
        let home = try XCTUnwrap(files["index.html"])
        XCTAssertEqual(Array(roomLinks(home).filter { $0 < "r90" }.prefix(3)), ["r26", "r25", "r24"],
                       "the home page shows the same recently finished rooms")
    }

    func testLongTranscriptPagerShowsEachPagesFirstDate() throws {
        var lines = ["---", "date: 2026-11-12", "---"]
        for day in 0..<5 {
            if day > 0 { lines.append("## 2026-11-\(12 + day)") }
            for index in 0..<200 { lines.append("\(TimeOfDay.format(10 * 3600 + index * 60)) marta: Dia \(day) missatge \(index)") }
        }
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": lines.joined(separator: "\n") + "\n"])
        let third = try XCTUnwrap(files["rooms/tardor/chat/primera/3/index.html"])
        XCTAssertTrue(third.contains("<link rel=\"prev\" href=\"https://club.example.org/rooms/tardor/chat/primera/2/\">"))
        XCTAssertTrue(third.contains("<a href=\"/rooms/tardor/chat/primera/3/\" aria-label=\"Pàgina 3, 14 nov.\" aria-current=\"page\">3<span class=\"pager-date\">14 nov.</span></a>"), third)
        XCTAssertTrue(third.contains("<a href=\"/rooms/tardor/chat/primera/\" aria-label=\"Pàgina 1, 12 nov.\">1<span class=\"pager-date\">12 nov.</span></a>"))
    }
}

/// A room with more transcripts than its page lists.
final class RoomChatListTests: XCTestCase {
    func testARoomPageListsThirtyChatsAndLinksToTheirPagedList() throws {
        var changes: [String: String?] = [:]
        for index in 1...31 {
            changes["content/rooms/tardor/chat/x\(Digits.padded(index, 2)).md"] =
                "---\ndate: 2026-11-\(Digits.padded(1 + index % 28, 2))\n---\n1\(index % 10):00 marta: Xat \(index)\n"
        }
        changes["content/rooms/tardor/chat/primera.md"] = .some(nil)
        let files = try SiteFixture.render(changes)
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertEqual(room.components(separatedBy: "<li class=\"transcript-item\">").count - 1, 30)
        XCTAssertTrue(room.contains("<p class=\"more-link\"><a href=\"/rooms/tardor/chats/\">Tots els xats (31) →</a></p>"), room)
        let first = try XCTUnwrap(files["rooms/tardor/chats/index.html"])
        let second = try XCTUnwrap(files["rooms/tardor/chats/page/2/index.html"])
        XCTAssertEqual(first.components(separatedBy: "<li class=\"transcript-item\">").count - 1, 30)
        XCTAssertEqual(second.components(separatedBy: "<li class=\"transcript-item\">").count - 1, 1, second)
        XCTAssertTrue(second.contains("<link rel=\"prev\" href=\"https://club.example.org/rooms/tardor/chats/\">"))
        XCTAssertTrue(try XCTUnwrap(files["sitemap.xml"]).contains("<loc>https://club.example.org/rooms/tardor/chats/page/2/</loc>"))
        XCTAssertNil(try SiteFixture.render()["rooms/tardor/chats/index.html"], "a room with few chats lists them all on its page")
    }
}

/// A room with more readers than its page shows.
final class RoomRosterListTests: XCTestCase {
    func testARoomPageShowsSixtyReadersAndLinksToTheirPagedList() throws {
        var changes: [String: String?] = [:]
        let handles = (1...61).map { "m\(Digits.padded($0, 2))" }
        for handle in handles { changes["content/members/\(handle).md"] = "---\nname: Lector \(handle)\n---\n" }
        changes["content/rooms/tardor/index.md"] = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna, \(handles.joined(separator: ", "))]\n---\n"
        let files = try SiteFixture.render(changes)
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<p class=\"more-link\"><a href=\"/rooms/tardor/members/\">Tots els lectors (63) →</a></p>"))
        XCTAssertFalse(room.contains(">Lector m59<"), "the 61st reader is on the list's second page only")
        let second = try XCTUnwrap(files["rooms/tardor/members/page/2/index.html"])
        XCTAssertEqual(second.components(separatedBy: "<li><span class=\"member-chip\">").count - 1, 3)
        XCTAssertTrue(second.contains("<link rel=\"prev\" href=\"https://club.example.org/rooms/tardor/members/\">"))
        XCTAssertNil(files["rooms/tardor/members/page/3/index.html"])
        XCTAssertNil(try SiteFixture.render()["rooms/tardor/members/index.html"], "a short roster stays on the room's page")
    }
}
