import XCTest
@testable import Readalong

final class TranscriptRuleTests: XCTestCase {
    private let path = "content/rooms/tardor/chat/primera.md"

    private func chat(_ body: String, frontMatter: String = "date: 2026-11-12\nevent: debat-1",
                      extra: [String: String?] = [:]) throws -> CheckResult {
        var changes = extra
        changes[path] = "---\n\(frontMatter)\n---\n\(body)"
        return try SiteFixture.check(changes)
    }

    func testMessagesContinuationsAndDays() throws {
        let body = """
        18:02 marta: Benvinguts!
          Primer paràgraf
            amb sagnat.

          Segon paràgraf.

        18:03:30 joan [spoiler, edited]: La Mila se'n va.
        ## 2026-11-13
        09:15 anna [hidden]: Missatge amagat.
        """
        let result = try chat(body)
        XCTAssertDiagnostics(result, [])
        let messages = try XCTUnwrap(result.site?.rooms.first?.transcripts.first?.messages)
        XCTAssertEqual(messages.count, 3)
        XCTAssertEqual(messages[0].text, "Benvinguts!\nPrimer paràgraf\n  amb sagnat.\n\nSegon paràgraf.")
        XCTAssertEqual(messages[1].flags, [.spoiler, .edited])
        XCTAssertEqual(messages[1].time.description, "2026-11-12 18:03:30")
        XCTAssertEqual(messages[2].time.description, "2026-11-13 09:15")
        XCTAssertEqual(messages[2].flags, [.hidden])
        XCTAssertEqual(messages[2].line, 13)
    }

    func testUnrecognisedLineIsQuoted() throws {
        let result = try chat("18:02 marta: Hola\nmarta: sense hora\n")
        XCTAssertDiagnostics(result, ["E040 content/rooms/tardor/chat/primera.md:6:1"])
        XCTAssertEqual(result.diagnostics[0].message, "line not understood: \"marta: sense hora\"")
    }

    func testTwelveHourTimesAreShownOnTheTwentyFourHourClock() throws {
        let result = try chat("18:02 marta: Hola\n7:05 PM joan: Bona nit\n12:30 a. m. anna [spoiler]: Tard\n7:05pm\n")
        XCTAssertReports(result, [
            Report("E040 content/rooms/tardor/chat/primera.md:6:1: line not understood: \"7:05 PM joan: Bona nit\"",
                   hint: "times are written on the 24-hour clock: `19:05 joan: …`, without AM or PM"),
            Report("E040 content/rooms/tardor/chat/primera.md:7:1: line not understood: \"12:30 a. m. anna [spoiler]: Tard\"",
                   hint: "times are written on the 24-hour clock: `00:30 anna [spoiler]: …`, without AM or PM"),
            Report("E040 content/rooms/tardor/chat/primera.md:8:1: line not understood: \"7:05pm\"",
                   hint: "times are written on the 24-hour clock: `19:05`, without AM or PM"),
        ])
    }

    func testLinesPastedFromWhatsAppPointToTheImport() throws {
        let hint = "this line comes from a WhatsApp export; convert the whole export with "
            + "`publish import whatsapp <export.txt> --room tardor` instead of pasting it"
        let result = try chat("[12/11/26, 19:05:12] Marta: Hola\n12/11/26, 19:05 - Marta: Hola\n11/12/26, 7:06 PM - Joan: Hola\n")
        XCTAssertReports(result, [
            Report("E040 content/rooms/tardor/chat/primera.md:5:1: line not understood: \"[12/11/26, 19:05:12] Marta: Hola\"", hint: hint),
            Report("E040 content/rooms/tardor/chat/primera.md:6:1: line not understood: \"12/11/26, 19:05 - Marta: Hola\"", hint: hint),
            Report("E040 content/rooms/tardor/chat/primera.md:7:1: line not understood: \"11/12/26, 7:06 PM - Joan: Hola\"", hint: hint),
        ])
    }

    func testAPollOptionThatLostItsDashIsNamed() throws {
        let frontMatter = """
        date: 2026-11-12
        polls:
          - question: Quin final?
            options:
              - text: El primer
                votes: [joan]
                text: El segon
                votes: [anna]
        """
        XCTAssertReports(try chat("18:02 marta: Hola\n", frontMatter: frontMatter), [
            Report("E009 content/rooms/tardor/chat/primera.md:8:9: key 'text' is written twice in one option: "
                   + "the `- ` line that starts the next option seems to be missing",
                   hint: "write line 8 as `      - text: El segon` to start a new option there, or put back the line "
                       + "that started it; the file is not read further until then"),
        ])
    }

    func testIndentedLineWithoutAMessage() throws {
        XCTAssertDiagnostics(try chat("  orfe\n18:02 marta: Hola\n## 2026-11-13\n  orfe també\n"),
                             ["E041 content/rooms/tardor/chat/primera.md:5:1", "E041 content/rooms/tardor/chat/primera.md:8:1"])
    }

    func testDayLinesMustMoveForward() throws {
        XCTAssertDiagnostics(try chat("18:02 marta: Hola\n## 2026-11-12\n## 2026-11-11\n## 2026-13-01\n"),
                             ["E042 content/rooms/tardor/chat/primera.md:6:4", "E042 content/rooms/tardor/chat/primera.md:7:4",
                              "E013 content/rooms/tardor/chat/primera.md:8:4"])
    }

