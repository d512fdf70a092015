import XCTest
@testable import Readalong

/// The `[ch N]` flag of chat messages: read into the message, refused when it is not a
/// chapter, and a warning when it goes beyond the discussion's milestone.
final class ChapterFlagTests: XCTestCase {
    private let path = SiteFixture.chatPath

    func testChapterAndRangeFlagsAreRead() throws {
        let result = try SiteFixture.checkChat("18:02 marta [ch 3]: Hola\n18:03 joan [spoiler, ch 2-4, edited]: La Mila\n18:04 anna: Res\n")
        XCTAssertDiagnostics(result, [])
        let messages = try XCTUnwrap(result.site?.rooms.first?.transcripts.loaded.first?.messages)
        XCTAssertEqual(messages.map { $0.chapters?.value }, [3...3, 2...4, nil])
        XCTAssertEqual(messages[1].flags, [.spoiler, .edited])
        XCTAssertEqual(messages[1].chapters?.location.description, "\(path):6:22")
    }

    func testAFlagBeyondTheMilestoneIsAWarning() throws {
        let result = try SiteFixture.checkChat("18:02 marta [ch 10]: Fins aquí\n18:03 joan [spoiler, ch 9-12]: Massa lluny\n")
        XCTAssertReports(result, [
            Report("W014 \(path):6:22: chapter 9-12 is beyond this discussion's target (chapters 1-10)",
                   hint: "check the flag, or the transcript's event: 'debat-1' covers up to chapter 10"),
        ])
    }

    func testWithoutANumericTargetNothingIsCompared() throws {
        let withoutEvent = try SiteFixture.checkChat("18:02 marta [ch 40]: Lluny\n", frontMatter: "date: 2026-11-12")
        XCTAssertDiagnostics(withoutEvent, [])
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!
            .replacingOccurrences(of: "chapters: 1-10", with: "chapters: Primera part")
        let freeText = try SiteFixture.checkChat("18:02 marta [ch 40]: Lluny\n", extra: ["content/rooms/tardor/schedule.yml": schedule])
        XCTAssertDiagnostics(freeText, [])
    }

    func testFlagsThatAreNotChaptersAreErrors() throws {
        let body = "18:02 marta [ch]: A\n18:03 joan [ch dotze]: B\n18:04 anna [ch 14-12]: C\n18:05 marta [ch 3, ch 4]: D\n"
        let result = try SiteFixture.checkChat(body)
        let numberHint = "write the chapter as a number or a range, as in the schedule: ch 12 or ch 12-14"
        XCTAssertReports(result, [
            Report("E089 \(path):5:14: chapter flag without a chapter", hint: numberHint),
            Report("E089 \(path):6:13: chapter flag 'dotze' is not a chapter number", hint: numberHint),
            Report("E089 \(path):7:13: chapter range '14-12' is written backwards", hint: "write the lower chapter first: ch 12-14"),
            Report("E089 \(path):8:20: a second chapter flag on one message", hint: "give one flag with a range instead: ch 12-14"),
        ])
    }

    func testAWordStartingWithChIsStillAnUnknownFlag() throws {
        let result = try SiteFixture.checkChat("18:02 marta [chapter 3]: Hola\n")
        XCTAssertReports(result, [
            Report("E046 \(path):5:14: unknown flag 'chapter 3'",
                   hint: "flags are spoiler, hidden, edited, ch N (the chapter the message talks about) and lang xx (the language it is written in)"),
        ])
    }
}
