import Foundation
@testable import Readalong
import XCTest

/// News pages built from a fixture with news: the list, an item, tags, the home page with
/// pinning, the room page, drafts and items dated in the future, the feed, the sitemap,
/// search, and the menu entry that only a site with published news gets.
final class NewsPagesTests: XCTestCase {
    /// Five items: one on the room, one pinned, an old one, one dated in the future, a draft.
    static let news: [String: String?] = [
        "content/news/trobada.md": """
        ---
        title: Trobada a la biblioteca
        date: 2026-11-20 18:00
        author: marta
        tags: [Trobades, biblioteca]
        room: tardor
        ---
        Dijous parlem de *[Solitud](@/books/solitud.md)* a la sala 2.
        """,
        "content/news/fixada.md": "---\ntitle: Benvinguts\ndate: 2026-11-01 10:00\nauthor: joan\npinned: true\ntags: [trobades]\n---\nHola a tothom.\n",
        "content/news/vella.md": "---\ntitle: Horaris\ndate: 2026-10-01\ntags: [Biblioteca]\n---\nLa biblioteca obre a les 9.\n",
        "content/news/futura.md": "---\ntitle: Sortida de Nadal\ndate: 2026-12-03\ntags: [nadal]\n---\nAnem a la muntanya.\n",
        "content/news/esborrany.md": "---\ntitle: Esborrany secret\ndate: 2026-11-10\ndraft: true\n---\nNo es publica.\n",
    ]

    private func render(_ changes: [String: String?] = [:], drafts: Bool = false,
                        now: String = "2026-11-22T12:00:00Z") throws -> [String: String] {
        try SiteFixture.render(Self.news.merging(changes) { $1 }, drafts: drafts, now: now)
    }