    func testTimesMustNotGoBackwards() throws {
        let result = try chat("18:02 marta: Hola\n18:01 joan: Abans\n25:00 anna: Impossible\n")
        XCTAssertDiagnostics(result, ["E043 content/rooms/tardor/chat/primera.md:6:1", "E013 content/rooms/tardor/chat/primera.md:7:1"])
        XCTAssertEqual(result.diagnostics[0].hint, "messages must be in time order; after midnight add a day line `## 2026-11-13`")
    }

    func testSenderMustBeInTheRoom() throws {
        let result = try chat("18:02 pau: Hola\n18:03 Marta Puig: Hola\n18:04 joen: Hola\n")
        XCTAssertDiagnostics(result, ["E044 content/rooms/tardor/chat/primera.md:5:7", "E040 content/rooms/tardor/chat/primera.md:6:1",
                                      "E044 content/rooms/tardor/chat/primera.md:7:7"])
        XCTAssertEqual(result.diagnostics[2].hint, "did you mean 'joan'?")
    }

    func testUnknownFlag() throws {
        let result = try chat("18:02 marta [spoiler, hiden]: Hola\n")
        XCTAssertDiagnostics(result, ["E046 content/rooms/tardor/chat/primera.md:5:23"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'hidden'?")
    }

    func testEventMustExistInTheSchedule() throws {
        let result = try chat("18:02 marta: Hola\n", frontMatter: "date: 2026-11-12\nevent: debat-2")
        XCTAssertDiagnostics(result, ["E045 content/rooms/tardor/chat/primera.md:3:8"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'debat-1'?")
    }

    func testDateIsRequired() throws {
        XCTAssertDiagnostics(try chat("18:02 marta: Hola\n", frontMatter: "title: Sense data"),
                             ["E005 content/rooms/tardor/chat/primera.md:1:1"])
    }

    func testMessagesOutsideTheRoomAreWarnings() throws {
        XCTAssertDiagnostics(try chat("18:02 marta: Hola\n", frontMatter: "date: 2026-10-30"),
                             ["W005 content/rooms/tardor/chat/primera.md:4:1"])
        XCTAssertDiagnostics(try chat("18:02 marta: Hola\n", frontMatter: "date: 2026-12-31"), [])
        XCTAssertDiagnostics(try chat("18:02 marta: Hola\n", frontMatter: "date: 2027-01-01"),
                             ["W005 content/rooms/tardor/chat/primera.md:4:1"])
    }

    func testDaylightSavingInTranscripts() throws {
        let schedule = "events:\n  - kind: start\n    date: 2026-03-01\n  - kind: end\n    date: 2026-11-30\n"
        let result = try chat("02:30 marta: Gap\n", frontMatter: "date: 2026-03-29",
                              extra: ["content/rooms/tardor/schedule.yml": schedule])
        XCTAssertDiagnostics(result, ["E034 content/rooms/tardor/chat/primera.md:4:1"])
        let overlap = try chat("02:30 marta: Twice\n", frontMatter: "date: 2026-10-25\ntimezone: Europe/London",
                               extra: ["content/rooms/tardor/schedule.yml": schedule])
        XCTAssertDiagnostics(overlap, [])
        let madridOverlap = try chat("02:30 marta: Twice\n", frontMatter: "date: 2026-10-25",
                                     extra: ["content/rooms/tardor/schedule.yml": schedule])
        XCTAssertDiagnostics(madridOverlap, ["W004 content/rooms/tardor/chat/primera.md:4:1"])
    }

    func testPollVoters() throws {
        let frontMatter = """
        date: 2026-11-12
        polls:
          - question: Quin final?
            at: "18:30"
            options:
              - text: El primer
                votes: [joan, anna]
              - text: El segon
                votes: [joan, pau]
          - question: Quins personatges?
            multiple: true
            options:
              - text: Mila
                votes: [joan]
              - text: Matias
                votes: [joan]
          - question: Sense opcions
          - question: Llista buida
            options: []
        """
        XCTAssertDiagnostics(try chat("18:02 marta: Hola\n", frontMatter: frontMatter),
                             ["E048 content/rooms/tardor/chat/primera.md:10:17", "E047 content/rooms/tardor/chat/primera.md:10:23",
                              "E005 content/rooms/tardor/chat/primera.md:18:5",
                              "E005 content/rooms/tardor/chat/primera.md:20:5"])
    }

    func testAnonymousRoomMessagesThatNameMembers() throws {
        let room = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nanonymous: true\n---\n"
        let body = "18:02 marta: Hola joan!\n18:03 anna: La Marta té raó.\n18:04 joan: Com diu Anna Serra...\n18:05 anna: Joana no és ningú.\n"
        XCTAssertDiagnostics(try chat(body, extra: ["content/rooms/tardor/index.md": room]),
                             ["W006 content/rooms/tardor/chat/primera.md:5:1", "W006 content/rooms/tardor/chat/primera.md:7:1"])
    }

    func testTranscriptsAreOrderedByTheirFirstMessage() throws {
        let later = "---\ndate: 2026-11-20\n---\n18:00 joan: Després\n"
        let result = try chat("18:02 marta: Abans\n", extra: ["content/rooms/tardor/chat/a-later.md": later])
        XCTAssertEqual(result.site?.rooms.first?.transcripts.map(\.name), ["primera", "a-later"])
    }
}
