import XCTest
@testable import Readalong

/// How event times read on pages and in the feed: rooms in another zone labelled with
/// both clocks, ends after midnight, and the hour the clocks go back.
final class EventTimeDisplayTests: XCTestCase {
    /// A room that meets in Mexico City, beside the fixture's room in Girona (site zone Madrid).
    private static let mexicoRoom: [String: String?] = [
        "content/rooms/mexic/index.md": "---\nbook: nada\nhost: pau\nmembers: [anna]\n---\nDes de Mèxic.\n",
        "content/rooms/mexic/schedule.yml": """
        timezone: America/Mexico_City
        events:
          - kind: start
            date: 2026-11-20
          - id: debat
            kind: discussion
            date: 2026-12-03 19:00
            duration: 90m
          - kind: end
            date: 2026-12-20
        """,
    ]

    private static func site(language: String) -> [String: String?] {
        var changes = mexicoRoom
        changes["content/site.yml"] = "title: Club\nbase_url: https://club.example.org/\nlanguage: \(language)\ntimezone: Europe/Madrid\n"
        return changes
    }

    func testSharedListsLabelTheZoneAndGiveTheRoomsOwnTime() throws {
        let output = try SiteFixture.render(Self.mexicoRoom)
        let shared = "<time datetime=\"2026-12-04T02:00+01:00\">divendres, 4 de desembre de 2026 · "
            + "<span class=\"event-time\">02:00–03:30</span></time> <span class=\"zone-name\">hora de Madrid</span> "
            + "<span class=\"zone\">dijous 3, 19:00–20:30 hora de Ciutat de Mèxic</span>"
        for page in ["index.html", "calendar/index.html", "members/pau/index.html", "members/anna/index.html"] {
            XCTAssertTrue(output[page]?.contains(shared) == true, page)
        }
        // In a month cell, cut short after two lines, the room comes before the other clock.
        XCTAssertTrue(output["calendar/2026/12/index.html"]!.contains(
            ">02:00 · Nada — Debat (dijous 3, 19:00–20:30 hora de Ciutat de Mèxic)</a>"))
        XCTAssertTrue(output["feed.xml"]!.contains(
            "<summary>divendres, 4 de desembre de 2026 · 02:00–03:30 hora de Madrid (dijous 3, 19:00–20:30 hora de Ciutat de Mèxic)</summary>"))
        for (path, text) in output where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            XCTAssertFalse(text.contains("Mexico_City"), path)
        }
    }

    func testRoomPageGivesItsOwnZoneFirstAndTheSitesSecond() throws {
        let page = try XCTUnwrap(SiteFixture.render(Self.mexicoRoom)["rooms/mexic/index.html"])
        XCTAssertTrue(page.contains("<time datetime=\"2026-12-03T19:00-06:00\">dijous, 3 de desembre de 2026 · "
            + "<span class=\"event-time\">19:00–20:30</span></time> <span class=\"zone-name\">hora de Ciutat de Mèxic</span> "
            + "<span class=\"zone\">divendres 4, 02:00–03:30 hora de Madrid</span>"))
        // All-day events need no zone.
        XCTAssertTrue(page.contains("<time datetime=\"2026-11-20\">divendres, 20 de novembre de 2026</time></p>"))
    }

    func testTranscriptsOfARoomInAnotherZoneSayWhoseClockTheyUse() throws {
        var changes = Self.mexicoRoom
        let chat = "content/rooms/mexic/chat/debat.md"
        changes[chat] = "---\ndate: 2026-12-03\nevent: debat\n---\n19:01 pau: Hola des de Mèxic\n"
        changes["content/rooms/tardor/chat/primera.md"] = SiteFixture.files["content/rooms/tardor/chat/primera.md"]
        let output = try SiteFixture.render(changes)
        XCTAssertTrue(output["rooms/mexic/chat/debat/index.html"]!.contains(
            "<p class=\"transcript-meta\">3 de desembre de 2026 · <span class=\"zone-name\">hora de Ciutat de Mèxic</span></p>"))
        XCTAssertTrue(output["rooms/tardor/chat/primera/index.html"]!.contains("<p class=\"transcript-meta\">12 de novembre de 2026</p>"))
    }

    func testRoomsInTheSitesZoneAreNotLabelled() throws {
        let page = try XCTUnwrap(SiteFixture.render()["rooms/tardor/index.html"])
        XCTAssertFalse(page.contains("zone"))
    }

    func testZoneNamesFollowTheSiteLanguage() throws {
        let spanish = try SiteFixture.render(Self.site(language: "es"))["index.html"]!
        XCTAssertTrue(spanish.contains("<span class=\"zone-name\">hora de Madrid</span> <span class=\"zone\">jueves 3, 19:00–20:30 hora de Ciudad de México</span>"))
        let english = try SiteFixture.render(Self.site(language: "en-GB"))["index.html"]!
        XCTAssertTrue(english.contains("<span class=\"zone-name\">Madrid time</span> <span class=\"zone\">Thursday 3, 19:00–20:30 Mexico City time</span>"))
    }

    func testZoneNamesAndLabels() {
        let catalan = UIStrings(languageTag: "ca")
        let english = UIStrings(languageTag: "en")
        func zone(_ name: String) -> TimeZone { TimeZone(identifier: name)! }
        XCTAssertEqual(ZoneNames.name(of: zone("Asia/Tokyo"), strings: catalan), "Tòquio")
        XCTAssertEqual(ZoneNames.name(of: zone("Asia/Tokyo"), strings: english), "Tokyo")
        XCTAssertEqual(ZoneNames.name(of: zone("America/Argentina/Buenos_Aires"), strings: english), "Buenos Aires")
        XCTAssertEqual(ZoneNames.name(of: zone("Etc/GMT+5"), strings: english), "UTC-05:00")
        XCTAssertEqual(ZoneNames.name(of: zone("UTC"), strings: english), "UTC")
        XCTAssertEqual(ZoneNames.label(of: zone("Europe/Athens"), strings: catalan), "hora d’Atenes")
        XCTAssertEqual(ZoneNames.label(of: zone("Europe/Madrid"), strings: catalan), "hora de Madrid")
    }

    func testAnEventEndingAfterMidnightShowsItsEnd() throws {
        // The fixture's debate moved to 23:00 for two hours, and a thirty-hour meetup after it.
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!
            .replacingOccurrences(of: "date: 2026-11-12 18:00\n    chapters: 1-10",
                                  with: "date: 2026-11-26 23:00\n    duration: 2h\n  - id: marato\n    kind: meetup\n"
                                      + "    date: 2026-11-27 20:00\n    duration: 30h")
        let output = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule])
        let room = try XCTUnwrap(output["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<span class=\"event-time\">23:00–01:00 de l’endemà</span>"))
        XCTAssertTrue(room.contains("<span class=\"event-time\">20:00–diumenge 29, 02:00</span>"))
        XCTAssertTrue(output["index.html"]!.contains("<span class=\"event-time\">23:00–01:00 de l’endemà</span>"))
    }

    private func nightTheClocksGoBack(_ start: String, lasting duration: String) throws -> String {
        let schedule = """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-10-20
          - id: vetllada
            kind: meetup
            date: 2026-10-25 \(start)
            duration: \(duration)
          - id: debat-1
            kind: discussion
            date: 2026-11-12 18:00
          - kind: end
            date: 2026-12-01
        """
        let output = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule], now: "2026-10-22T12:00:00Z")
        return try XCTUnwrap(output["rooms/tardor/index.html"])
    }

    /// The night the clocks go back, an event across the change says in words how long it
    /// lasts and why, instead of UTC offsets.
    func testTheNightTheClocksGoBackIsSaidPlainly() throws {
        let room = try nightTheClocksGoBack("01:30", lasting: "120m")
        XCTAssertTrue(room.contains("<time datetime=\"2026-10-25T01:30\">diumenge, 25 d’octubre de 2026 · <span class=\"event-time\">"
            + "01:30–02:30 (2 h en total: aquella nit els rellotges es retarden una hora)</span></time>"), room)
        XCTAssertFalse(room.contains("UTC+"))
        let hour = try nightTheClocksGoBack("02:00", lasting: "60m")
        XCTAssertTrue(hour.contains("<time datetime=\"2026-10-25T02:00+02:00\">diumenge, 25 d’octubre de 2026 · "
            + "<span class=\"event-time\">02:00–02:00 (1 h en total: aquella nit els rellotges es retarden una hora)</span>"), hour)
    }

    /// Lord Howe Island moves its clocks by half an hour, and the note says so in every language.
    func testAHalfHourChangeIsSaidAsHalfAnHour() throws {
        // The fixture's schedule in Lord Howe's zone, with a meetup across each change.
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!
            .replacingOccurrences(of: "timezone: Europe/Madrid", with: "timezone: Australia/Lord_Howe")
            .replacingOccurrences(of: "    date: 2026-11-01\n", with: """
                    date: 2026-03-20
                  - id: vetllada
                    kind: meetup
                    date: 2026-04-05 01:00
                    duration: 120m
                  - id: primavera
                    kind: meetup
                    date: 2026-10-04 01:00
                    duration: 120m

                """)
        let expected = [
            "ca": ("01:00–02:30 (2 h en total: aquella nit els rellotges es retarden mitja hora)",
                   "01:00–03:30 (2 h en total: aquella nit els rellotges s’avancen mitja hora)"),
            "es": ("01:00–02:30 (2 h en total: esa noche los relojes se atrasan media hora)",
                   "01:00–03:30 (2 h en total: esa noche los relojes se adelantan media hora)"),
            "en": ("1:00 AM–2:30 AM (2 h in all: the clocks go back half an hour that night)",
                   "1:00 AM–3:30 AM (2 h in all: the clocks go forward half an hour that night)"),
        ]
        for (language, (back, forward)) in expected {
            let site = SiteFixture.files["content/site.yml"]!.replacingOccurrences(of: "language: ca", with: "language: \(language)")
            let output = try SiteFixture.render(["content/site.yml": site, "content/rooms/tardor/schedule.yml": schedule],
                                                now: "2026-03-22T12:00:00Z")
            let room = try XCTUnwrap(output["rooms/tardor/index.html"])
            XCTAssertTrue(room.contains("<span class=\"event-time\">\(back)</span>"), "\(language): \(back)")
            XCTAssertTrue(room.contains("<span class=\"event-time\">\(forward)</span>"), "\(language): \(forward)")
        }
    }

    /// A wall time that happens twice, in an event that does not span the change, keeps
    /// its offset to say which of the two it is.
    func testARepeatedTimeOutsideTheChangeKeepsItsOffset() throws {
        let room = try nightTheClocksGoBack("02:10", lasting: "30m")
        XCTAssertTrue(room.contains("<span class=\"event-time\">02:10 (UTC+02:00)–02:40 (UTC+02:00)</span>"), room)
    }
}

