import XCTest
@testable import Readalong

/// Cases found in review: each pins a behaviour that once was wrong.
final class RegressionTests: XCTestCase {
    private let chatPath = "content/rooms/tardor/chat/primera.md"
    private let schedulePath = "content/rooms/tardor/schedule.yml"

    func testMentionsNextToPunctuationAreFound() throws {
        let room = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nanonymous: true\n---\n"
        let body = "18:02 marta: «Anna Serra» diu\n18:03 anna: l’anna?\n18:04 joan: ¡Joan!\n18:05 anna: annà no\n"
        let result = try SiteFixture.check(["content/rooms/tardor/index.md": room,
                                            chatPath: "---\ndate: 2026-11-12\n---\n" + body])
        XCTAssertDiagnostics(result, ["W006 content/rooms/tardor/chat/primera.md:4:1", "W006 content/rooms/tardor/chat/primera.md:5:1",
                                      "W006 content/rooms/tardor/chat/primera.md:6:1"])
    }

    func testAmbiguousTimeHintNamesTheZonesOffsets() throws {
        let schedule = "timezone: America/New_York\nevents:\n  - kind: start\n    date: 2026-10-01\n  - kind: meetup\n    date: 2026-11-01 01:30\n  - kind: end\n    date: 2026-12-01\n"
        let result = try SiteFixture.check([schedulePath: schedule, chatPath: nil])
        XCTAssertDiagnostics(result, ["W010 content/rooms/tardor/schedule.yml:5:5", "W004 content/rooms/tardor/schedule.yml:6:11"])
        XCTAssertEqual(result.diagnostics[1].hint, "write the offset you mean: 2026-11-01T01:30-04:00 or 2026-11-01T01:30-05:00")
    }

    func testAllDayEventOnATimedStartDayIsInside() throws {
        let schedule = "events:\n  - kind: start\n    date: 2026-11-01 18:00\n  - kind: deadline\n    date: 2026-11-01\n  - kind: end\n    date: 2026-12-01\n"
        XCTAssertDiagnostics(try SiteFixture.check([schedulePath: schedule, chatPath: nil]), [])
    }

    func testEndBeforeStartIsOneError() throws {
        let schedule = "events:\n  - kind: start\n    date: 2026-12-01\n  - kind: discussion\n    date: 2026-11-12 18:00\n  - kind: end\n    date: 2026-11-01\n"
        XCTAssertDiagnostics(try SiteFixture.check([schedulePath: schedule, chatPath: nil]), ["E031 content/rooms/tardor/schedule.yml:7:11"])
    }

    func testUnreadableEventsDoNotCascade() throws {
        let schedule = "events:\n  - kind: strat\n    date: 2026-11-01\n  - id: debat-1\n    kind: discussion\n    date: 2026-11-31 18:00\n  - kind: end\n    date: 2026-12-01\n"
        let result = try SiteFixture.check([schedulePath: schedule])
        XCTAssertDiagnostics(result, ["E008 content/rooms/tardor/schedule.yml:2:11", "E013 content/rooms/tardor/schedule.yml:6:11"])
    }

    func testReversedChapterRange() throws {
        let schedule = SiteFixture.files[schedulePath]!.replacingOccurrences(of: "chapters: 1-10", with: "chapters: 10-1")
        let result = try SiteFixture.check([schedulePath: schedule])
        XCTAssertDiagnostics(result, ["E008 content/rooms/tardor/schedule.yml:8:15"])
        XCTAssertEqual(result.diagnostics[0].hint, "write the lower chapter first: 1-10")
    }

    func testADateWrittenByHandIsShownRewritten() throws {
        let schedule = SiteFixture.files[schedulePath]!.replacingOccurrences(of: "date: 2026-11-12 18:00", with: "date: 03/12/2026 23:00")
        XCTAssertReports(try SiteFixture.check([schedulePath: schedule]), [
            Report("E013 content/rooms/tardor/schedule.yml:7:11: '03/12/2026 23:00' is not a date or a date and time",
                   hint: "write `2026-12-03 23:00` (year-month-day; read day first, as 03/12 usually means); "
                       + "if 03 is the month, write `2026-03-12 23:00`"),
        ])
    }

    func testADateThatReadsOnlyOneWayHasOneRewriting() throws {
        let schedule = SiteFixture.files[schedulePath]!.replacingOccurrences(of: "date: 2026-11-12 18:00", with: "date: 11/25/2026 18.30")
        XCTAssertEqual(try SiteFixture.check([schedulePath: schedule]).diagnostics.map(\.hint),
                       ["write it year-month-day: `2026-11-25 18:30`"])
    }

    func testTranscriptWithoutDateStillReportsItsLinesWithoutInventingADay() throws {
        let result = try SiteFixture.check([chatPath: "---\ntitle: x\n---\n18:02 marta: a\n18:01 joan: b\n"])
        XCTAssertDiagnostics(result, ["E005 content/rooms/tardor/chat/primera.md:1:1", "E043 content/rooms/tardor/chat/primera.md:5:1"])
        XCTAssertFalse(result.diagnostics[1].hint?.contains("1970") ?? true)
    }

    func testAMisspeltHostDoesNotCascadeIntoSendersAndVoters() throws {
        let room = "---\nbook: solitud\nhost: mrta\nmembers: [joan, anna]\nratings:\n  marta: 5\n---\n"
        let chat = "---\ndate: 2026-11-12\npolls:\n  - question: Q\n    options:\n      - text: A\n        votes: [marta, joan]\n---\n18:02 marta: Hola\n"
        let result = try SiteFixture.check(["content/rooms/tardor/index.md": room, chatPath: chat])
        XCTAssertDiagnostics(result, ["E022 content/rooms/tardor/index.md:3:7"])
    }

