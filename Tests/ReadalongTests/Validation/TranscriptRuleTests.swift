import XCTest
@testable import Readalong

final class TranscriptRuleTests: XCTestCase {
    private let path = SiteFixture.chatPath

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
        let result = try SiteFixture.checkChat(body)
        XCTAssertDiagnostics(result, [])
        let messages = try XCTUnwrap(result.site?.rooms.first?.transcripts.loaded.first?.messages)
        XCTAssertEqual(messages.count, 3)
        XCTAssertEqual(messages[0].text, "Benvinguts!\nPrimer paràgraf\n  amb sagnat.\n\nSegon paràgraf.")
        XCTAssertEqual(messages[1].flags, [.spoiler, .edited])
        XCTAssertEqual(messages[1].time.description, "2026-11-12 18:03:30")
        XCTAssertEqual(messages[2].time.description, "2026-11-13 09:15")
        XCTAssertEqual(messages[2].flags, [.hidden])
        XCTAssertEqual(messages[2].line, 13)
    }

    func testUnrecognisedLineIsQuoted() throws {
        let result = try SiteFixture.checkChat("18:02 marta: Hola\nmarta: sense hora\n")
        XCTAssertDiagnostics(result, ["E040 content/rooms/tardor/chat/primera.md:6:1"])
        XCTAssertEqual(result.diagnostics[0].message, "line not understood: \"marta: sense hora\"")
    }

    func testTwelveHourTimesAreShownOnTheTwentyFourHourClock() throws {
        let result = try SiteFixture.checkChat("18:02 marta: Hola\n7:05 PM joan: Bona nit\n12:30 a. m. anna [spoiler]: Tard\n7:05pm\n")
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
        let result = try SiteFixture.checkChat("[12/11/26, 19:05:12] Marta: Hola\n12/11/26, 19:05 - Marta: Hola\n11/12/26, 7:06 PM - Joan: Hola\n")
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
        XCTAssertReports(try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: frontMatter), [
            Report("E009 content/rooms/tardor/chat/primera.md:8:9: key 'text' is written twice in one option: "
                   + "the `- ` line that starts the next option seems to be missing",
                   hint: "write line 8 as `      - text: El segon` to start a new option there, or put back the line "
                       + "that started it; the file is not read further until then"),
        ])
    }

    func testIndentedLineWithoutAMessage() throws {
        XCTAssertDiagnostics(try SiteFixture.checkChat("  orfe\n18:02 marta: Hola\n## 2026-11-13\n  orfe també\n"),
                             ["E041 content/rooms/tardor/chat/primera.md:5:1", "E041 content/rooms/tardor/chat/primera.md:8:1"])
    }

    func testDayLinesMustMoveForward() throws {
        XCTAssertDiagnostics(try SiteFixture.checkChat("18:02 marta: Hola\n## 2026-11-12\n## 2026-11-11\n## 2026-13-01\n"),
                             ["E042 content/rooms/tardor/chat/primera.md:6:4", "E042 content/rooms/tardor/chat/primera.md:7:4",
                              "E013 content/rooms/tardor/chat/primera.md:8:4"])
    }

    func testTimesMustNotGoBackwards() throws {
        let result = try SiteFixture.checkChat("18:02 marta: Hola\n18:01 joan: Abans\n25:00 anna: Impossible\n")
        XCTAssertDiagnostics(result, ["E043 content/rooms/tardor/chat/primera.md:6:1", "E013 content/rooms/tardor/chat/primera.md:7:1"])
        XCTAssertEqual(result.diagnostics[0].hint, "this message is 1 minute earlier than the one above it: correct its time, "
            + "or move it to its place so that the messages are in time order")
    }

    func testAMessageMinutesOutOfOrderIsNotSentToADayLine() throws {
        XCTAssertReports(try SiteFixture.checkChat("18:02 marta: Hola\n20:15 joan: Tard\n20:12 anna: Abans\n"), [
            Report("E043 content/rooms/tardor/chat/primera.md:7:1: 20:12 comes before the previous message (20:15)",
                   hint: "this message is 3 minutes earlier than the one above it: correct its time, "
                       + "or move it to its place so that the messages are in time order"),
        ])
    }

    func testATimeThatFallsBackByHoursAsksForADayLine() throws {
        XCTAssertReports(try SiteFixture.checkChat("23:50 marta: Bona nit\n00:10 joan: Encara aquí\n"), [
            Report("E043 content/rooms/tardor/chat/primera.md:6:1: 00:10 comes before the previous message (23:50)",
                   hint: "messages must be in time order; after midnight add a day line `## 2026-11-13` "
                       + "(the night the clocks go back, write the offset of the hour's second pass: `02:10+01:00`)"),
        ])
    }

    private let fallBackSchedule = "events:\n  - kind: start\n    date: 2026-10-01\n  - kind: end\n    date: 2026-11-30\n"

    func testTheSecondPassOfARepeatedHourNeedsItsOffset() throws {
        let extra = ["content/rooms/tardor/schedule.yml": fallBackSchedule]
        let unmarked = try SiteFixture.checkChat("02:30 marta: Primera\n02:10 joan: Després del canvi\n", frontMatter: "date: 2026-10-25", extra: extra)
        XCTAssertDiagnostics(unmarked, ["W004 content/rooms/tardor/chat/primera.md:4:1", "E043 content/rooms/tardor/chat/primera.md:5:1"])
        XCTAssertEqual(unmarked.diagnostics[0].hint, "this is only a warning: the clocks go back that night; to say which, "
            + "write the UTC offset after the time, e.g. `02:30+02:00`")
        XCTAssertEqual(unmarked.diagnostics[1].message, "02:10 comes before the previous message (02:30)")
        XCTAssertEqual(unmarked.diagnostics[1].hint, "the clocks go back that night, so 02:10 happens twice: "
            + "if this is the second one, write its UTC offset, `02:10+01:00`")

        let marked = try SiteFixture.checkChat("02:30 marta: Primera\n02:10+01:00 joan: Després del canvi\n02:20+01:00 anna: I jo\n",
                              frontMatter: "date: 2026-10-25", extra: extra)
        XCTAssertDiagnostics(marked, ["W004 content/rooms/tardor/chat/primera.md:4:1"])
        let messages = try XCTUnwrap(marked.site?.rooms.first?.transcripts.loaded.first?.messages)
        XCTAssertEqual(messages.map(\.offset), [nil, 3600, 3600])
        XCTAssertEqual(messages[1].time, LocalDateTime(date: LocalDate(year: 2026, month: 10, day: 25), secondOfDay: 2 * 3600 + 600))

        // Offsets are instants: the first pass written with its own offset, then going back
        // further than the hour is still an error.
        let both = try SiteFixture.checkChat("02:30+02:00 marta: Primera\n02:10+01:00 joan: Després\n01:50+01:00 anna: Massa enrere\n",
                            frontMatter: "date: 2026-10-25", extra: extra)
        XCTAssertDiagnostics(both, ["E043 content/rooms/tardor/chat/primera.md:6:1"])
        XCTAssertEqual(both.diagnostics[0].message, "01:50+01:00 comes before the previous message (02:10+01:00)")
    }

    func testADayLineMayRepeatTheDayWithANewOffset() throws {
        let extra = ["content/rooms/tardor/schedule.yml": fallBackSchedule]
        let body = "02:30 marta: Primera\n## 2026-10-25 +01:00\n02:10 joan: Després del canvi\n## 2026-10-26\n09:00 anna: Bon dia\n"
        let result = try SiteFixture.checkChat(body, frontMatter: "date: 2026-10-25", extra: extra)
        XCTAssertDiagnostics(result, ["W004 content/rooms/tardor/chat/primera.md:4:1"])
        let messages = try XCTUnwrap(result.site?.rooms.first?.transcripts.loaded.first?.messages)
        XCTAssertEqual(messages.map(\.offset), [nil, 3600, nil])

        let repeated = try SiteFixture.checkChat("02:30 marta: Primera\n## 2026-10-25\n02:10 joan: Després\n## 2026-10-25 +0100\n",
                                frontMatter: "date: 2026-10-25", extra: extra)
        XCTAssertDiagnostics(repeated, ["W004 content/rooms/tardor/chat/primera.md:4:1", "E042 content/rooms/tardor/chat/primera.md:5:4",
                                        "E043 content/rooms/tardor/chat/primera.md:6:1", "E013 content/rooms/tardor/chat/primera.md:7:15"])
        XCTAssertEqual(repeated.diagnostics.first { $0.code.id == "E042" }?.hint,
                       "a day line repeats the day only to give a new UTC offset, the night the clocks go back: `## 2026-10-25 +01:00`")
        let badOffset = try XCTUnwrap(repeated.diagnostics.first { $0.code.id == "E013" })
        XCTAssertEqual(badOffset.message, "'+0100' is not a UTC offset")
        XCTAssertEqual(badOffset.hint, "write the offset as +HH:MM or -HH:MM, e.g. `## 2026-10-25 +01:00`")
    }

    func testAMessageOffsetMustBeWellFormed() throws {
        let result = try SiteFixture.checkChat("18:02+1 marta: Hola\n")
        XCTAssertDiagnostics(result, ["E013 content/rooms/tardor/chat/primera.md:5:1"])
        XCTAssertEqual(result.diagnostics[0].hint,
                       "write times as HH:MM or HH:MM:SS, from 00:00 to 23:59, optionally with the UTC offset: 02:10+01:00")
    }

    func testTranscriptPagesShowAWrittenOffset() throws {
        let schedule = "events:\n  - kind: start\n    date: 2026-10-01\n  - id: debat-1\n    kind: discussion\n    date: 2026-10-24 20:00\n  - kind: end\n    date: 2026-11-30\n"
        let chat = "---\ndate: 2026-10-25\nevent: debat-1\n---\n02:30 marta: Primera\n## 2026-10-25 +01:00\n02:10 joan: Després del canvi\n"
            + "04:00 anna: Ja no hi ha dubte\n"
        let output = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule, path: chat])
        let page = try XCTUnwrap(output["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(page.contains("<time datetime=\"2026-10-25T02:10+01:00\">02:10 <span class=\"offset\">UTC+1</span></time>"), page)
        // The first pass, written without an offset, is labelled too: both 02:xx are shown apart.
        XCTAssertTrue(page.contains("<time datetime=\"2026-10-25T02:30+02:00\">02:30 <span class=\"offset\">UTC+2</span></time>"), page)
        XCTAssertEqual([3600, -10_800, 19_800].map(UTCOffset.short), ["+1", "-3", "+5:30"])
        // Past the repeated hour the offset stays in the attribute only.
        XCTAssertTrue(page.contains("<time datetime=\"2026-10-25T04:00+01:00\">04:00</time>"), page)
    }

    func testSenderMustBeInTheRoom() throws {
        let result = try SiteFixture.checkChat("18:02 pau: Hola\n18:03 Marta Puig: Hola\n18:04 joen: Hola\n")
        XCTAssertDiagnostics(result, ["E044 content/rooms/tardor/chat/primera.md:5:7", "E044 content/rooms/tardor/chat/primera.md:6:7",
                                      "E044 content/rooms/tardor/chat/primera.md:7:7"])
        XCTAssertEqual(result.diagnostics[2].hint, "did you mean 'joan'?")
    }

    func testUnknownFlag() throws {
        let result = try SiteFixture.checkChat("18:02 marta [spoiler, hiden]: Hola\n")
        XCTAssertDiagnostics(result, ["E046 content/rooms/tardor/chat/primera.md:5:23"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'hidden'?")
    }

    func testEventMustExistInTheSchedule() throws {
        let result = try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: "date: 2026-11-12\nevent: debat-2")
        XCTAssertDiagnostics(result, ["E045 content/rooms/tardor/chat/primera.md:3:8"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'debat-1'?")
    }

    func testDateIsRequired() throws {
        XCTAssertDiagnostics(try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: "title: Sense data"),
                             ["E005 content/rooms/tardor/chat/primera.md:1:1"])
    }

    func testMessagesOutsideTheRoomAreWarnings() throws {
        XCTAssertDiagnostics(try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: "date: 2026-10-30"),
                             ["W005 content/rooms/tardor/chat/primera.md:4:1"])
        XCTAssertDiagnostics(try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: "date: 2026-12-31"), [])
        XCTAssertDiagnostics(try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: "date: 2027-01-01"),
                             ["W005 content/rooms/tardor/chat/primera.md:4:1"])
    }

    func testDaylightSavingInTranscripts() throws {
        let schedule = "events:\n  - kind: start\n    date: 2026-03-01\n  - kind: end\n    date: 2026-11-30\n"
        let result = try SiteFixture.checkChat("02:30 marta: Gap\n", frontMatter: "date: 2026-03-29",
                              extra: ["content/rooms/tardor/schedule.yml": schedule])
        XCTAssertDiagnostics(result, ["E034 content/rooms/tardor/chat/primera.md:4:1"])
        let overlap = try SiteFixture.checkChat("02:30 marta: Twice\n", frontMatter: "date: 2026-10-25\ntimezone: Europe/London",
                               extra: ["content/rooms/tardor/schedule.yml": schedule])
        XCTAssertDiagnostics(overlap, [])
        let madridOverlap = try SiteFixture.checkChat("02:30 marta: Twice\n", frontMatter: "date: 2026-10-25",
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
        XCTAssertDiagnostics(try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: frontMatter),
                             ["E048 content/rooms/tardor/chat/primera.md:10:17", "E047 content/rooms/tardor/chat/primera.md:10:23",
                              "E005 content/rooms/tardor/chat/primera.md:18:5",
                              "E005 content/rooms/tardor/chat/primera.md:20:5"])
    }

    func testAnonymousRoomMessagesThatNameMembers() throws {
        let room = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nanonymous: true\n---\n"
        let body = "18:02 marta: Hola joan!\n18:03 anna: La Marta té raó.\n18:04 joan: Com diu Anna Serra...\n18:05 anna: Joana no és ningú.\n"
            + "18:06 joan [hidden]: Anna, no ho publiquis.\n"
        XCTAssertDiagnostics(try SiteFixture.checkChat(body, extra: ["content/rooms/tardor/index.md": room]),
                             ["W006 content/rooms/tardor/chat/primera.md:5:1", "W006 content/rooms/tardor/chat/primera.md:7:1"])
    }

    func testTranscriptsAreOrderedByTheirFirstMessage() throws {
        let later = "---\ndate: 2026-11-20\n---\n18:00 joan: Després\n"
        let result = try SiteFixture.checkChat("18:02 marta: Abans\n", extra: ["content/rooms/tardor/chat/a-later.md": later])
        XCTAssertEqual(result.site?.rooms.first?.transcripts.loaded.map(\.name), ["primera", "a-later"])
    }
}
