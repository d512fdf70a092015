import XCTest
@testable import Readalong

/// The filter of `/rooms/`: a list per status, genre, language and joining policy, with
/// counts, made only of listed rooms, and the data the script filters `/rooms/` with.
final class RoomFilterTests: XCTestCase {
    private static let schedule = try! XCTUnwrap(SiteFixture.files["content/rooms/tardor/schedule.yml"])
    private static let finishedSchedule = "timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: 2025-03-01\n  - kind: end\n    date: 2025-04-01\n"

    private static func room(_ slug: String, book: String, _ extra: String = "", schedule: String = schedule) -> [String: String?] {
        ["content/rooms/\(slug)/index.md": "---\nbook: \(book)\nhost: marta\nmembers: [joan]\n\(extra)---\n",
         "content/rooms/\(slug)/schedule.yml": schedule]
    }

    /// Three listed rooms (Catalan novel, Spanish book on request, English science fiction
    /// that is also a novel, finished and closed), and an unlisted and a private room that
    /// must count nowhere.
    private static var changes: [String: String?] {
        var changes: [String: String?] = [
            "content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\nlanguage: es\n---\n",
            "content/books/dune.md": "---\ntitle: Dune\nauthor: Frank Herbert\nlanguage: en\ngenres: [ciència-ficció, Novel·la]\n---\n",
            "content/rooms/tardor/chat/primera.md": nil,
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nlanguage: ca\n---\n",
        ]
        changes.merge(room("hivern", book: "nada", "joining: request\n")) { $1 }
        changes.merge(room("arrakis", book: "dune", "joining: closed\n", schedule: finishedSchedule)) { $1 }
        changes.merge(room("amagada", book: "dune", "visibility: unlisted\n")) { $1 }
        changes.merge(room("secreta", book: "dune", "visibility: private\n")) { $1 }
        return changes
    }