    /// The `href`s of the headlines of the news cards, in page order.
    private func headlines(_ html: String) -> [String] {
        html.matches(of: /<li class="transcript-item news-card">\n(?:<p class="status-pill">[^<]*<\/p>\n)?<h3><a href="([^"]*)"/)
            .map { String($0.output.1) }
    }

    func testTheListShowsPublishedItemsNewestFirst() throws {
        let files = try render()
        let list = try XCTUnwrap(files["news/index.html"])
        XCTAssertEqual(headlines(list), ["/news/trobada/", "/news/fixada/", "/news/vella/"])
        XCTAssertTrue(list.contains("<p class=\"list-count\">3 notícies</p>"), list)
        XCTAssertTrue(list.contains("<title>Notícies · Club de lectura</title>"))
        XCTAssertNil(files["news/futura/index.html"], "dated in the future")
        XCTAssertNil(files["news/esborrany/index.html"], "a draft")
        XCTAssertNil(files["tags/nadal/index.html"], "a tag only a future item has")
        for (path, text) in files where path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".json") {
            XCTAssertFalse(text.contains("Sortida de Nadal") || text.contains("Esborrany secret"), path)
        }
    }

    func testAnItemPageHasItsDateAuthorTagsRoomAndText() throws {
        let page = try XCTUnwrap(render()["news/trobada/index.html"])
        XCTAssertTrue(page.contains("<h1 dir=\"auto\">Trobada a la biblioteca</h1>"), page)
        XCTAssertTrue(page.contains("<time datetime=\"2026-11-20T18:00\">20 de novembre de 2026</time> · Per <span class=\"member-chip\">"), page)
        XCTAssertTrue(page.contains("<a href=\"/members/marta/\" dir=\"auto\">Marta Puig</a>"))
        XCTAssertTrue(page.contains("<p class=\"room-meta\">Sala: <a href=\"/rooms/tardor/\" dir=\"auto\">Solitud</a></p>"), page)
        XCTAssertTrue(page.contains("<p>Dijous parlem de <em><a href=\"/books/solitud/\">Solitud</a></em> a la sala 2.</p>"), page)
        XCTAssertTrue(page.contains("<ul class=\"tags\"><li><a href=\"/tags/trobades/\" title=\"Trobades\" dir=\"auto\">Trobades</a></li>"
                                    + "<li><a href=\"/tags/biblioteca/\" title=\"biblioteca\" dir=\"auto\">biblioteca</a></li></ul>"), page)
        XCTAssertTrue(page.contains("<meta name=\"description\" content=\"Dijous parlem de Solitud a la sala 2.\">"), page)
        XCTAssertTrue(page.contains("<li><a href=\"/news/\" aria-current=\"page\">Notícies</a></li>"), "the menu marks the news section")
    }

    func testAnErasedAuthorIsTheNeutralLabelAndAnItemWithoutRoomHasNoRoomLine() throws {
        let files = try render(["content/members/pau.md": "---\nname: Pau Roca\nleft: 2026-10-01\nerase: true\n---\n",
                                "content/news/vella.md": "---\ntitle: Horaris\ndate: 2026-10-01\nauthor: pau\n---\nText.\n"])
        let page = try XCTUnwrap(files["news/vella/index.html"])
        XCTAssertTrue(page.contains("Per <span class=\"member-chip\"><span class=\"avatar initials\" style=\"--hue: 0\" aria-hidden=\"true\">?</span><span class=\"name\" dir=\"auto\">Antic membre</span></span>"), page)
        XCTAssertFalse(files.values.contains { $0.contains("Pau Roca") || $0.contains("/members/pau/") })
        XCTAssertFalse(page.contains("Sala:"))
    }

    func testTagsAreMatchedWithoutCaseAndShownAsTheNewestItemWritesThem() throws {
        let files = try render()
        let meetings = try XCTUnwrap(files["tags/trobades/index.html"])
        XCTAssertEqual(headlines(meetings), ["/news/trobada/", "/news/fixada/"])
        XCTAssertTrue(meetings.contains("<h1 dir=\"auto\">Trobades</h1>\n<p class=\"list-count\">2 notícies</p>"), meetings)
        XCTAssertTrue(meetings.contains("<p class=\"breadcrumb\"><a href=\"/news/\">Notícies</a> · Etiqueta</p>"))
        XCTAssertTrue(meetings.contains("<meta name=\"description\" content=\"Notícies amb l’etiqueta Trobades.\">"))
        let library = try XCTUnwrap(files["tags/biblioteca/index.html"])
        XCTAssertEqual(headlines(library), ["/news/trobada/", "/news/vella/"])
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("tags/") }.sorted(), ["tags/biblioteca/index.html", "tags/trobades/index.html"])
    }

    func testTheHomePageKeepsAPinnedItemFirstForThirtyDays() throws {
        let pinned = try XCTUnwrap(render()["index.html"])
        XCTAssertEqual(headlines(pinned), ["/news/fixada/", "/news/trobada/", "/news/vella/"])
        XCTAssertTrue(pinned.contains("<p class=\"status-pill\">Destacada</p>\n<h3><a href=\"/news/fixada/\""), pinned)
        XCTAssertTrue(pinned.contains("<p><a class=\"more\" href=\"/news/\">Totes les notícies →</a></p>"))
        // 2026-11-01 10:00 in Madrid is 09:00Z: pinned until 2026-12-01T09:00Z.
        let lastSecond = try XCTUnwrap(render(now: "2026-12-01T08:59:59Z")["index.html"])
        XCTAssertEqual(headlines(lastSecond).first, "/news/fixada/")
        let expired = try XCTUnwrap(render(now: "2026-12-01T09:00:00Z")["index.html"])
        XCTAssertEqual(headlines(expired), ["/news/trobada/", "/news/fixada/", "/news/vella/"])
        XCTAssertFalse(expired.contains("Destacada"))
    }

    func testTheHomePageShowsTheNewestThree() throws {
        let files = try render(now: "2026-12-05T12:00:00Z")
        XCTAssertEqual(headlines(try XCTUnwrap(files["index.html"])), ["/news/futura/", "/news/trobada/", "/news/fixada/"])
        XCTAssertEqual(headlines(try XCTUnwrap(files["news/index.html"])).count, 4)
    }

    func testAnItemDatedInTheFutureAppearsFromItsDay() throws {
        // 2026-12-03 starts at 2026-12-02T23:00Z in Madrid.
        let before = try render(now: "2026-12-02T22:59:59Z")
        XCTAssertNil(before["news/futura/index.html"])
        XCTAssertNil(before["tags/nadal/index.html"])
        let from = try render(now: "2026-12-02T23:00:00Z")
        XCTAssertNotNil(from["news/futura/index.html"])
        XCTAssertEqual(headlines(try XCTUnwrap(from["tags/nadal/index.html"])), ["/news/futura/"])
        XCTAssertEqual(headlines(try XCTUnwrap(from["news/index.html"])).first, "/news/futura/")
    }

    func testDraftsOnlyWithDrafts() throws {
        let files = try render(drafts: true)
        XCTAssertNotNil(files["news/esborrany/index.html"])
        XCTAssertEqual(headlines(try XCTUnwrap(files["news/index.html"])),
                       ["/news/trobada/", "/news/esborrany/", "/news/fixada/", "/news/vella/"])
        XCTAssertNil(files["news/futura/index.html"], "a draft build still waits for the date")
    }

    func testTheRoomPageShowsItsNewsAndOtherRoomsShowNone() throws {
        let files = try render()
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<h2 id=\"news-heading\">Notícies de la sala</h2>"), room)
        XCTAssertEqual(headlines(room), ["/news/trobada/"])
        let plain = try XCTUnwrap(SiteFixture.render()["rooms/tardor/index.html"])
        XCTAssertFalse(plain.contains("news-heading"))
    }

    func testAListOfManyItemsIsPaged() throws {
        var changes: [String: String?] = [:]
        for number in 1...45 {
            let day = 1 + (number - 1) % 28
            changes["content/news/n\(number).md"] = "---\ntitle: Notícia \(number)\ndate: 2026-\(number > 28 ? "09" : "10")-\(day < 10 ? "0" : "")\(day)\ntags: [molt]\n---\nText.\n"
        }
        let files = try SiteFixture.render(changes)
        XCTAssertEqual(headlines(try XCTUnwrap(files["news/index.html"])).count, 20)
        XCTAssertEqual(headlines(try XCTUnwrap(files["news/page/2/index.html"])).count, 20)
        let last = try XCTUnwrap(files["news/page/3/index.html"])
        XCTAssertEqual(headlines(last).count, 5)
        XCTAssertNil(files["news/page/4/index.html"])
        XCTAssertTrue(last.contains("<link rel=\"prev\" href=\"https://club.example.org/news/page/2/\">"), last)
        XCTAssertTrue(last.contains("<title>Pàgina 3 · Notícies · Club de lectura</title>"))
        XCTAssertTrue(last.contains("<nav class=\"pager\" aria-label=\"Pàgines de notícies\">"))
        XCTAssertEqual(headlines(try XCTUnwrap(files["tags/molt/page/3/index.html"])).count, 5)
        XCTAssertEqual(headlines(try XCTUnwrap(files["news/index.html"])).first, "/news/n28/", "28 October is the newest")
    }

    func testTheMenuHasNewsOnlyWhenAnItemIsPublished() throws {
        let entry = "<li><a href=\"/news/\">Notícies</a></li>\n<li><a href=\"/pages/sobre/\">Sobre nosaltres</a></li>"
        XCTAssertTrue(try XCTUnwrap(render()["books/index.html"]).contains(entry))
        let none = try SiteFixture.render()
        XCTAssertFalse(none.values.contains { $0.contains("/news/") })
        let onlyFuture = try SiteFixture.render(["content/news/futura.md": Self.news["content/news/futura.md"]!])
        XCTAssertEqual(onlyFuture, none, "an item still to come changes nothing")
    }

    func testEveryPublishedItemIsInTheFeedSitemapAndSearch() throws {
        let files = try render()
        let feed = try XMLElements(try XCTUnwrap(files["feed.xml"]))
        let ids = feed.texts("id")
        XCTAssertTrue(ids.contains("https://club.example.org/news/trobada/"))
        XCTAssertTrue(ids.contains("https://club.example.org/news/fixada/"))
        XCTAssertTrue(ids.contains("https://club.example.org/news/vella/"))
        XCTAssertFalse(ids.contains { $0.contains("futura") || $0.contains("esborrany") })
        let updated = Dictionary(zip(ids.dropFirst(), feed.texts("updated").dropFirst()), uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(updated["https://club.example.org/news/trobada/"], "2026-11-20T17:00:00Z")
        XCTAssertEqual(updated["https://club.example.org/news/vella/"], "2026-09-30T22:00:00Z")
        XCTAssertTrue(feed.texts("summary").contains("Dijous parlem de Solitud a la sala 2."))
        let sitemap = try XMLElements(try XCTUnwrap(files["sitemap.xml"])).texts("loc")
        for path in ["news/", "news/trobada/", "news/fixada/", "news/vella/", "tags/trobades/", "tags/biblioteca/"] {
            XCTAssertTrue(sitemap.contains("https://club.example.org/" + path), path)
        }
        XCTAssertFalse(sitemap.contains { $0.contains("futura") || $0.contains("esborrany") })
        let chunk = try XCTUnwrap(files["search/site/0.json"])
        let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(chunk.utf8)) as? [[String: Any]], chunk)
        let news = rows.filter { ($0["url"] as? String)?.hasPrefix("/news/") == true }
        XCTAssertEqual(news.map { $0["url"] as? String }, ["/news/trobada/", "/news/fixada/", "/news/vella/"])
        XCTAssertEqual(news.first?["kind"] as? String, "Notícia")
        XCTAssertEqual(news.first?["title"] as? String, "Trobada a la biblioteca")
    }
}
