import XCTest
@testable import Readalong

final class ScheduleRuleTests: XCTestCase {
    private let path = "content/rooms/tardor/schedule.yml"

    /// A schedule from 2026-11-01 to 2026-12-01 with `middle` events between (the start
    /// event takes lines 2–3, so the middle starts on line 4).
    private func roomEvents(_ middle: String) -> String {
        "events:\n  - kind: start\n    date: 2026-11-01\n" + middle + "\n  - kind: end\n    date: 2026-12-01\n"
    }

    private func schedule(_ text: String) throws -> CheckResult {
        try SiteFixture.check([path: text, "content/rooms/tardor/chat/primera.md": nil])
    }

    func testExactlyOneStartAndOneEnd() throws {
        XCTAssertDiagnostics(try schedule("events:\n  - kind: discussion\n    date: 2026-11-12 18:00\n"),
                             ["E030 content/rooms/tardor/schedule.yml:1:1", "E030 content/rooms/tardor/schedule.yml:1:1"])
        let twoStarts = "events:\n  - kind: start\n    date: 2026-11-01\n  - kind: start\n    date: 2026-11-02\n  - kind: end\n    date: 2026-12-01\n"
        XCTAssertDiagnostics(try schedule(twoStarts), ["E030 content/rooms/tardor/schedule.yml:4:5"])
    }

    func testEventsMustLieBetweenStartAndEnd() throws {
        let text = roomEvents("""
          - kind: discussion
            date: 2026-10-31 18:00
          - kind: meetup
            date: 2026-12-01 18:00
          - kind: deadline
            date: 2026-12-02
        """)
        XCTAssertDiagnostics(try schedule(text), ["W010 content/rooms/tardor/schedule.yml:4:5", "E031 content/rooms/tardor/schedule.yml:5:11",
                                                  "E031 content/rooms/tardor/schedule.yml:9:11"])
    }

    private let countUp = "a target is the last chapter read by its date, so targets count up in date order; "

    func testChapterTargetsNeverGoBackwardsInDateOrder() throws {
        let text = roomEvents("""
          - kind: discussion
            date: 2026-11-20 18:00
            chapters: 1-8
          - kind: discussion
            date: 2026-11-10 18:00
            chapters: 1-10
          - kind: discussion
            date: 2026-11-25 18:00
            chapters: Epíleg
          - kind: discussion
            date: 2026-11-28 18:00
            chapters: 8
        """)
        // In date order the targets are 10, 8, 8: the two that agree are taken as right.
        XCTAssertReports(try schedule(text), [
            Report("W010 content/rooms/tardor/schedule.yml:4:5: the discussion on 2026-11-20 and 3 more meetings of this room "
                   + "have no id: if a date moves, calendars get a new event and links to the old one break",
                   hint: "give each discussion and meetup an id that does not name its date, such as `- id: discussion-1` "
                       + "as the entry's first line"),
            Report("E032 content/rooms/tardor/schedule.yml:9:15: the target '1-10' goes beyond chapter 8 of a later event "
                   + "('discussion-2026-11-20', 2026-11-20)",
                   hint: countUp + "use 8 or less here; or check the dates: 'discussion-2026-11-20' is written before "
                       + "'discussion-2026-11-10' but dated after it"),
        ])
    }

    /// Weekly discussions `debat-1`, `debat-2`… from 2026-11-05 with these chapter targets;
    /// the chapters of discussion n are on line 3 + 4n.
    private func weekly(_ chapters: [String]) -> String {
        roomEvents(chapters.enumerated().map { index, target in
            let day = 5 + 7 * index
            return "  - id: debat-\(index + 1)\n    kind: discussion\n    date: 2026-11-\(day < 10 ? "0" : "")\(day) 18:00\n"
                + "    chapters: \(target)"
        }.joined(separator: "\n"))
    }

    func testOneTargetTooHighIsReportedItselfNotEveryLaterOne() throws {
        XCTAssertReports(try schedule(weekly(["1-5", "6-49", "10-15", "16-20"])), [
            Report("E032 content/rooms/tardor/schedule.yml:11:15: the target '6-49' goes beyond chapter 15 of a later event "
                   + "('debat-3', 2026-11-19)", hint: countUp + "use a chapter from 5 to 15 here"),
        ])
    }

    func testATargetThatGoesBackIsReportedWithTheChaptersThatFit() throws {
        XCTAssertReports(try schedule(weekly(["5", "2", "9", "7"])), [
            Report("E032 content/rooms/tardor/schedule.yml:11:15: the target '2' goes back from chapter 5 ('debat-1', 2026-11-05)",
                   hint: countUp + "use a chapter from 5 to 9 here"),
            Report("E032 content/rooms/tardor/schedule.yml:19:15: the target '7' goes back from chapter 9 ('debat-3', 2026-11-19)",
                   hint: countUp + "use 9 or more here"),
        ])
    }

