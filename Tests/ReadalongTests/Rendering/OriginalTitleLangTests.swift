import XCTest
@testable import Readalong

/// On a site in Catalan, Spanish and English, every title or excerpt a page shows in the
/// original's language (Catalan) while the page is in another carries `lang="ca"`, wherever
/// it appears; a translated one carries none. The Spanish translations here give the book
/// `solitud` (so the room `tardor`, named by it), the list and one news item; English has
/// none.
final class OriginalTitleLangTests: XCTestCase {
    /// The site's files, rendered once for every test.
    private static let rendered = Result { try SiteFixture.render([
        "content/site.yml": TranslationRuleTests.multilingual,
        "content/books/solitud.es.md": "---\ntitle: Soledad\n---\nUna mujer en la montaña.\n",
        "content/lists/classics.md": "---\ntitle: Clàssics\nbooks: [nada, solitud]\n---\n",
        "content/lists/classics.es.md": "---\ntitle: Clásicos\n---\n",
        "content/news/avis.md": "---\ntitle: Avís\ndate: 2026-11-01\nroom: tardor\n---\nEns veiem dijous.\n",
        "content/news/avis.es.md": "---\ntitle: Aviso\n---\n",
        "content/news/trobada.md": "---\ntitle: Trobada\ndate: 2026-11-02\n---\nQuedem a la plaça.\n",
        "content/news/trobada.es.md": "---\ntitle: Encuentro\n---\nQuedamos en la plaza.\n",
        // Two more events, with titles, before the end.
        "content/rooms/tardor/schedule.yml": (SiteFixture.files["content/rooms/tardor/schedule.yml"] ?? "").replacingOccurrences(
            of: "  - kind: end", with: "  - id: debat-2\n    kind: discussion\n    title: Debat final\n    date: 2026-11-26 18:00\n"
                + "  - id: sopar\n    kind: meetup\n    title: Sopar\n    date: 2026-11-28 20:00\n  - kind: end"),
        "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-2\n    title: Debate final\n",
        // Closed, its ballots public, and won by the book the room reads.
        "content/picks/tria.md": SiteFixture.pick.replacingOccurrences(of: "closes: 2026-11-30", with: "closes: 2026-11-20\npublic_ballots: true")
            .replacingOccurrences(of: "joan: [nada, solitud]", with: "joan: [solitud, nada]")
            .replacingOccurrences(of: "marta: nada", with: "marta: solitud"),
    ]) }

    private func page(_ path: String) throws -> String {
        let site = try Self.rendered.get()
        return try XCTUnwrap(site[path], "no \(path) among \(site.keys.filter { $0.hasSuffix(".html") }.sorted())")
    }

    /// The `lang` of each element `name` with text `text` (inside class `inside`) on `path`.
    private func langs(_ path: String, _ name: String, _ text: String, inside: String? = nil) throws -> [String?] {
        HTMLElements.find(name, text: text, inside: inside, in: try page(path)).map(\.lang)
    }

    func testTheBookPagesListLinks() throws {
        XCTAssertEqual(try langs("en/books/nada/index.html", "a", "Clàssics", inside: "link-list"), ["ca"])
        XCTAssertEqual(try langs("es/books/nada/index.html", "a", "Clásicos", inside: "link-list"), [nil])
        XCTAssertEqual(try langs("books/nada/index.html", "a", "Clàssics", inside: "link-list"), [nil])
    }

    func testTheHomePagesNextMeetingAndEvents() throws {
        XCTAssertEqual(try langs("en/index.html", "span", "Solitud", inside: "next-meeting"), ["ca"])
        XCTAssertEqual(HTMLElements.find("span", inside: "next-meeting", in: try page("es/index.html")).map { $0.attributes["class"] },
                       ["next-meeting-label"], "no span around a translated title")
        XCTAssertEqual(try langs("en/index.html", "a", "Solitud", inside: "event-room"), ["ca", "ca", "ca"], "the next three events")
        XCTAssertEqual(try langs("es/index.html", "a", "Soledad", inside: "event-room"), [nil, nil, nil])
    }

