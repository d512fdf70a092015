import XCTest
@testable import Readalong

/// The calendars of the editions fixture read by an independent parser (Python's
/// icalendar): alarms from the site's and a room's `reminder`, what they say to have read,
/// and each member's target in the edition they read
/// (`scripts/quality/editions/check_calendars.py`).
final class EditionCalendarTests: XCTestCase {
    func testCalendarsCarryAlarmsAndTargetsInEachReadersEdition() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-editions-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601(EditionsFixture.now)!)
        let (result, summary) = try SiteBuild(fileSystem: InMemoryFileSystem(EditionsFixture.files()),
                                              options: BuildOptions.english(clock: clock), baseURL: nil, output: output.path).run()
        XCTAssertEqual(result.placed, [])
        XCTAssertNotNil(summary)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/quality/editions/check_calendars.py")
        let (status, report) = try PythonCheck.run(script, [output.path])
        XCTAssertEqual(status, 0, report)
    }

    func testAReminderIsALengthOfTimeBeforeTheMeeting() throws {
        XCTAssertEqual(ReminderLead.parse("1d")?.trigger, "-P1D")
        XCTAssertEqual(ReminderLead.parse("2h")?.trigger, "-PT2H")
        XCTAssertEqual(ReminderLead.parse("1d12h30m")?.trigger, "-P1DT12H30M")
        XCTAssertEqual(ReminderLead.parse("45m")?.seconds, 2700)
        for wrong in ["", "0m", "2", "1h1d", "31d", "1 d", "2w"] { XCTAssertNil(ReminderLead.parse(wrong), wrong) }
        let result = try SiteFixture.check(["content/site.yml": SiteFixture.files["content/site.yml"]! + "\nreminder: 2 days\n"])
        XCTAssertReports(result, [
            Report("E013 content/site.yml:5:11: 'reminder' must be a length of time such as 1d, 2h or 30m, found '2 days'",
                   hint: "write how long before each meeting the alarm goes off, with d (days), h (hours) and m (minutes) "
                       + "in that order: 1d, 2h, 1d12h, up to 30d"),
        ])
    }
}