    func testSenderWrittenAsAMembersNameIsReportedWithTheirHandle() throws {
        let chat = "---\ndate: 2026-11-12\n---\n18:02 Marta Puig: Hola\n18:03 joan: Hola\n18:04 marta puig [edited]: Som-hi\n"
        XCTAssertReports(try SiteFixture.check([chatPath: chat]), [
            Report("E044 content/rooms/tardor/chat/primera.md:4:7: 'Marta Puig' is a display name; senders are written by handle",
                   hint: "write Marta Puig's handle 'marta' (the file content/members/marta.md) in place of the name, "
                       + "in this and every message of theirs"),
            Report("E044 content/rooms/tardor/chat/primera.md:6:7: 'marta puig' is a display name; senders are written by handle",
                   hint: "write Marta Puig's handle 'marta' (the file content/members/marta.md) in place of the name, "
                       + "in this and every message of theirs"),
        ])
    }

    func testSenderWrittenAsAnUnknownNameAsksForAHandle() throws {
        let result = try SiteFixture.check([chatPath: "---\ndate: 2026-11-12\n---\n18:02 Rosa Mir: Hola\n"])
        XCTAssertReports(result, [
            Report("E044 content/rooms/tardor/chat/primera.md:4:7: 'Rosa Mir' is not a member of this room",
                   hint: "the sender must be a member's handle (the name of their file in content/members/), one word such as marta"),
        ])
    }

    func testUpperCaseExtension() throws {
        let book = SiteFixture.files["content/books/nada.md"]!
        let result = try SiteFixture.check(["content/books/nada.md": nil, "content/books/nada.MD": book])
        XCTAssertDiagnostics(result, ["E006 content/books/nada.MD:1:1"])
    }

    func testABookFileWithCapitalsIsNeverSuggestedAsWritten() throws {
        let book = SiteFixture.files["content/books/solitud.md"]!
        let result = try SiteFixture.check(["content/books/solitud.md": nil, "content/books/Solitud.md": book])
        XCTAssertReports(result, [
            Report("E006 content/books/Solitud.md:1:1: book slug 'Solitud' breaks the naming rule",
                   hint: "use lower-case letters, digits and hyphens, e.g. 'solitud'"),
            Report("E021 content/rooms/tardor/index.md:2:7: no book 'solitud' in content/books/",
                   hint: "rename content/books/Solitud.md to solitud.md, as its own error asks; 'solitud' is then right"),
        ])
    }

    func testAMisspeltReferenceToAMisnamedBookGetsTheValidName() throws {
        let book = SiteFixture.files["content/books/solitud.md"]!
        let room = SiteFixture.files["content/rooms/tardor/index.md"]!.replacingOccurrences(of: "book: solitud", with: "book: solitut")
        let result = try SiteFixture.check(["content/books/solitud.md": nil, "content/books/Solitud.md": book,
                                            "content/rooms/tardor/index.md": room])
        XCTAssertEqual(result.diagnostics.last?.hint,
                       "rename content/books/Solitud.md to solitud.md, as its own error asks, and write 'solitud' here")
    }

    func testRepeatedBrokenLinksEachHaveTheirPlace() throws {
        let page = "---\ntitle: Sobre\n---\n[a](@/books/cap.md) i [b](@/books/cap.md), també @/books/cap.md\n"
        let result = try SiteFixture.check(["content/pages/sobre.md": page])
        XCTAssertDiagnostics(result, ["E050 content/pages/sobre.md:4:5", "E050 content/pages/sobre.md:4:27",
                                      "W008 content/pages/sobre.md:4:50"])
    }

    func testAnImagePathWithASpaceIsReportedWithItsFix() throws {
        let page = "---\ntitle: Sobre\n---\nLa quedada:\n\n![Quedada al retir](@/assets/quedada retiro.jpg)\n"
        XCTAssertReports(try SiteFixture.check(["content/pages/sobre.md": page]), [
            Report("E050 content/pages/sobre.md:6:21: '@/assets/quedada retiro.jpg' has a space, so it is not read as a link "
                       + "and shows as plain text",
                   hint: "Markdown stops a link at a space: write it between angle brackets, (<@/assets/quedada retiro.jpg>), "
                       + "or with %20 for each space, (@/assets/quedada%20retiro.jpg)"),
        ])
    }

    func testAnImagePathWithASpaceInAngleBracketsIsAccepted() throws {
        let page = "---\ntitle: Sobre\n---\n![Quedada al retir](<@/assets/quedada retiro.jpg>)\n"
        let result = try SiteFixture.check(["content/pages/sobre.md": page, "content/assets/quedada retiro.jpg": "x"])
        XCTAssertFalse(result.diagnostics.contains { $0.code.id == "E050" || $0.code.id == "W008" || $0.code.id == "E074" },
                       "\(result.diagnostics.map(\.message))")
    }

    func testNonASCIIDigitsAndSignedYears() throws {
        let book = "---\ntitle: S\nauthors: [A]\nisbn: ９７８８４９７５９３２９８\npublished: \"+12\"\n---\n"
        XCTAssertDiagnostics(try SiteFixture.check(["content/books/solitud.md": book]),
                             ["E019 content/books/solitud.md:4:7", "E013 content/books/solitud.md:5:12"])
    }

    func testTranscriptsOfARoomWithoutScheduleUseTheSiteZone() throws {
        let result = try SiteFixture.check([schedulePath: nil, chatPath: "---\ndate: 2026-03-29\n---\n02:30 marta: a\n"])
        XCTAssertDiagnostics(result, ["E087 content/rooms/tardor/chat/primera.md:1:1", "E034 content/rooms/tardor/chat/primera.md:4:1"])
    }
}