    func testAnEventsTitleWrittenInTheOriginalSchedule() throws {
        XCTAssertEqual(try langs("en/rooms/tardor/index.html", "h3", "Debat final", inside: "event"), ["ca"])
        XCTAssertEqual(try langs("en/rooms/tardor/index.html", "h3", "Sopar", inside: "event"), ["ca"])
        XCTAssertEqual(try langs("es/rooms/tardor/index.html", "h3", "Debate final", inside: "event"), [nil])
        XCTAssertEqual(try langs("es/rooms/tardor/index.html", "h3", "Sopar", inside: "event"), ["ca"], "not in the translation")
        XCTAssertEqual(try langs("es/rooms/tardor/index.html", "h3", "Final", inside: "event"), [nil], "named in Spanish")
        XCTAssertEqual(try langs("rooms/tardor/index.html", "h3", "Sopar", inside: "event"), [nil])
    }

    func testCalendarGridLabelsMarkTheRoomAndTheEvent() throws {
        func spans(_ path: String) throws -> [String] {
            HTMLElements.find("span", inside: "day-events", in: try page(path)).map { "\($0.text) \($0.lang ?? "-")" }
        }
        XCTAssertEqual(try spans("en/calendar/2026/11/index.html"), ["Solitud ca", "Solitud ca", "Solitud ca", "Debat final ca", "Solitud ca", "Sopar ca"])
        XCTAssertEqual(try spans("es/calendar/2026/11/index.html"), ["Sopar ca"])
        XCTAssertEqual(try spans("calendar/2026/11/index.html"), [])
        let sopar = HTMLElements.find("a", inside: "day-events", in: try page("es/calendar/2026/11/index.html")).filter { $0.text.hasSuffix("Sopar") }
        XCTAssertEqual(sopar.map { [$0.text, $0.attributes["title"]] }, [["20:00 · Soledad — Sopar", "20:00 · Soledad — Sopar"]])
        XCTAssertEqual(try spans("es/rooms/tardor/index.html"), ["Sopar ca"])
        XCTAssertEqual(try spans("en/rooms/tardor/index.html"), ["Debat final ca", "Sopar ca"])
        XCTAssertEqual(try spans("rooms/tardor/index.html"), [])
    }

    func testRoomTitlesInTranscriptsNewsPicksAndCalendars() throws {
        XCTAssertEqual(try langs("en/rooms/tardor/chat/primera/index.html", "a", "Solitud", inside: "breadcrumb"), ["ca"])
        XCTAssertEqual(try langs("es/rooms/tardor/chat/primera/index.html", "a", "Soledad", inside: "breadcrumb"), [nil])
        XCTAssertEqual(try langs("en/news/avis/index.html", "a", "Solitud", inside: "room-meta"), ["ca"])
        XCTAssertEqual(try langs("es/news/avis/index.html", "a", "Soledad", inside: "room-meta"), [nil])
        XCTAssertEqual(try langs("en/picks/tria/index.html", "a", "Solitud", inside: "pick-room"), ["ca"])
        XCTAssertEqual(try langs("es/picks/tria/index.html", "a", "Soledad", inside: "pick-room"), [nil])
        XCTAssertEqual(try langs("en/calendar/2026/11/index.html", "a", "Solitud", inside: "link-list"), ["ca"])
        XCTAssertEqual(try langs("es/calendar/2026/11/index.html", "a", "Soledad", inside: "link-list"), [nil])
        XCTAssertEqual(try langs("calendar/2026/11/index.html", "a", "Solitud", inside: "link-list"), [nil])
    }

