import XCTest
@testable import Readalong

/// The Atom writer on typed entries: exact bytes and XML escaping of hostile text.
final class AtomFeedTests: XCTestCase {
    func testWritesHeaderAndEntriesWithEscapedText() {
        let feed = AtomFeed(
            language: "ca", home: "https://club.example.org/?a=1&b=2", selfURL: "https://club.example.org/feed.xml",
            title: "Club <de> \"lectura\" & 'amics'", subtitle: "Llegim\u{1}\tjunts\n", updated: 1_794_502_800,
            entries: [AtomFeed.Entry(id: "https://club.example.org/rooms/tardor/#announced", updated: 1_793_491_200,
                                     title: "Nova sala: <script>alert(1)</script>", url: "https://club.example.org/rooms/tardor/",
                                     summary: "Solitud · 1 – 2 · Oberta & lliure")])
        XCTAssertEqual(feed.xml, """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ca">
              <id>https://club.example.org/?a=1&amp;b=2</id>
              <title>Club &lt;de&gt; &quot;lectura&quot; &amp; &apos;amics&apos;</title>
              <subtitle>Llegim\tjunts
            </subtitle>
              <updated>2026-11-12T17:00:00Z</updated>
              <link rel="self" type="application/atom+xml" href="https://club.example.org/feed.xml"/>
              <link rel="alternate" type="text/html" href="https://club.example.org/?a=1&amp;b=2"/>
              <author><name>Club &lt;de&gt; &quot;lectura&quot; &amp; &apos;amics&apos;</name></author>
              <generator>Readalong</generator>
              <entry>
                <id>https://club.example.org/rooms/tardor/#announced</id>
                <title>Nova sala: &lt;script&gt;alert(1)&lt;/script&gt;</title>
                <updated>2026-11-01T00:00:00Z</updated>
                <link rel="alternate" type="text/html" href="https://club.example.org/rooms/tardor/"/>
                <summary>Solitud · 1 – 2 · Oberta &amp; lliure</summary>
              </entry>
            </feed>

            """)
    }

    func testAFeedWithoutSubtitleOrEntriesHasNeither() {
        let xml = AtomFeed(language: "en", home: "https://x.example/", selfURL: "https://x.example/feed.xml", title: "X",
                           subtitle: nil, updated: 0, entries: []).xml
        XCTAssertFalse(xml.contains("<subtitle>"))
        XCTAssertFalse(xml.contains("<entry>"))
        XCTAssertTrue(xml.contains("  <updated>1970-01-01T00:00:00Z</updated>\n"), xml)
        XCTAssertTrue(xml.hasSuffix("  <generator>Readalong</generator>\n</feed>\n"), xml)
    }

    /// The feed's entry for an event to come says what the room page says of it: the same
    /// title (with its day) and "when" line, worked out by `EventWording` for both.
    func testFeedEntriesSayWhatTheRoomPageSays() throws {
        let files = try SiteFixture.render(now: "2026-11-05T10:00:00Z")
        let feed = try XCTUnwrap(files["feed.xml"])
        XCTAssertTrue(feed.contains("""
                <title>Solitud: Debat · 12 de novembre de 2026</title>
                <updated>2026-11-12T17:00:00Z</updated>
                <link rel="alternate" type="text/html" href="https://club.example.org/rooms/tardor/#event-debat-1"/>
                <summary>dijous, 12 de novembre de 2026 · 18:00–19:00 · Lectura fins a: 1-10</summary>
            """), feed)
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<h3 class=\"event-title\" dir=\"auto\">Debat</h3>"), room)
        XCTAssertTrue(room.contains(">dijous, 12 de novembre de 2026 · <span class=\"event-time\">18:00–19:00</span></time>"), room)
    }

    /// Meetings to come keep the dates of their schedule from one day's build to the next,
    /// and three discussions of one room get three titles.
    func testMeetingsToComeHaveStableDatesAndDistinctTitles() throws {
        let debates = (2...3).map { "  - id: debat-\($0)\n    kind: discussion\n    date: 2026-11-\(5 + 7 * $0) 18:00\n" }.joined()
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!
            .replacingOccurrences(of: "    chapters: 1-10\n", with: debates)
        let changes: [String: String?] = ["content/rooms/tardor/schedule.yml": schedule]
        let monday = try XCTUnwrap(try SiteFixture.render(changes, now: "2026-11-09T06:00:00Z")["feed.xml"])
        let tuesday = try XCTUnwrap(try SiteFixture.render(changes, now: "2026-11-10T06:00:00Z")["feed.xml"])
        XCTAssertEqual(monday, tuesday)
        let titles = monday.split(separator: "\n").filter { $0.contains("<title>Solitud: Debat") }.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(titles, ["<title>Solitud: Debat · 26 de novembre de 2026</title>", "<title>Solitud: Debat · 19 de novembre de 2026</title>",
                                "<title>Solitud: Debat · 12 de novembre de 2026</title>"])
        XCTAssertTrue(monday.contains("  <updated>2026-10-31T23:00:00Z</updated>\n  <link rel=\"self\""), monday)
    }
}
