import XCTest
@testable import Readalong

/// Reading whole exports: continuation lines, notices, media, marks, date order, order of times.
final class ImportWhatsAppExportTests: XCTestCase {
    private static let madrid = TimeZone(identifier: "Europe/Madrid")!

    private func parse(_ lines: String..., language: String = "ca", order: DateOrder? = nil) throws -> WhatsAppExport {
        try WhatsAppExport.parse(lines.joined(separator: "\n") + "\n", siteLanguage: language, requestedOrder: order, zone: Self.madrid)
    }

    private func failure(_ lines: String..., language: String = "ca") -> ImportError? {
        do {
            _ = try WhatsAppExport.parse(lines.joined(separator: "\n"), siteLanguage: language, requestedOrder: nil, zone: Self.madrid)
            return nil
        } catch {
            return error
        }
    }

    /// Each message as `line time name: lines joined by |`.
    private func summary(_ export: WhatsAppExport) -> [String] {
        export.messages.map { "\($0.line) \($0.time) \($0.name)\($0.edited ? " [edited]" : ""): \($0.lines.joined(separator: "|"))" }
    }

    func testMultiLineMessagesKeepBlankLinesAsParagraphBreaks() throws {
        let export = try parse(
            "12/11/2026, 18:02 - Marta Puig: Primera línia",
            "segona línia",
            "",
            "després d'un blanc",
            "",
            "12/11/2026, 18:03 - Joan Vila: Hola",
            "## 2026-11-13",
            "18:04 marta: no és cap missatge",
            ""
        )
        XCTAssertEqual(summary(export), [
            "1 2026-11-12 18:02 Marta Puig: Primera línia|segona línia||després d'un blanc",
            "6 2026-11-12 18:03 Joan Vila: Hola|## 2026-11-13|18:04 marta: no és cap missatge",
        ])
        XCTAssertEqual(export.notices, 0)
    }

    func testNoticesInEnglishSpanishAndCatalanAreSkipped() throws {
        let export = try parse(
            "12/11/2026, 17:00 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.",
            "12/11/2026, 17:01 - Marta Puig created group \"Tardor: Solitud\"",
            "12/11/2026, 17:02 - Marta Puig added Joan Vila",
            "12/11/2026, 17:03 - Anna Serra joined using this group's invite link",
            "12/11/2026, 17:04 - Los mensajes y las llamadas están cifrados de extremo a extremo.",
            "12/11/2026, 17:05 - Marta Puig creó el grupo \"Club: tardor\"",
            "12/11/2026, 17:06 - Joan Vila salió del grupo",
            "12/11/2026, 17:07 - Els missatges i les trucades estan xifrats d'extrem a extrem.",
            "12/11/2026, 17:08 - Marta Puig ha eliminat l'Anna Serra",
            "12/11/2026, 17:09 - Marta Puig ha canviat l'assumpte de \"Club\" a \"Club: Solitud\"",
            "12/11/2026, 17:10 - Anna Serra: Your security code with Marta changed. Tap to learn more.",
            "12/11/2026, 17:11 - Anna Serra: El teu codi de seguretat amb la Marta ha canviat.",
            "12/11/2026, 17:12 - Anna Serra: This message was deleted",
            "12/11/2026, 17:13 - Joan Vila: S’ha suprimit aquest missatge",
            "[12/11/26, 17:14:00] Tardor: \u{200E}Marta Puig added Anna Serra",
            "[12/11/26, 17:15:00] Tardor: \u{200E}Els missatges i les trucades estan xifrats d'extrem a extrem.",
            "a continuation of a notice is skipped with it",
            "12/11/2026, 18:02 - Marta Puig: Benvinguts! Ha afegit algú la Joan?",
            "12/11/2026, 18:03 - Joan Vila: Sí: jo mateixa"
        )
        XCTAssertEqual(summary(export), [
            "18 2026-11-12 18:02 Marta Puig: Benvinguts! Ha afegit algú la Joan?",
            "19 2026-11-12 18:03 Joan Vila: Sí: jo mateixa",
        ])
        XCTAssertEqual(export.notices, 16)
    }