    func testAPicksRoundsAndBallots() throws {
        func tallies(_ path: String, _ text: String) throws -> [String?] {
            HTMLElements.find("span", text: text, inside: "pick-round", in: try page(path)).filter { !$0.classes.contains("pick-outcome") }
                .map(\.lang)
        }
        XCTAssertEqual(try tallies("es/picks/tria/index.html", "Nada"), ["ca"])
        XCTAssertEqual(try tallies("es/picks/tria/index.html", "Soledad"), [nil])
        XCTAssertEqual(try tallies("en/picks/tria/index.html", "Solitud"), ["ca"])
        XCTAssertEqual(try langs("es/picks/tria/index.html", "a", "Nada", inside: "pick-choices"), ["ca"])
        XCTAssertEqual(try langs("es/picks/tria/index.html", "a", "Soledad", inside: "pick-choices"), [nil, nil])
        XCTAssertEqual(try langs("picks/tria/index.html", "a", "Nada", inside: "pick-choices"), [nil])
    }

    func testAPicksOutcomeSentencesMarkTheBooks() throws {
        func spans(_ path: String) throws -> [String] {
            HTMLElements.find("span", inside: "pick-outcome", in: try page(path)).filter { $0.attributes["class"] == nil }
                .map { "\($0.text) \($0.lang ?? "-")" }
        }
        XCTAssertEqual(try spans("en/picks/tria/index.html"), ["Solitud ca"])
        XCTAssertEqual(try spans("es/picks/tria/index.html"), [], "a translated title")
        XCTAssertEqual(try spans("picks/tria/index.html"), [])
        XCTAssertTrue(try page("en/picks/tria/index.html").contains(#"<p class="pick-outcome">Chosen: <span lang="ca">Solitud</span>. "#))
        XCTAssertTrue(try page("picks/tria/index.html").contains(#"<p class="pick-outcome">Escollit: Solitud. "#))
    }

    func testTheBooksOfAYear() throws {
        let files = try SiteFixture.render([
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/books/solitud.es.md": "---\ntitle: Soledad\n---\n",
        ], now: "2027-01-15T12:00:00Z")
        func langs(_ path: String, _ text: String) throws -> [String?] {
            HTMLElements.find("a", text: text, inside: "year-books", in: try XCTUnwrap(files[path], path)).map(\.lang)
        }
        XCTAssertEqual(try langs("en/years/2026/index.html", "Solitud"), ["ca"])
        XCTAssertEqual(try langs("es/years/2026/index.html", "Soledad"), [nil])
        XCTAssertEqual(try langs("en/members/marta/years/2026/index.html", "Solitud"), ["ca"])
        XCTAssertEqual(try langs("years/2026/index.html", "Solitud"), [nil])
    }

    func testAChapterPagesBookAndRooms() throws {
        let site = try XCTUnwrap(try EditionsFixture.files()["content/site.yml"])
        let files = try SiteFixture.renderFiles(site: try EditionsFixture.files([
            "content/site.yml": site.replacingOccurrences(of: "language: en", with: "languages: [en, es]"),
        ]), now: EditionsFixture.now).mapValues { String(decoding: $0, as: UTF8.self) }
        let page = try XCTUnwrap(files["es/books/of-mice-and-men/chapters/2/index.html"])
        XCTAssertEqual(HTMLElements.find("a", text: "Of Mice and Men", inside: "breadcrumb", in: page).map(\.lang), ["en"])
        XCTAssertEqual(HTMLElements.find("a", text: "Of Mice and Men, spring 2021", inside: "companion-room", in: page).map(\.lang), ["en"])
        let original = try XCTUnwrap(files["books/of-mice-and-men/chapters/2/index.html"])
        XCTAssertEqual(HTMLElements.find("a", text: "Of Mice and Men", inside: "breadcrumb", in: original).map(\.lang), [nil])
    }

    /// An event's title or notes that the schedule's translation does not give are the
    /// original's wherever they show: the itinerary, and the chats named by their event.
    func testAnEventsNotesAndTheChatsNamedByItsTitle() throws {
        let schedule = try XCTUnwrap(SiteFixture.files["content/rooms/tardor/schedule.yml"])
        let files = try SiteFixture.render([
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/rooms/tardor/schedule.yml": schedule.replacingOccurrences(of: "  - kind: end", with:
                "  - id: trobada\n    kind: meetup\n    title: Trobada\n    date: 2026-11-15 19:00\n    notes: Portem pastes.\n"
                + "  - id: debat-2\n    kind: discussion\n    title: Debat final\n    date: 2026-11-19 18:00\n    notes: Fins al final.\n"
                + "  - kind: end"),
            "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-2\n    title: Debate final\n    notes: Hasta el final.\n",
            "content/rooms/tardor/chat/trobada.md": "---\ndate: 2026-11-15\nevent: trobada\n---\n19:02 marta: Hola!\n",
            "content/rooms/tardor/chat/final.md": "---\ndate: 2026-11-19\nevent: debat-2\n---\n18:02 joan: Som-hi.\n",
        ])
        func langs(_ path: String, _ name: String, _ text: String, inside: String? = nil) throws -> [String?] {
            HTMLElements.find(name, text: text, inside: inside, in: try XCTUnwrap(files[path], path)).map(\.lang)
        }
        XCTAssertEqual(try langs("es/rooms/tardor/index.html", "div", "Portem pastes.", inside: "event"), ["ca"])
        XCTAssertEqual(try langs("es/rooms/tardor/index.html", "div", "Hasta el final.", inside: "event"), [nil])
        XCTAssertEqual(try langs("en/rooms/tardor/index.html", "div", "Fins al final.", inside: "event"), ["ca"])
        XCTAssertEqual(try langs("rooms/tardor/index.html", "div", "Portem pastes.", inside: "event"), [nil])
        XCTAssertEqual(try langs("es/rooms/tardor/index.html", "a", "Trobada", inside: "transcript-item"), ["ca"])
        XCTAssertEqual(try langs("es/rooms/tardor/index.html", "a", "Debate final", inside: "transcript-item"), [nil])
        XCTAssertEqual(try langs("es/rooms/tardor/chat/trobada/index.html", "h1", "Trobada"), ["ca"])
        XCTAssertEqual(try langs("es/rooms/tardor/chat/final/index.html", "h1", "Debate final"), [nil])
        XCTAssertEqual(try langs("en/rooms/tardor/chat/final/index.html", "h1", "Debat final"), ["ca"])
        XCTAssertEqual(try langs("rooms/tardor/chat/final/index.html", "h1", "Debat final"), [nil])
        XCTAssertEqual(try langs("es/rooms/tardor/chat/final/index.html", "span", "Trobada", inside: "transcript-nav"), ["ca"])
        XCTAssertEqual(try langs("es/rooms/tardor/chat/trobada/index.html", "span", "Debate final", inside: "transcript-nav"), [nil])
    }

    /// A book's `language:` is the language of its edition, so of the title written: shown
    /// untranslated, that title is marked with it, and not at all on a page in that language.
    func testABooksTitleInTheBooksOwnLanguage() throws {
        let files = try SiteFixture.render([
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\nlanguage: es\n---\nBarcelona, 1940.\n",
            "content/rooms/hivern/index.md": "---\nbook: nada\nhost: marta\n---\nLlegim *Nada*.\n",
            "content/rooms/hivern/schedule.yml": "timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: 2026-12-01\n"
                + "  - kind: end\n    date: 2027-01-15\n",
        ])
        func langs(_ path: String, _ name: String, _ text: String, inside: String? = nil) throws -> [String?] {
            HTMLElements.find(name, text: text, inside: inside, in: try XCTUnwrap(files[path], path)).map(\.lang)
        }
        XCTAssertEqual(try langs("en/books/nada/index.html", "h1", "Nada"), ["es"])
        XCTAssertEqual(try langs("es/books/nada/index.html", "h1", "Nada"), [nil], "the page is in the book's language")
        XCTAssertEqual(try langs("books/nada/index.html", "h1", "Nada"), [nil])
        XCTAssertEqual(try langs("en/books/index.html", "a", "Nada", inside: "book-title"), ["es"])
        XCTAssertEqual(try langs("es/books/index.html", "a", "Nada", inside: "book-title"), [nil])
        XCTAssertEqual(try langs("en/books/index.html", "a", "Solitud", inside: "book-title"), ["ca"], "no language: the default's")
        XCTAssertEqual(try langs("en/rooms/index.html", "a", "Nada", inside: "room-title"), ["es"], "a room named by the book")
        XCTAssertEqual(try langs("es/rooms/index.html", "a", "Nada", inside: "room-title"), [nil])
    }

    func testANewsCardsExcerptWhenTheTextIsTheOriginals() throws {
        XCTAssertEqual(try langs("es/news/index.html", "p", "Ens veiem dijous.", inside: "news-card"), ["ca"],
                       "the translation gives only the title")
        XCTAssertEqual(try langs("es/news/index.html", "p", "Quedamos en la plaza.", inside: "news-card"), [nil])
        XCTAssertEqual(try langs("en/news/index.html", "p", "Quedem a la plaça.", inside: "news-card"), ["ca"])
        XCTAssertEqual(try langs("news/index.html", "p", "Quedem a la plaça.", inside: "news-card"), [nil])
    }

    func testFeedEntriesSayTheLanguageOfAnOriginalsTitleAndSummary() throws {
        func langs(_ path: String, _ name: String) throws -> [String: String] {
            let elements = try XMLElements(try page(path)).elements(name)
            return Dictionary(elements.map { ($0.text, $0.attributes["xml:lang"] ?? "-") }, uniquingKeysWith: { first, _ in first })
        }
        let titles = try langs("es/feed.xml", "title"), summaries = try langs("es/feed.xml", "summary")
        XCTAssertEqual([titles["Aviso"], summaries["Ens veiem dijous."]], ["-", "ca"], "the translation gives only the title")
        XCTAssertEqual([titles["Encuentro"], summaries["Quedamos en la plaza."]], ["-", "-"])
        XCTAssertEqual([try langs("en/feed.xml", "title")["Avís"], try langs("en/feed.xml", "summary")["Ens veiem dijous."]], ["ca", "ca"])
        XCTAssertEqual([try langs("feed.xml", "title")["Avís"], try langs("feed.xml", "summary")["Ens veiem dijous."]], ["-", "-"])
    }

    func testSearchEntriesSayTheLanguageOfAnOriginalTitle() throws {
        func entries(_ path: String) throws -> [String: String?] {
            let data = Data(try page(path).utf8)
            let array = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: String]])
            return Dictionary(array.map { ($0["title"] ?? "", $0["lang"]) }, uniquingKeysWith: { first, _ in first })
        }
        let spanish = try entries("es/search/site/0.json")
        XCTAssertEqual(spanish["Nada"], .some("ca"))
        XCTAssertEqual(spanish["Soledad"], .some(nil), "a translated title")
        XCTAssertEqual(spanish["Clásicos"], .some(nil))
        XCTAssertEqual(spanish["Avís"], nil, "the news item is under its translated title")
        XCTAssertEqual(spanish["Aviso"], .some(nil))
        XCTAssertEqual(try entries("en/search/site/0.json")["Clàssics"], .some("ca"))
        XCTAssertEqual(try entries("search/site/0.json")["Nada"], .some(nil))
        let source = try XCTUnwrap(HTMLElements.find("script", in: try page("es/search/index.html")).first?.attributes["src"])
        let script = try page(String(source.dropFirst()))
        XCTAssertTrue(script.contains("if (titleLang) link.lang = titleLang;"), "the results list marks the title")
    }
}
