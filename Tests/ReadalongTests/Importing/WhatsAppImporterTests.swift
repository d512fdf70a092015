import XCTest
@testable import Readalong

/// Whole imports into the fixture's room `tardor` (host marta, members joan and anna,
/// Europe/Madrid, start 2026-11-01, debat-1 on 2026-11-12 18:00, end 2026-12-01).
final class WhatsAppImporterTests: XCTestCase {
    private let export = ImportFixture.text(
        "12/11/2026, 17:55 - Marta Puig created group \"Tardor\"",
        "12/11/2026, 17:58 - Marta Puig: Obro el xat. Comencem a les 18:00",
        "12/11/2026, 18:02 - Joan Vila: Hola!",
        "Porto una frase:",
        "",
        "18:00 marta: no és un missatge",
        "## 2026-11-20",
        "12/11/2026, 18:05 - Anna S.: <Media omitted>",
        "12/11/2026, 23:58 - Anna S.: Bona nit <This message was edited>",
        "13/11/2026, 00:15 - Marta Puig: Encara desperta?",
        "14/11/2026, 09:00 - joan: Bon dia"
    )

    private func run(_ bytes: [UInt8], _ request: WhatsAppImporter.Request,
                     changes: [String: String?] = [:]) throws(ImportError) -> WhatsAppImporter.Outcome {
        let site: ImportSite
        do {
            site = try ImportFixture.site(changes)
        } catch {
            preconditionFailure("fixture: \(error)")
        }
        return try WhatsAppImporter.run(bytes, request: request, site: site)
    }

    private func failure(_ bytes: [UInt8], _ request: WhatsAppImporter.Request, changes: [String: String?] = [:]) -> ImportError? {
        do {
            _ = try run(bytes, request, changes: changes)
            return nil
        } catch {
            return error
        }
    }

    private let anna = [SenderMapping(name: "Anna S.", handle: "anna")]

    func testTheFallBackNightIsWrittenWithOffsetsAndPassesTheCheck() throws {
        let schedule = "timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: 2026-10-01\n  - id: debat-1\n"
            + "    kind: discussion\n    date: 2026-11-12 18:00\n  - kind: end\n    date: 2026-12-01\n"
        let night = ImportFixture.text("25/10/2026, 02:30 - Marta Puig: Encara llegint", "25/10/2026, 02:10 - Joan Vila: Hora canviada!",
                                       "25/10/2026, 09:00 - Joan Vila: Bon dia")
        let changes: [String: String?] = ["content/rooms/tardor/schedule.yml": schedule]
        let outcome = try run(night, .init(room: "tardor"), changes: changes)
        let text = "---\ndate: 2026-10-25\n---\n02:30+02:00 marta: Encara llegint\n02:10+01:00 joan: Hora canviada!\n09:00 joan: Bon dia\n"
        XCTAssertEqual(outcome.files, [ImportedFile(path: "content/rooms/tardor/chat/2026-10-25.md", text: text)])
        var written = changes
        written["content/rooms/tardor/chat/2026-10-25.md"] = text
        XCTAssertDiagnostics(try SiteFixture.check(written), [])
    }