    func testMediaPlaceholdersBecomeNotesInTheSiteLanguage() throws {
        let lines = [
            "[12/11/26, 18:00:00] Anna Serra: <attached: 00000012-PHOTO-2026-11-12-18-00-00.jpg>",
            "[12/11/26, 18:01:00] Anna Serra: \u{200E}image omitted",
            "[12/11/26, 18:02:00] Anna Serra: \u{200E}imagen omitida",
            "[12/11/26, 18:03:00] Anna Serra: \u{200E}Solitud.pdf • \u{200E}3 pages \u{200E}document omitted",
            "[12/11/26, 18:04:00] Anna Serra: <attached: 00000013-AUDIO-2026-11-12-18-04-00.opus>",
            "12/11/2026, 18:05 - Anna Serra: <Media omitted>",
            "12/11/2026, 18:06 - Anna Serra: <Multimedia omitido>",
            "12/11/2026, 18:07 - Anna Serra: IMG-20261112-WA0001.jpg (file attached)",
            "el peu de foto",
            "12/11/2026, 18:08 - Anna Serra: VID-20261112-WA0002.mp4 (archivo adjunto)",
            "12/11/2026, 18:09 - Anna Serra: STK-20261112-WA0003.webp (fitxer adjunt)",
            "12/11/2026, 18:10 - Anna Serra: \u{200E}Contact card omitted",
            "12/11/2026, 18:11 - Anna Serra: the image omitted half the story",
        ].joined(separator: "\n")
        let catalan = try WhatsAppExport.parse(lines, siteLanguage: "ca", requestedOrder: nil, zone: Self.madrid)
        XCTAssertEqual(catalan.messages.map { $0.lines.joined(separator: "|") }, [
            "*(imatge no inclosa)*", "*(imatge no inclosa)*", "*(imatge no inclosa)*", "*(document no inclòs)*",
            "*(àudio no inclòs)*", "*(fitxer no inclòs)*", "*(fitxer no inclòs)*", "*(imatge no inclosa)*|el peu de foto",
            "*(vídeo no inclòs)*", "*(adhesiu no inclòs)*", "*(contacte no inclòs)*", "the image omitted half the story",
        ])
        XCTAssertEqual(catalan.messages.map(\.isMedia), Array(repeating: true, count: 11) + [false])
        let spanish = try WhatsAppExport.parse(lines, siteLanguage: "es-MX", requestedOrder: nil, zone: Self.madrid)
        XCTAssertEqual(spanish.messages.prefix(2).map { $0.lines[0] }, ["*(imagen no incluida)*", "*(imagen no incluida)*"])
        let english = try WhatsAppExport.parse(lines, siteLanguage: "en-GB", requestedOrder: nil, zone: Self.madrid)
        XCTAssertEqual(english.messages.prefix(6).last?.lines[0], "*(file not included)*")
        let otherLanguage = try WhatsAppExport.parse(lines, siteLanguage: "oc", requestedOrder: nil, zone: Self.madrid)
        XCTAssertEqual(otherLanguage.messages.first?.lines[0], "*(image not included)*")
    }

    func testMarksAndByteOrderMarksAreStripped() throws {
        let export = try parse(
            "\u{200E}[12/11/26, 18:02:00] \u{200E}Marta Puig: hola\u{200E} amics\u{200F}",
            "\u{200E}i una segona línia   ",
            "[12/11/26, 18:03:00] ~\u{202F}\u{202A}+34 600 11 22 33\u{202C}: qui sóc?"
        )
        XCTAssertEqual(summary(export), [
            "1 2026-11-12 18:02 Marta Puig: hola amics|i una segona línia",
            "3 2026-11-12 18:03 +34 600 11 22 33: qui sóc?",
        ])
        let bom = try WhatsAppImporter.run(Array("\u{FEFF}12/11/2026, 18:02 - Marta Puig: hola\r\n".utf8),
                                           request: .init(room: "tardor"), site: ImportFixture.site())
        XCTAssertEqual(bom.files.map(\.text), ["---\ndate: 2026-11-12\n---\n18:02 marta: hola\n"])
    }

    func testEditedMessagesGetTheFlag() throws {
        let export = try parse(
            "12/11/2026, 18:02 - Marta Puig: Primer <This message was edited>",
            "12/11/2026, 18:03 - Joan Vila: Hola",
            "segona línia <Se editó este mensaje.>"
        )
        XCTAssertEqual(summary(export), [
            "1 2026-11-12 18:02 Marta Puig [edited]: Primer",
            "2 2026-11-12 18:03 Joan Vila [edited]: Hola|segona línia",
        ])
    }