/// Lists that mix rooms (home, calendar, member pages) hold events of several rooms whose
/// ids may be the same; every `id` on a page must still be unique for the HTML to be valid.
final class SharedEventListTests: XCTestCase {
    func testEventsOfTwoRoomsWithTheSameIdKeepDistinctAnchors() throws {
        let second: [String: String?] = [
            "content/rooms/hivern/index.md": "---\nbook: nada\nhost: marta\nmembers: [joan]\n---\n",
            "content/rooms/hivern/schedule.yml": """
            events:
              - kind: start
                date: 2026-11-01
              - id: debat-1
                kind: discussion
                date: 2026-11-26 18:00
              - kind: end
                date: 2026-12-01
            """,
            "content/rooms/tardor/schedule.yml": """
            events:
              - kind: start
                date: 2026-11-01
              - id: debat-1
                kind: discussion
                date: 2026-11-25 18:00
              - kind: end
                date: 2026-12-01
            """,
        ]
        let output = try SiteFixture.render(second)
        let idPattern = try NSRegularExpression(pattern: #" id="([^"]+)""#)
        for page in ["index.html", "calendar/index.html", "members/marta/index.html", "members/joan/index.html"] {
            let html = try XCTUnwrap(output[page], page)
            let ids = idPattern.matches(in: html, range: NSRange(html.startIndex..., in: html))
                .map { (html as NSString).substring(with: $0.range(at: 1)) }
            XCTAssertEqual(ids.count, Set(ids).count, "\(page): \(ids.sorted())")
            XCTAssertTrue(html.contains("<li class=\"event kind-discussion\" id=\"event-tardor-debat-1\">"), page)
            XCTAssertTrue(html.contains("<li class=\"event kind-discussion\" id=\"event-hivern-debat-1\">"), page)
        }
        // The room page keeps the short anchor that the shared lists and calendars link to.
        XCTAssertTrue(output["rooms/tardor/index.html"]!.contains("id=\"event-debat-1\""))
        XCTAssertTrue(output["calendar/index.html"]!.contains("href=\"/rooms/tardor/#event-debat-1\""))
    }
}