    func testSplitByDay() throws {
        let outcome = try run(export, .init(room: "tardor", mappings: anna))
        XCTAssertEqual(outcome.files, [
            ImportedFile(path: "content/rooms/tardor/chat/2026-11-12.md", text: """
                ---
                date: 2026-11-12
                ---
                17:58 marta: Obro el xat. Comencem a les 18:00
                18:02 joan: Hola!
                  Porto una frase:

                  18:00 marta: no és un missatge
                  ## 2026-11-20
                18:05 anna: *(fitxer no inclòs)*
                23:58 anna [edited]: Bona nit

                """),
            ImportedFile(path: "content/rooms/tardor/chat/2026-11-13.md", text: "---\ndate: 2026-11-13\n---\n00:15 marta: Encara desperta?\n"),
            ImportedFile(path: "content/rooms/tardor/chat/2026-11-14.md", text: "---\ndate: 2026-11-14\n---\n09:00 joan: Bon dia\n"),
        ])
        XCTAssertEqual(outcome.messages, 6)
        XCTAssertEqual(outcome.notices, 1)
        XCTAssertEqual(outcome.mediaNotes, 1)
        XCTAssertEqual(outcome.dateOrder, DateOrderChoice(order: .dayFirst, reason: .firstAbove12(line: 10)))
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files), [])
    }

    func testSplitByEventWithDayLinesPastMidnight() throws {
        let outcome = try run(ImportFixture.text(
            "05/11/2026, 10:00 - Marta Puig: Ja heu començat?",
            "12/11/2026, 17:59 - Joan Vila: Arribo tard",
            "12/11/2026, 18:00 - Marta Puig: Comencem",
            "12/11/2026, 23:59 - Anna Serra: Bona nit",
            "13/11/2026, 00:01 - Joan Vila: Bona nit!",
            "15/11/2026, 11:30 - Marta Puig: Quin debat"
        ), .init(room: "tardor", split: .event))
        XCTAssertEqual(outcome.files, [
            ImportedFile(path: "content/rooms/tardor/chat/start-2026-11-01.md", text: """
                ---
                date: 2026-11-05
                event: start-2026-11-01
                ---
                10:00 marta: Ja heu començat?
                ## 2026-11-12
                17:59 joan: Arribo tard

                """),
            ImportedFile(path: "content/rooms/tardor/chat/debat-1.md", text: """
                ---
                date: 2026-11-12
                event: debat-1
                ---
                18:00 marta: Comencem
                23:59 anna: Bona nit
                ## 2026-11-13
                00:01 joan: Bona nit!
                ## 2026-11-15
                11:30 marta: Quin debat

                """),
        ])
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files), [])
    }

    func testEventsAreTheLatestDiscussionOrMeetupStartedInTheRoomsZone() throws {
        let schedule = """
            timezone: America/Mexico_City
            events:
              - kind: start
                date: 2026-11-01
              - id: trobada
                kind: meetup
                date: 2026-11-10
              - id: debat-1
                kind: discussion
                date: 2026-11-12 18:00
              - id: lliurament
                kind: deadline
                date: 2026-11-13
              - kind: end
                date: 2026-12-01
            """
        let outcome = try run(ImportFixture.text(
            "09/11/2026, 23:59 - Marta Puig: a",
            "10/11/2026, 00:00 - Marta Puig: b",
            "12/11/2026, 17:59:59 - Marta Puig: c",
            "12/11/2026, 18:00 - Marta Puig: d",
            "14/11/2026, 10:00 - Marta Puig: e"
        ), .init(room: "tardor", split: .event), changes: ["content/rooms/tardor/schedule.yml": schedule])
        XCTAssertEqual(outcome.files.map(\.path), ["start-2026-11-01", "trobada", "debat-1"].map { "content/rooms/tardor/chat/\($0).md" })
        XCTAssertEqual(outcome.files.map { $0.text.split(separator: "\n").filter { $0.contains(" marta: ") }.map { $0.suffix(1) } },
                       [["a"], ["b", "c"], ["d", "e"]])
    }

    func testUnknownSendersAreListedWithASuggestedMap() throws {
        let error = failure(ImportFixture.text(
            "12/11/2026, 18:02 - Anna S.: a",
            "12/11/2026, 18:03 - Marta P.: b",
            "12/11/2026, 18:04 - +34 600 11 22 33: c",
            "12/11/2026, 18:05 - Anna S.: d",
            "12/11/2026, 18:06 - Jaon Vila: e"
        ), .init(room: "tardor"))
        XCTAssertEqual(error, .unknownSenders([
            .init(name: "Anna S.", messages: 2, suggestion: "anna"),
            .init(name: "Marta P.", messages: 1, suggestion: "marta"),
            .init(name: "+34 600 11 22 33", messages: 1, suggestion: nil),
            .init(name: "Jaon Vila", messages: 1, suggestion: "joan"),
        ]))
        XCTAssertEqual(error?.description, """
            4 senders are not known as members:
              Anna S. (2 messages): --map "Anna S.=anna"
              Marta P. (1 message): --map "Marta P.=marta"
              +34 600 11 22 33 (1 message): --map "+34 600 11 22 33=HANDLE"
              Jaon Vila (1 message): --map "Jaon Vila=joan"
            hint: map each name to a member's handle with --map as suggested (check the suggestions), or add the member to content/members/
            """)
    }

    func testNamesMatchMembersIgnoringCaseAndAccentsOrAsHandles() throws {
        let outcome = try run(ImportFixture.text(
            "12/11/2026, 18:02 - MARTA PUIG: a",
            "12/11/2026, 18:03 - Jóan  Vilà: b",
            "12/11/2026, 18:04 - Anna: c",
            "12/11/2026, 18:05 - Anna Serra: d"
        ), .init(room: "tardor", mappings: [SenderMapping(name: "anna", handle: "anna")]))
        XCTAssertEqual(outcome.files.first?.text, "---\ndate: 2026-11-12\n---\n18:02 marta: a\n18:03 joan: b\n18:04 anna: c\n18:05 anna: d\n")
    }

    func testSendersMustBeMembersOfTheRoom() {
        let error = failure(ImportFixture.text("12/11/2026, 18:02 - Pau Roca: a", "12/11/2026, 18:03 - Pau Roca: b"), .init(room: "tardor"))
        XCTAssertEqual(error, .sendersNotInRoom(room: "tardor", [.init(name: "Pau Roca", handle: "pau")]))
        XCTAssertEqual(error?.description, """
            a sender is not a member of room 'tardor':
              Pau Roca (pau)
            hint: add them to `members:` in content/rooms/tardor/index.md, or map the names to other handles with --map
            """)
    }

    func testExistingTranscriptsAreNeverOverwritten() {
        let changes = ["content/rooms/tardor/chat/2026-11-14.md": "---\ndate: 2026-11-14\n---\n09:00 joan: ja hi era\n"]
        XCTAssertEqual(failure(export, .init(room: "tardor", mappings: anna), changes: changes),
                       .existingFiles(["content/rooms/tardor/chat/2026-11-14.md"]))
    }

    func testRoomMappingsAndScheduleProblems() {
        let message = ImportFixture.text("12/11/2026, 18:02 - Marta Puig: a")
        XCTAssertEqual(failure(message, .init(room: "tador")), .noRoom("tador", suggestion: "tardor"))
        XCTAssertEqual(failure(message, .init(room: "tardor"), changes: ["content/rooms/tardor/index.md": "---\nhost: [\n---\n"]),
                       .unreadableRoom("tardor"))
        XCTAssertEqual(failure(message, .init(room: "tardor", mappings: [SenderMapping(name: "Marta Puig", handle: "mrta")])),
                       .unknownMappedHandle(SenderMapping(name: "Marta Puig", handle: "mrta"), suggestion: "marta"))
        XCTAssertEqual(failure(message, .init(room: "tardor", split: .event), changes: ["content/rooms/tardor/schedule.yml": nil]),
                       .noSchedule(room: "tardor"))
        XCTAssertEqual(failure([0x31, 0xFF], .init(room: "tardor")), .notUTF8(line: 1, column: 2))
    }

    func testMappingsAreReadFromTheCommandLine() {
        XCTAssertEqual(SenderMapping(argument: "Anna S. = anna"), SenderMapping(name: "Anna S.", handle: "anna"))
        XCTAssertEqual(SenderMapping(argument: "a=b=c"), SenderMapping(name: "a=b", handle: "c"))
        XCTAssertNil(SenderMapping(argument: "Anna"))
        XCTAssertNil(SenderMapping(argument: "=anna"))
        XCTAssertNil(SenderMapping(argument: "Anna="))
        XCTAssertEqual(SenderMapping(name: "Ann \"$x\"", handle: "anna").option, #"--map "Ann \"\$x\"=anna""#)
    }

    func testImportedFilesAreCheckedInPlace() throws {
        let broken = ImportedFile(path: "content/rooms/tardor/chat/2026-11-14.md", text: "---\ndate: 2026-11-14\n---\n09:00 pau: hola\n")
        let elsewhere = ["content/members/joan.md": "---\nname: Joan Vila\nfriends: [ningu]\n---\n"]
        let result = try ImportFixture.check([broken], changes: elsewhere)
        XCTAssertDiagnostics(result, ["E044 content/rooms/tardor/chat/2026-11-14.md:4:7"])
        XCTAssertEqual(result.fileCount, 1)
        XCTAssertNil(result.site)
    }

    func testMappingsMatchTheExactName() throws {
        let chat = ImportFixture.text("10/12/26, 10:10 - John Doe 🤓: Lorem ipsum 🤓", "10/12/26, 10:11 - John Doe: Lorem",
                                      "10/12/26, 10:12 - anna s: folded")
        let mappings = [SenderMapping(name: "John Doe", handle: "joan"), SenderMapping(name: "John Doe 🤓", handle: "anna"),
                        SenderMapping(name: "Anna S.", handle: "anna")]
        let outcome = try run(chat, .init(room: "tardor", mappings: mappings))
        XCTAssertEqual(outcome.files.map(\.text),
                       ["---\ndate: 2026-12-10\n---\n10:10 anna: Lorem ipsum 🤓\n10:11 joan: Lorem\n10:12 anna: folded\n"])
        // Two mappings that read the same once folded: only the exact names are matched.
        let unmatched = ImportFixture.text("10/12/26, 10:12 - JOHN DOE: who?")
        guard case .unknownSenders(let senders)? = failure(unmatched, .init(room: "tardor", mappings: mappings)) else { return XCTFail() }
        XCTAssertEqual(senders.map(\.name), ["JOHN DOE"])
        // Without --map, a name that reads like a member's only once folded is not taken for
        // that member when the chat also has the member's exact name.
        let lookalikes = ImportFixture.text("10/12/26, 10:10 - Joan Vila: hola", "10/12/26, 10:11 - Joan Vila 🤓: qui sóc?")
        guard case .unknownSenders(let others)? = failure(lookalikes, .init(room: "tardor")) else { return XCTFail() }
        XCTAssertEqual(others.map(\.name), ["Joan Vila 🤓"])
        let alone = try run(ImportFixture.text("10/12/26, 10:11 - Joan Vila 🤓: sóc jo"), .init(room: "tardor"))
        XCTAssertEqual(alone.files.map(\.text), ["---\ndate: 2026-12-10\n---\n10:11 joan: sóc jo\n"])
    }

    func testSuggestionsPreferMembersOfTheRoom() {
        // Pau Roca shares two words of the name but is not in the room; Anna Serra is.
        let chat = ImportFixture.text("12/11/2026, 18:02 - Pau Roca Serra: hola")
        guard case .unknownSenders(let senders)? = failure(chat, .init(room: "tardor")) else { return XCTFail() }
        XCTAssertEqual(senders.map(\.suggestion), ["anna"])
        let outsider = ImportFixture.text("12/11/2026, 18:02 - Pau R.: hola")
        guard case .unknownSenders(let others)? = failure(outsider, .init(room: "tardor")) else { return XCTFail() }
        XCTAssertEqual(others.map(\.suggestion), ["pau"])
    }
}