    func testDateOrderIsDecidedPerFile() throws {
        let dayFirst = try parse("05/06/2026, 10:00 - Anna: a", "25/06/2026, 10:00 - Anna: b", language: "en")
        XCTAssertEqual(dayFirst.dateOrder, DateOrderChoice(order: .dayFirst, reason: .firstAbove12(line: 2)))
        XCTAssertEqual(dayFirst.messages.map(\.time.date.description), ["2026-06-05", "2026-06-25"])
        let monthFirst = try parse("6/5/26, 10:00 AM - Anna: a", "6/25/26, 10:00 AM - Anna: b", language: "ca")
        XCTAssertEqual(monthFirst.dateOrder, DateOrderChoice(order: .monthFirst, reason: .secondAbove12(line: 2)))
        XCTAssertEqual(monthFirst.messages.map(\.time.date.description), ["2026-06-05", "2026-06-25"])
        let usual = [("ca", DateOrder.dayFirst), ("es-MX", .dayFirst), ("en", .monthFirst), ("en-US", .monthFirst),
                     ("en-GB", .dayFirst)]
        for (language, order) in usual {
            let export = try parse("05/06/26, 10:00 - Anna: a", language: language)
            XCTAssertEqual(export.dateOrder, DateOrderChoice(order: order, reason: .siteLanguage(language)), language)
        }
        let requested = try parse("05/06/26, 10:00 - Anna: a", "25/06/26, 10:00 - Anna: b", language: "ca", order: .dayFirst)
        XCTAssertEqual(requested.dateOrder, DateOrderChoice(order: .dayFirst, reason: .requested))
        let iso = try parse("2026-06-05 10:00 - Anna: a", language: "en")
        XCTAssertEqual(iso.dateOrder.reason, .isoDates)
        XCTAssertEqual(iso.messages.first?.time.date.description, "2026-06-05")
        XCTAssertEqual(dayFirst.dateOrder.description, "day first (line 2 has a date whose first number is above 12)")
        XCTAssertEqual(DateOrderChoice(order: .monthFirst, reason: .siteLanguage("en")).description,
                       "month first, as usual for the site's language 'en' (no date in the export settles it; --date-order changes it)")
    }

    func testWithoutANumberAbove12TheNumberThatChangesMoreOftenIsTheDay() throws {
        let dayFirst = try parse("01/03/2026, 10:00 - Anna: a", "02/03/2026, 10:00 - Anna: b", "04/03/2026, 10:00 - Anna: c",
                                 "02/04/2026, 10:00 - Anna: d", language: "en")
        XCTAssertEqual(dayFirst.dateOrder, DateOrderChoice(order: .dayFirst, reason: .firstChangesMoreOften(true)))
        XCTAssertEqual(dayFirst.messages.map(\.time.date.description), ["2026-03-01", "2026-03-02", "2026-03-04", "2026-04-02"])
        let monthFirst = try parse("3/1/26, 10:00 AM - Anna: a", "3/2/26, 10:00 AM - Anna: b", "3/2/26, 11:00 AM - Anna: c",
                                   "3/5/26, 10:00 AM - Anna: d", language: "ca")
        XCTAssertEqual(monthFirst.dateOrder, DateOrderChoice(order: .monthFirst, reason: .firstChangesMoreOften(false)))
        XCTAssertEqual(monthFirst.dateOrder.description, "month first (no number is above 12, but the second changes more often "
                       + "from date to date, as days do; --date-order changes it)")
        let even = try parse("01/03/2026, 10:00 - Anna: a", "02/04/2026, 10:00 - Anna: b", language: "ca")
        XCTAssertEqual(even.dateOrder, DateOrderChoice(order: .dayFirst, reason: .siteLanguage("ca")))
    }

