import XCTest
@testable import Readalong

final class SitePagesTests: XCTestCase {
    func testEveryPageOfTheFixtureIsWritten() throws {
        let files = try SiteFixture.render()
        let expected = [
            "index.html", "404.html", "rooms/index.html", "rooms/active/index.html", "rooms/upcoming/index.html",
            "rooms/planned/index.html", "rooms/finished/index.html", "rooms/genre/novel-la/index.html", "rooms/joining/open/index.html",
            "rooms/tardor/index.html", "rooms/tardor/chat/primera/index.html",
            "books/index.html", "books/solitud/index.html", "books/nada/index.html", "genres/index.html", "genres/novel-la/index.html",
            "members/index.html", "members/marta/index.html", "members/joan/index.html", "members/anna/index.html", "members/pau/index.html", "pages/sobre/index.html", "search/index.html",
            "search/index.json", "search/chats.json", "search/chat/tardor/primera/1.json", "search/site/0.json",
            "search/terms/site/0.json", "search/terms/site/1.json", "search/terms/site/2.json", "search/terms/site/3.json",
            "search/terms/chat/0.json", "search/terms/chat/1.json", "search/terms/chat/2.json", "search/terms/chat/3.json", "theme/readalong.css", "theme/readalong.js",
            "calendar/index.html", "calendar/2026/11/index.html", "calendar/2026/12/index.html", "calendar.ics",
            "rooms/tardor/calendar.ics", "rooms/tardor/events/start-2026-11-01.ics", "rooms/tardor/events/debat-1.ics",
            "rooms/tardor/events/end-2026-12-01.ics", "members/marta/calendar.ics", "members/joan/calendar.ics",
            "members/anna/calendar.ics", "members/pau/calendar.ics", "feed.xml", "sitemap.xml", "robots.txt",
            "offline.html", "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png", "icons/maskable-512.png", "sw.js",
            // The year in reading: the club's 2026, and the year of each member with activity in it.
            "years/2026/index.html", "members/marta/years/2026/index.html", "members/joan/years/2026/index.html",
            "members/anna/years/2026/index.html", "theme/years.css",
        ] + (1...10).map { "books/solitud/chapters/\($0)/index.html" }
        XCTAssertEqual(Set(files.keys.filter { !$0.hasPrefix("images/share/") }), Set(expected))
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("images/share/") }.count, 1, "the room's link preview (neither book has a cover)")
        let home = try XCTUnwrap(files["index.html"])
        XCTAssertTrue(home.hasPrefix("<!doctype html>\n<html lang=\"ca\">"))
        XCTAssertTrue(home.contains("<link rel=\"canonical\" href=\"https://club.example.org/\">"))
        XCTAssertTrue(home.contains("<meta property=\"og:title\" content=\"Club de lectura\">"))
    }

    func testRoomPageShowsBookItineraryPeopleAndTranscripts() throws {
        let room = try XCTUnwrap(SiteFixture.render()["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<title>Solitud · Club de lectura</title>"))
        XCTAssertTrue(room.contains("<p class=\"status-pill status-active\">En lectura</p>"))
        XCTAssertTrue(room.contains("<li class=\"event kind-discussion\" id=\"event-debat-1\">"))
        XCTAssertTrue(room.contains("<time datetime=\"2026-11-12T18:00\">dijous, 12 de novembre de 2026 · <span class=\"event-time\">18:00–19:00</span></time>"), room)
        XCTAssertTrue(room.contains("Lectura fins a: 1-10"))
        XCTAssertTrue(room.contains("Espòilers: arriba fins als capítols 1–10"))
        XCTAssertTrue(room.contains("<a href=\"/members/joan/\" dir=\"auto\">Joan Vila</a> <span class=\"badge\">moderació</span>"))
        XCTAssertTrue(room.contains("<caption>Novembre 2026</caption>"))
        XCTAssertTrue(room.contains("<a href=\"/rooms/tardor/chat/primera/\" dir=\"auto\">Debat</a></h3>\n<p class=\"transcript-meta\">12 de novembre de 2026 · 2 missatges</p>"), room)
        XCTAssertFalse(room.contains("noindex"))
    }

    func testTranscriptGroupsMessagesAndHidesSpoilersUntilRevealed() throws {
        let chat = """
        ---
        date: 2026-11-12
        event: debat-1
        ---
        18:02 marta: Benvinguts!
        18:04 marta: Comencem?
        18:20 marta: Ja som aquí.
        18:21 joan [spoiler, edited]: La Mila se'n va.
        18:22 anna: Hola ||la Mila|| i `||codi||`
        18:23 anna [hidden]: Això no surt.
        """
        let page = try XCTUnwrap(SiteFixture.render(["content/rooms/tardor/chat/primera.md": chat])["rooms/tardor/chat/primera/index.html"])
        XCTAssertEqual(page.components(separatedBy: "<div class=\"message-group\">").count - 1, 4, "marta 2 + marta 1 + joan + anna")
        XCTAssertTrue(page.contains("<div class=\"message is-spoiler\" id=\"m-20261112-182100\">"))
        XCTAssertTrue(page.contains("<details class=\"spoiler-message\"><summary>Espòiler: mostra el missatge</summary>"))
        XCTAssertTrue(page.contains("<span class=\"edited\">editat</span>"))
        XCTAssertTrue(page.contains("<label class=\"spoiler\"><input type=\"checkbox\" aria-label=\"Espòiler: mostra\"><span class=\"spoiler-cover\" aria-hidden=\"true\">Espòiler: mostra</span><span class=\"spoiler-text\">la Mila</span></label>"))
        XCTAssertTrue(page.contains("<code>||codi||</code>"))
        XCTAssertFalse(page.contains("Això no surt"))
        XCTAssertTrue(page.contains("<a class=\"permalink\" href=\"#m-20261112-180200\">"))
    }

    func testLongTranscriptsArePaginatedWithStableAnchors() throws {
        var lines = ["---", "date: 2026-11-12", "---"]
        for index in 0..<450 { lines.append("\(TimeOfDay.format(18 * 3600 + index * 10 + 1)) marta: Missatge \(index)") }
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": lines.joined(separator: "\n") + "\n",
                                            "content/rooms/tardor/chat/segona.md": "---\ndate: 2026-11-20\n---\n18:00 joan: Segona\n"])
        XCTAssertNotNil(files["rooms/tardor/chat/primera/2/index.html"])
        let third = try XCTUnwrap(files["rooms/tardor/chat/primera/3/index.html"])
        XCTAssertNil(files["rooms/tardor/chat/primera/4/index.html"])
        XCTAssertTrue(third.contains("Missatge 449"))
        XCTAssertFalse(third.contains("Missatge 399<"))
        XCTAssertTrue(third.contains("<a rel=\"prev\" href=\"/rooms/tardor/chat/primera/2/\">"))
        XCTAssertTrue(third.contains("<a href=\"/rooms/tardor/chat/segona/\"><span dir=\"auto\">20 de novembre de 2026</span> →</a>"))
    }

    func testBookPageLinksTaxonomiesRoomsAndTheFindTemplate() throws {
        let site = "title: Club de lectura\nbase_url: https://club.example.org/\nlanguage: ca\ntimezone: Europe/Madrid\nlinks:\n  book: https://lib.example/?q={title}&a={author}\n"
        let page = try XCTUnwrap(SiteFixture.render(["content/site.yml": site])["books/solitud/index.html"])
        XCTAssertTrue(page.contains("<dt>ISBN</dt><dd>9788497593298</dd>"))
        XCTAssertTrue(page.contains("<a href=\"/genres/novel-la/\" title=\"novel·la\" dir=\"auto\">novel·la</a>"))
        XCTAssertTrue(page.contains("<a href=\"https://lib.example/?q=Solitud&amp;a=V%C3%ADctor%20Catal%C3%A0\" rel=\"nofollow noopener\" dir=\"auto\">Troba aquest llibre</a>"), page)
        XCTAssertTrue(page.contains("<a href=\"/rooms/tardor/\" dir=\"auto\">Solitud</a>"))
    }

    func testTermsWhoseSlugsCollideEachGetAPage() throws {
        let files = try SiteFixture.render([
            "content/books/a.md": "---\ntitle: A\nauthors: [X]\ngenres: [sci fi]\n---\n",
            "content/books/b.md": "---\ntitle: B\nauthors: [X]\ngenres: [sci-fi]\n---\n",
            "content/books/c.md": "---\ntitle: C\nauthors: [X]\ngenres: [sci-fi-2]\n---\n",
        ])
        let pages = files.keys.filter { $0.hasPrefix("genres/sci-fi") }.sorted()
        XCTAssertEqual(pages, ["genres/sci-fi-2/index.html", "genres/sci-fi-3/index.html", "genres/sci-fi/index.html"])
        XCTAssertTrue(try XCTUnwrap(files["genres/sci-fi-2/index.html"]).contains("sci-fi-2"))
    }

    func testMemberPageShowsFriendsBothWaysAndRooms() throws {
        let files = try SiteFixture.render()
        let joan = try XCTUnwrap(files["members/joan/index.html"])
        XCTAssertTrue(joan.contains("<a href=\"/members/marta/\" dir=\"auto\">Marta Puig</a>"), "marta lists joan, so joan shows marta")
        XCTAssertTrue(joan.contains("<a href=\"/rooms/tardor/\" dir=\"auto\">Solitud</a>"))
        let marta = try XCTUnwrap(files["members/marta/index.html"])
        XCTAssertTrue(marta.contains("<h2 id=\"hosted-heading\">Sales que porta</h2>\n<h3>Sales en lectura</h3>"))
    }

    func testSubPathBaseURL() throws {
        let files = try SiteFixture.render(baseURL: "https://example.org/club/")
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<link rel=\"stylesheet\" href=\"/club/theme/readalong.css\">"))
        XCTAssertTrue(room.contains("<link rel=\"canonical\" href=\"https://example.org/club/rooms/tardor/\">"))
        XCTAssertTrue(room.contains("<a href=\"/club/books/solitud/\" dir=\"auto\">"))
        XCTAssertFalse(room.contains("href=\"/rooms/"))
    }

    func testOutputIsDeterministic() throws {
        XCTAssertEqual(try SiteFixture.render(), try SiteFixture.render())
    }

    func testMarkdownLinksAndHeadingsAndFootnotes() throws {
        let page = "---\ntitle: Sobre\n---\n## Qui som\n\nVegeu [Solitud](@/books/solitud.md#inici)[^1].\n\n## Qui som\n\n[^1]: Nota.\n"
        let html = try XCTUnwrap(SiteFixture.render(["content/pages/sobre.md": page])["pages/sobre/index.html"])
        XCTAssertTrue(html.contains("<h2 id=\"qui-som\">Qui som</h2>"))
        XCTAssertTrue(html.contains("<h2 id=\"qui-som-2\">Qui som</h2>"))
        XCTAssertTrue(html.contains("<a href=\"/books/solitud/#inici\">Solitud</a>"))
        XCTAssertTrue(html.contains("class=\"footnotes\""))
    }

    func testTemplateOverrideReplacesTheBuiltIn() throws {
        let html = try SiteFixture.render(["templates/footer-note.mustache": "<p class=\"custom\">Fet a Girona per {{site.title}}</p>\n"])
        XCTAssertTrue(try XCTUnwrap(html["index.html"]).contains("<p class=\"custom\">Fet a Girona per Club de lectura</p>"))
    }

    func testDatesInSpanishAndEnglish() throws {
        for (language, expected) in [("es", "jueves, 12 de noviembre de 2026 · <span class=\"event-time\">18:00"), ("en", "Thursday, November 12, 2026 · <span class=\"event-time\">6:00 PM"),
                                     ("en-GB", "Thursday, 12 November 2026 · <span class=\"event-time\">18:00")] {
            let site = "title: Club\nbase_url: https://club.example.org/\nlanguage: \(language)\ntimezone: Europe/Madrid\n"
            let room = try XCTUnwrap(SiteFixture.render(["content/site.yml": site])["rooms/tardor/index.html"])
            XCTAssertTrue(room.contains(expected), "\(language): \(room)")
        }
        XCTAssertEqual(DateText(languageTag: "ca").long(LocalDate(year: 2026, month: 4, day: 5)), "5 d’abril de 2026")
        XCTAssertEqual(DateText(languageTag: "ca").long(LocalDate(year: 2026, month: 3, day: 5)), "5 de març de 2026")
    }
}
