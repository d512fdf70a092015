import XCTest
@testable import Readalong

/// Builds a site with daylight-saving changes, another zone, unlisted and private rooms,
/// then lets independent parsers (Python's icalendar and feedparser, installed by .ci/run)
/// read the calendars, the Atom feed and the sitemap: `Tests/feeds/check_feeds.py`.
final class FeedParsingTests: XCTestCase {
    func testIndependentParsersReadOurFeeds() throws {
        let schedule = """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-10-01
          - id: abans
            kind: discussion
            date: 2026-10-24 19:00
            duration: 90m
            chapters: 1-10
            location: "Biblioteca, sala 2; planta 1"
            title: "Tardor, coma; punt i coma \\\\ barra i un títol molt llarg que ha de plegar-se en diverses línies de setanta-cinc octets 📚📚📚"
          - id: despres
            kind: discussion
            date: 2026-10-31 19:00
            duration: 90m
            chapters: 11-20
          - kind: end
            date: 2026-12-01
        """
        func room(_ extra: String) -> String { "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\n\(extra)---\n" }
        let plainSchedule = { (zone: String, day: String) in
            "timezone: \(zone)\nevents:\n  - kind: start\n    date: 2026-11-01\n  - id: debat\n    kind: discussion\n    date: \(day) 18:00\n  - kind: end\n    date: 2026-12-01\n"
        }
        let files = SiteFixture.files([
            "content/site.yml": "title: Club\nbase_url: https://club.example.org/\nlanguage: ca\ntimezone: Europe/Madrid\n",
            "content/rooms/tardor/schedule.yml": schedule,
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-10-24\nevent: abans\n---\n19:02 marta: Hola\n",
            "content/rooms/nova-york/index.md": room("visibility: public\n"),
            "content/rooms/nova-york/schedule.yml": plainSchedule("America/New_York", "2026-11-12"),
            "content/rooms/amagada/index.md": room("visibility: unlisted\n"),
            "content/rooms/amagada/schedule.yml": plainSchedule("Europe/Madrid", "2026-11-13"),
            "content/rooms/secreta/index.md": room("visibility: private\n"),
            "content/rooms/secreta/schedule.yml": plainSchedule("Europe/Madrid", "2026-11-14"),
            "content/rooms/vella/index.md": room("ratings:\n  marta: 5\n  joan: 4\n"),
            "content/rooms/anonima/index.md": room("anonymous: true\n"),
            "content/rooms/anonima/schedule.yml": plainSchedule("Europe/Madrid", "2026-11-15"),
            "content/rooms/vella/schedule.yml": "events:\n  - kind: start\n    date: 2026-01-01\n  - kind: end\n    date: 2026-02-01\n",
        ])
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-feeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let fileSystem = InMemoryFileSystem(files)
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        let (result, summary) = try SiteBuild(fileSystem: fileSystem, options: BuildOptions.english(clock: clock),
                                              baseURL: nil, output: output.path).run()
        XCTAssertEqual(result.placed, [])
        XCTAssertNotNil(summary)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("feeds/check_feeds.py")
        let (status, report) = try PythonCheck.run(script, [output.path])
        XCTAssertEqual(status, 0, report)
        XCTAssertTrue(report.hasSuffix("feeds ok\n"), report)
    }
}