    func testProblemsOfTheExport() throws {
        XCTAssertEqual(failure("01/02/2026, 10:00 - Anna: a", "13/02/2026, 10:00 - Anna: b", "02/14/2026, 10:00 - Anna: c"),
                       .mixedDateOrder(dayFirstLine: 2, monthFirstLine: 3))
        XCTAssertEqual(failure("31/02/2026, 10:00 - Anna: a"), .invalidDate(line: 1, column: 1, text: "31/02/2026", order: .dayFirst))
        XCTAssertEqual(failure("", "Chat with the club", "12/11/2026, 18:02 - Anna: a"), .notAnExport(line: 2))
        XCTAssertEqual(failure(""), .noMessages)
        XCTAssertEqual(failure("12/11/2026, 18:02 - Anna added Joan"), .noMessages)
        let backwards = failure("12/11/2026, 18:02 - Anna: a", "12/11/2026, 18:03 - Joan: b", "text", "12/11/2026, 18:01 - Anna: c")
        XCTAssertEqual(backwards, .timeBackwards(line: 4, column: 13, time: LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 12), secondOfDay: 18 * 3600 + 60),
                                                 previous: LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 12), secondOfDay: 18 * 3600 + 180)))
        XCTAssertEqual(backwards?.description, "line 4: 2026-11-12 18:01 comes before the message above it (2026-11-12 18:03); "
                       + "the export is out of order\nhint: correct the time on this line by hand in the .txt file, or delete the line, "
                       + "and import again")
    }

    func testTheNightTheClocksGoBackKeepsTheOffsetOfRepeatedTimes() throws {
        let export = try parse("25/10/2026, 01:50 - Anna: a", "25/10/2026, 02:30 - Joan: b", "25/10/2026, 02:10 - Anna: c",
                               "25/10/2026, 02:40 - Joan: d", "25/10/2026, 03:05 - Anna: e")
        XCTAssertEqual(export.messages.map(\.offset), [nil, 7200, 3600, 3600, nil])
        XCTAssertEqual(export.messages.map(\.instant), [1_792_885_800, 1_792_888_200, 1_792_890_600, 1_792_892_400, 1_792_893_900])
        // Going back further than the repeated hour is still out of order.
        let backwards = failure("25/10/2026, 02:30 - Anna: a", "25/10/2026, 02:10 - Joan: b", "25/10/2026, 01:59 - Anna: c")
        XCTAssertEqual(backwards, .timeBackwards(line: 3, column: 13, time: LocalDateTime(date: LocalDate(year: 2026, month: 10, day: 25), secondOfDay: 3600 + 59 * 60),
                                                 previous: LocalDateTime(date: LocalDate(year: 2026, month: 10, day: 25), secondOfDay: 2 * 3600 + 600)))
    }

    func testMessagesStartingWithAMarkAreKeptAndTheGroupsNoticesSkipped() throws {
        let export = try parse(
            "1/29/18, 23:49 - Alice: \u{200E}No idea, lets try it out!",
            "1/29/18, 23:50 - Bob: alright",
            "[1/29/18, 23:51:00] Tardor: \u{200E}Bob changed the group description",
            "[1/29/18, 23:52:00] Tardor: \u{200E}Alice added Carol",
            "[1/29/18, 23:53:00] Bob: \u{200E}\u{200E}By the way"
        )
        XCTAssertEqual(summary(export), ["1 2018-01-29 23:49 Alice: No idea, lets try it out!", "2 2018-01-29 23:50 Bob: alright",
                                         "5 2018-01-29 23:53 Bob: By the way"])
        XCTAssertEqual(export.notices, 2)
        XCTAssertEqual(export.groupNames, ["Tardor"])
    }

    func testByteOrderMarksAnywhereAreRemoved() throws {
        let export = try parse(
            "\u{FEFF}29.01.18, 12:24 - Mallory: Hey! :)",
            "\u{FEFF}29.01.18, 12:25 - Alice: Link https://github.com/JuKo00\u{FEFF}7",
            "\u{FEFF}\u{FEFF}[\u{FEFF}29.01.18, 12:26:03] Bob: ausprobieren\u{FEFF}!"
        )
        XCTAssertEqual(summary(export), ["1 2018-01-29 12:24 Mallory: Hey! :)", "2 2018-01-29 12:25 Alice: Link https://github.com/JuKo007",
                                         "3 2018-01-29 12:26 Bob: ausprobieren!"])
    }

    func testADatedLineWithAnImpossibleTimeIsAnErrorNotAContinuation() {
        XCTAssertEqual(failure("1/29/18, 11:59 PM - Bob: Works", "1/29/18, 23:59 PM - Bob: Carol, can you post a photo?"),
                       .impossibleTime(line: 2, column: 10, text: "23:59 PM"))
        XCTAssertEqual(failure("06/20/2020, 00:08 p. m. - Ann: a"), .impossibleTime(line: 1, column: 13, text: "00:08 p. m."))
    }

    func testMidnightOnATwelveHourClockFollowsTheEvening() throws {
        let export = try parse("1/29/18, 11:59 PM - Bob: a", "1/30/18, 12:00 AM - Alice: b", "1/30/18, 00:04 AM - Bob: c",
                               "1/30/18, 12:10 AM - Alice: d", language: "en")
        XCTAssertEqual(export.messages.map(\.time.description), ["2018-01-29 23:59", "2018-01-30 00:00", "2018-01-30 00:04",
                                                               "2018-01-30 00:10"])
    }

    func testSecondsOutOfOrderWithinAMinuteAreInOrderInTheTranscript() throws {
        let export = try parse("[1/30/18, 00:13:04] Dave: Cool, thanks!", "[1/30/18, 00:13:03] Bob: I hereby consent", language: "en")
        XCTAssertEqual(summary(export), ["1 2018-01-30 00:13 Dave: Cool, thanks!", "2 2018-01-30 00:13 Bob: I hereby consent"])
    }

    func testAColonWithoutASpaceAfterAKnownSenderIsAMessage() throws {
        let export = try parse("01/01/19, 11:25 - John Doe: Lorem ipsum.", "20/01/19, 11:23 - John Doe:.",
                               "20/01/19, 11:24 - Ann created group \"A:B\"")
        XCTAssertEqual(summary(export), ["1 2019-01-01 11:25 John Doe: Lorem ipsum.", "2 2019-01-20 11:23 John Doe: ."])
        XCTAssertEqual(export.notices, 1)
    }

    func testPlaceholdersOfGermanAndOlderPhones() throws {
        let export = try parse(
            "29.01.18, 23:46 - Alice: \u{200E}PTT-20180129-WA0025.opus (Datei angehängt)",
            "29.01.18, 23:47 - Bob: <Medien ausgeschlossen>",
            "[29.01.18, 23:48:03] Alice: \u{200E}<Anhang: PTT-20180129-WA0025.opus>",
            "[29.01.18, 23:49:03] Bob: Bild weggelassen",
            "3/6/18, 23:50 - a: < attached: 00000042-PHOTO-2020-06-07-15-13-20.jpg >",
            "3/6/18, 23:51 - a: 2015-08-04-PHOTO-00004762.jpg <\u{200E}attached>",
            "3/6/18, 23:52 - a: \u{200E}4f2680f1db95a8454775cc2eefc95bfc.jpg (Datei angehängt)",
            "Dir auch frohe Ostern.",
            language: "es"
        )
        XCTAssertEqual(export.messages.map { $0.lines.joined(separator: "|") }, [
            "*(audio no incluido)*", "*(archivo no incluido)*", "*(audio no incluido)*", "*(imagen no incluida)*",
            "*(imagen no incluida)*", "*(imagen no incluida)*", "*(imagen no incluida)*|Dir auch frohe Ostern.",
        ])
    }

    func testProblemsAreDiagnosticsAtTheExportsLine() throws {
        let error = try XCTUnwrap(failure("1/29/18, 11:59 PM - Bob: Works", "1/29/18, 23:59 PM - Bob: late"))
        let diagnostic = try XCTUnwrap(error.diagnostic(inExport: "chat.txt"))
        XCTAssertEqual(HumanFormatter(colour: false).format(diagnostic, source: "1/29/18, 11:59 PM - Bob: Works\n1/29/18, 23:59 PM - Bob: late"), """
            chat.txt:2:10: error[E121]: '23:59 PM' is not a time of day, so this message cannot be read
                2 | 1/29/18, 23:59 PM - Bob: late
                  |          ^
                  = hint: correct the time by hand in the .txt file (an hour above 12 cannot have AM or PM: write 11:59 PM or 23:59) and import again
            """)
        let located = [
            (failure("Chat", "12/11/2026, 18:02 - Anna: a"), "chat.txt:1:1 E120"),
            (failure("12/11/2026, 18:02 - Anna added Joan"), "chat.txt:1:1 E125"),
            (failure("01/02/2026, 10:00 - Anna: a", "02/14/2026, 10:00 - Anna: c", "13/02/2026, 10:00 - Anna: b"), "chat.txt:3:1 E124"),
            (failure("[31/02/2026, 10:00:00] Anna: a"), "chat.txt:1:2 E122"),
            (failure("12/11/2026, 18:02 - Anna: a", "12/11/2026, 18:01 - Anna: b"), "chat.txt:2:13 E123"),
        ]
        for (error, expected) in located {
            let diagnostic = try XCTUnwrap(error?.diagnostic(inExport: "chat.txt"), expected)
            XCTAssertEqual("\(diagnostic.location) \(diagnostic.code.id)", expected)
            XCTAssertNotNil(diagnostic.hint, expected)
        }
        XCTAssertNil(ImportError.noSchedule(room: "tardor").diagnostic(inExport: "chat.txt"))
    }
}