    func testOfTwoTargetsTheLaterIsReportedUnlessALaterOneAgreesWithIt() throws {
        XCTAssertReports(try schedule(weekly(["1-10", "8"])), [
            Report("E032 content/rooms/tardor/schedule.yml:11:15: the target '8' goes back from chapter 10 ('debat-1', 2026-11-05)",
                   hint: countUp + "use 10 or more here"),
        ])
        XCTAssertReports(try schedule(weekly(["1-10", "8", "9"])), [
            Report("E032 content/rooms/tardor/schedule.yml:7:15: the target '1-10' goes beyond chapter 8 of a later event "
                   + "('debat-2', 2026-11-12)", hint: countUp + "use 8 or less here"),
        ])
    }

    func testATargetMadeWrongByADateIsReportedWithTheDates() throws {
        // debat-3 was meant for 2026-11-19; written 2026-11-09 it comes before debat-2.
        let text = weekly(["1-5", "6-10", "11-15", "16-20"]).replacingOccurrences(of: "2026-11-19", with: "2026-11-09")
        XCTAssertReports(try schedule(text), [
            Report("E032 content/rooms/tardor/schedule.yml:11:15: the target '6-10' goes back from chapter 15 "
                   + "('debat-3', 2026-11-09)",
                   hint: countUp + "use a chapter from 15 to 20 here; or check the dates: 'debat-3' is written after "
                       + "'debat-2' but dated before it"),
        ])
    }

    func testLongestRunThatCountsUpPrefersTheEarlierTargets() {
        XCTAssertEqual(ChapterOrder.longestCountingUp([]), [])
        XCTAssertEqual(ChapterOrder.longestCountingUp([10, 8]), [0])
        XCTAssertEqual(ChapterOrder.longestCountingUp([5, 49, 15, 20]), [0, 2, 3])
        XCTAssertEqual(ChapterOrder.longestCountingUp([3, 3, 1, 3]), [0, 1, 3])
    }

    func testAMissingDashLineBetweenTwoEventsIsNamed() throws {
        // The line `  - id: debat-2` was deleted: debat-2's keys now repeat debat-1's.
        let text = roomEvents("""
          - id: debat-1
            kind: discussion
            date: 2026-11-12 18:00
            chapters: 1-10
            kind: discussion
            date: 2026-11-19 18:00
            chapters: 11-20
        """)
        XCTAssertReports(try schedule(text), [
            Report("E009 content/rooms/tardor/schedule.yml:8:5: key 'kind' is written twice in one event: "
                   + "the `- ` line that starts the next event seems to be missing",
                   hint: "write line 8 as `  - kind: discussion` to start a new event there, or put back the line that "
                       + "started it; the file is not read further until then"),
        ])
    }

    func testAKeyRepeatedInOneEventMayStillStartAnother() throws {
        let text = "events:\n  - kind: start\n    date: 2026-11-01\n  - kind: end\n    date: 2026-11-30\n    date: 2026-12-01\n"
        XCTAssertReports(try schedule(text), [
            Report("E009 content/rooms/tardor/schedule.yml:6:5: key 'date' is written twice in one event",
                   hint: "keep one of the two lines; if line 6 starts another event, write it as `  - date: 2026-12-01`; "
                       + "the file is not read further until then"),
        ])
    }

    func testEventIDs() throws {
        let text = roomEvents("""
          - id: Debat 1
            kind: discussion
            date: 2026-11-10 18:00
          - id: debat
            kind: discussion
            date: 2026-11-11 18:00
          - id: debat
            kind: discussion
            date: 2026-11-12 18:00
          - kind: meetup
            date: 2026-11-13 18:00
          - kind: meetup
            date: 2026-11-13 20:00
        """)
        let result = try schedule(text)
        XCTAssertDiagnostics(result, ["E006 content/rooms/tardor/schedule.yml:4:9", "E033 content/rooms/tardor/schedule.yml:10:9",
                                      "W010 content/rooms/tardor/schedule.yml:13:5"])
    }

    func testDefaultIDsAreKindAndDateNumberedWithinADay() throws {
        let text = roomEvents("""
          - id: debat-1
            kind: discussion
            date: 2026-11-10 18:00
          - kind: meetup
            date: 2026-11-13 18:00
          - kind: meetup
            date: 2026-11-13 20:00
        """)
        let events = try XCTUnwrap(schedule(text).site?.rooms.first?.schedule?.events)
        XCTAssertEqual(events.map(\.id.value),
                       ["start-2026-11-01", "debat-1", "meetup-2026-11-13", "meetup-2026-11-13-2", "end-2026-12-01"])
    }

    func testDaylightSavingGapIsAnErrorAndOverlapAWarning() throws {
        let text = """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-03-01
          - kind: discussion
            date: 2026-03-29 02:30
          - kind: discussion
            date: 2026-10-25 02:30
          - kind: end
            date: 2026-11-30
        """
        XCTAssertDiagnostics(try schedule(text), ["W010 content/rooms/tardor/schedule.yml:5:5", "E034 content/rooms/tardor/schedule.yml:6:11",
                                                  "W004 content/rooms/tardor/schedule.yml:8:11"])
    }