    /// The filter links of a page: `facet=value label count` each.
    private func links(_ html: String) -> [String] {
        let pattern = #"<a href="([^"]+)" data-facet="([^"]+)" data-value="([^"]+)"[^>]*><span dir="auto">([^<]+)</span> <span class="count">(\d+)</span>"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            let part = { (index: Int) in String(html[Range(match.range(at: index), in: html)!]) }
            return "\(part(2))=\(part(3)) \(part(4)) \(part(5)) \(part(1))"
        }
    }

    /// The rooms a list shows, by address.
    private func rooms(_ html: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"<h3 class="room-title"><a href="/rooms/([^/]+)/""#)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
        }
    }

    func testEveryFacetListsItsValuesWithTheirCountsOfListedRooms() throws {
        let files = try SiteFixture.render(Self.changes)
        let index = try XCTUnwrap(files["rooms/index.html"])
        XCTAssertEqual(links(index), [
            "status=active Sales en lectura 2 /rooms/active/",
            "status=finished Sales acabades 1 /rooms/finished/",
            "genre=ciencia-ficcio ciència-ficció 1 /rooms/genre/ciencia-ficcio/",
            "genre=novel-la Novel·la 2 /rooms/genre/novel-la/",
            "language=en Anglès 1 /rooms/language/en/",
            "language=ca Català 1 /rooms/language/ca/",
            "language=es Espanyol 1 /rooms/language/es/",
            "joining=open Oberta 1 /rooms/joining/open/",
            "joining=request Cal demanar-ho 1 /rooms/joining/request/",
            "joining=closed Tancada 1 /rooms/joining/closed/",
        ])
        XCTAssertTrue(index.contains(#"<a href="/rooms/" aria-current="page">Totes les sales <span class="count">3</span></a>"#))
        XCTAssertEqual(rooms(index), ["hivern", "tardor", "arrakis"])
    }

    func testEachFilteredListShowsExactlyTheRoomsItCounts() throws {
        let files = try SiteFixture.render(Self.changes)
        let expected: [String: [String]] = [
            "rooms/genre/novel-la/index.html": ["tardor", "arrakis"],
            "rooms/genre/ciencia-ficcio/index.html": ["arrakis"],
            "rooms/language/ca/index.html": ["tardor"],
            "rooms/language/es/index.html": ["hivern"],
            "rooms/language/en/index.html": ["arrakis"],
            "rooms/joining/open/index.html": ["tardor"],
            "rooms/joining/request/index.html": ["hivern"],
            "rooms/joining/closed/index.html": ["arrakis"],
            "rooms/active/index.html": ["hivern", "tardor"],
            "rooms/finished/index.html": ["arrakis"],
        ]
        for (path, slugs) in expected {
            let html = try XCTUnwrap(files[path], path)
            XCTAssertEqual(rooms(html), slugs, path)
            let own = links(html).filter { $0.contains(#"/rooms/"# + path.dropFirst(6).dropLast(10)) }
            XCTAssertEqual(own.count, 1, path)
            XCTAssertTrue(own.first?.contains(" \(slugs.count) /") ?? false, "\(path): \(own)")
        }
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("rooms/genre/") || $0.hasPrefix("rooms/language/") || $0.hasPrefix("rooms/joining/") }.count, 8)
        let novel = try XCTUnwrap(files["rooms/genre/novel-la/index.html"])
        XCTAssertTrue(novel.contains("<title>Sales · Gènere: Novel·la · Club de lectura</title>"), novel)
        XCTAssertTrue(novel.contains(#"data-value="novel-la" aria-current="page">"#))
        XCTAssertTrue(novel.contains(#"<h2 id="group-active">Sales en lectura</h2>"#))
        XCTAssertTrue(novel.contains(#"<h2 id="group-finished">Sales acabades</h2>"#))
        XCTAssertFalse(novel.contains("group-upcoming"))
        // The static lists are for readers without the script: nothing to filter in place.
        XCTAssertFalse(novel.contains("data-room-filter"))
        XCTAssertFalse(novel.contains("data-genre="))
        // Status lists keep every status's list, even empty ones.
        XCTAssertTrue(try XCTUnwrap(files["rooms/upcoming/index.html"]).contains(#"<p class="empty">"#))
    }

    func testUnlistedAndPrivateRoomsCountNowhere() throws {
        let files = try SiteFixture.render(Self.changes)
        for (path, html) in files where path.hasPrefix("rooms/") && !path.hasPrefix("rooms/amagada/") {
            XCTAssertFalse(html.contains("/rooms/amagada/"), path)
            XCTAssertFalse(html.contains("secreta"), path)
        }
        XCTAssertNotNil(files["rooms/amagada/index.html"])
    }

    func testOnlyTheCompleteRoomsPageCarriesWhatTheScriptFiltersBy() throws {
        let files = try SiteFixture.render(Self.changes)
        let index = try XCTUnwrap(files["rooms/index.html"])
        XCTAssertTrue(index.contains(#"<nav class="filters room-filters" aria-label="Filtra les sales" data-room-filter data-shown-one="Es mostra %@ sala" data-shown-other="Es mostren %@ sales">"#))
        XCTAssertTrue(index.contains(#"<p class="filter-result" role="status" aria-live="polite" data-filter-result></p>"#))
        XCTAssertTrue(index.contains(#"<article class="room-card status-finished" data-status="finished" data-genre="ciencia-ficcio novel-la" data-language="en" data-joining="closed">"#), index)
        XCTAssertTrue(index.contains(#"<article class="room-card status-active" data-status="active" data-genre="" data-language="es" data-joining="request">"#))
        XCTAssertFalse(try XCTUnwrap(files["index.html"]).contains("data-genre="))
        XCTAssertFalse(try XCTUnwrap(files["books/dune/index.html"]).contains("data-genre="))
    }

    func testALongFilteredListComesInPagesAndRoomsStopsFilteringInPlace() throws {
        var changes = Self.changes
        for number in 1...30 { changes.merge(Self.room("sala-\(number)", book: "dune")) { $1 } }
        let files = try SiteFixture.render(changes)
        XCTAssertEqual(rooms(try XCTUnwrap(files["rooms/genre/ciencia-ficcio/index.html"])).count, 24)
        let second = try XCTUnwrap(files["rooms/genre/ciencia-ficcio/page/2/index.html"])
        // Active rooms first, by start then address (sala-1, sala-10 … sala-3, sala-30), then finished.
        XCTAssertEqual(rooms(second), ["sala-4", "sala-5", "sala-6", "sala-7", "sala-8", "sala-9", "arrakis"])
        XCTAssertTrue(links(try XCTUnwrap(files["rooms/index.html"])).contains("genre=ciencia-ficcio ciència-ficció 31 /rooms/genre/ciencia-ficcio/"))
        // 32 active rooms: /rooms/ shows 24 of them, so the script must not filter it in place.
        XCTAssertFalse(try XCTUnwrap(files["rooms/index.html"]).contains("data-room-filter"))
    }

    func testAGenreInAnotherScriptKeepsItsLettersInTheAddress() throws {
        var changes = Self.changes
        changes["content/books/dune.md"] = "---\ntitle: Dune\nauthor: Frank Herbert\ngenres: [科幻]\n---\n"
        let files = try SiteFixture.render(changes)
        XCTAssertNotNil(files["rooms/genre/科幻/index.html"])
        XCTAssertTrue(links(try XCTUnwrap(files["rooms/index.html"])).contains("genre=科幻 科幻 1 /rooms/genre/%E7%A7%91%E5%B9%BB/"))
    }

    func testRoomsCannotTakeTheNamesOfTheFilteredLists() throws {
        for name in ["genre", "language", "joining"] {
            var changes: [String: String?] = [:]
            for (path, text) in SiteFixture.files where path.hasPrefix("content/rooms/tardor/") {
                changes[path] = nil
                changes[path.replacingOccurrences(of: "rooms/tardor/", with: "rooms/\(name)/")] = text
            }
            let result = try SiteFixture.check(changes)
            XCTAssertEqual(result.diagnostics.map(Report.init), [
                Report("E006 content/rooms/\(name)/index.md:1:1: a room cannot be called '\(name)'",
                       hint: "rooms/\(name)/ is \(ContentInventory.reservedRoomSlugs[name]!.english); rename the folder, e.g. '\(name)-1'"),
            ])
        }
        let alias = try SiteFixture.check([
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [language]\n---\n",
        ])
        XCTAssertReports(alias, [
            Report("E084 content/rooms/tardor/index.md:5:11: a room's alias cannot be 'language'",
                   hint: "rooms/language/ is where the rooms are listed by language; remove 'language' from aliases"),
        ])
    }
}