    func testDatesDurationsAndZones() throws {
        let text = """
        timezone: Europe/Madird
        events:
          - kind: start
            date: 2026-11-01
          - kind: discussion
            date: 12/11/2026 18:00
          - kind: discussion
            date: 2026-11-13T18:00+01:00
            duration: 90
          - kind: discussion
            date: 2026-11-14 18:00
            duration: 1h30m
          - kind: end
            date: 2026-12-01
        """
        XCTAssertDiagnostics(try schedule(text), ["E012 content/rooms/tardor/schedule.yml:1:11", "E013 content/rooms/tardor/schedule.yml:6:11",
                                                  "W010 content/rooms/tardor/schedule.yml:7:5", "E013 content/rooms/tardor/schedule.yml:9:15"])
    }

    func testKindIsRequiredAndChecked() throws {
        let text = "events:\n  - kind: start\n    date: 2026-11-01\n  - kind: debate\n    date: 2026-11-10\n  - date: 2026-11-11\n  - kind: end\n    date: 2026-12-01\n"
        XCTAssertDiagnostics(try schedule(text), ["E008 content/rooms/tardor/schedule.yml:4:11", "E005 content/rooms/tardor/schedule.yml:6:5"])
    }

    func testLocationURLsAreChecked() throws {
        let text = "events:\n  - kind: start\n    date: 2026-11-01\n    location: \"javascript:alert(1)\"\n  - kind: end\n    date: 2026-12-01\n    location: \"Biblioteca: sala 2\"\n"
        XCTAssertDiagnostics(try schedule(text), ["E010 content/rooms/tardor/schedule.yml:4:15"])
    }

    func testAnotherZoneAndOffsetsResolveToInstants() throws {
        let text = """
        timezone: America/Mexico_City
        events:
          - kind: start
            date: 2026-11-01
          - id: debat
            kind: discussion
            date: 2026-11-12 18:00
          - id: fixed
            kind: meetup
            date: 2026-11-13T18:00Z
          - kind: end
            date: 2026-12-01
        """
        let result = try schedule(text)
        XCTAssertDiagnostics(result, [])
        let events = try XCTUnwrap(result.site?.rooms.first?.schedule?.events)
        XCTAssertEqual(events[1].interval.start, BuildClock.parseISO8601("2026-11-13T00:00:00Z"))
        XCTAssertEqual(events[2].interval.start, BuildClock.parseISO8601("2026-11-13T18:00:00Z"))
        XCTAssertEqual(events[0].interval.start, BuildClock.parseISO8601("2026-11-01T06:00:00Z"))
    }

    func testMeetingsWithoutAnIDAreReportedOncePerRoomThatStillPublishesThem() throws {
        let events = roomEvents("""
          - kind: discussion
            date: 2026-11-10 18:00
          - id: sopar
            kind: meetup
            date: 2026-11-13 21:00
          - kind: meetup
            date: 2026-11-20 18:00
          - kind: deadline
            date: 2026-11-25
        """)
        let result = try schedule(events)
        XCTAssertDiagnostics(result, ["W010 content/rooms/tardor/schedule.yml:4:5"])
        XCTAssertEqual(result.diagnostics[0].message, "the discussion on 2026-11-10 and 1 more meeting of this room have no id: "
            + "if a date moves, calendars get a new event and links to the old one break")
        XCTAssertEqual(result.diagnostics[0].hint,
                       "give each discussion and meetup an id that does not name its date, such as `- id: discussion-1` as the entry's first line")

        // Not for rooms that publish nothing, drafts (unless built), or rooms already finished.
        let room = SiteFixture.files["content/rooms/tardor/index.md"]!
        let privateRoom = room.replacingOccurrences(of: "book: solitud", with: "book: solitud\nvisibility: private")
        let noChat: [String: String?] = [path: events, "content/rooms/tardor/chat/primera.md": nil]
        XCTAssertDiagnostics(try SiteFixture.check(noChat.merging(["content/rooms/tardor/index.md": privateRoom]) { $1 }), [])
        let draft = room.replacingOccurrences(of: "book: solitud", with: "book: solitud\ndraft: true")
        XCTAssertDiagnostics(try SiteFixture.check(noChat.merging(["content/rooms/tardor/index.md": draft]) { $1 }), [])
        XCTAssertDiagnostics(try SiteFixture.check(noChat.merging(["content/rooms/tardor/index.md": draft]) { $1 }, drafts: true),
                             ["W010 content/rooms/tardor/schedule.yml:4:5"])
        let finished = events.replacingOccurrences(of: "2026-12-01", with: "2026-11-21").replacingOccurrences(of: "2026-11-25", with: "2026-11-21")
        XCTAssertDiagnostics(try schedule(finished), [])
    }
}
