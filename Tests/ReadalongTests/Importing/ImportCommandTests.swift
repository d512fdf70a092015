import XCTest

/// `publish import …` run as a program on the fixture written to a temporary folder.
final class ImportCommandTests: SiteFolderTestCase {
    private func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent(folder).path).sorted()
    }

    /// Runs `publish import <arguments> --site <fixture>` on an input file holding `input`.
    private func publishImport(_ arguments: [String], input: String) throws -> (status: Int32, out: String, err: String) {
        try write("export.txt", input)
        let path = site.appendingPathComponent("export.txt").path
        return try folder.publish(["import"] + arguments.map { $0 == "INPUT" ? path : $0 } + ["--site", site.path])
    }

    func testWhatsAppImportWritesTranscriptsAndReportsTheirCheck() throws {
        let run = try publishImport(["whatsapp", "INPUT", "--room", "tardor", "--map", "Anna S.=anna"], input: """
            30/10/2026, 10:00 - Marta Puig: Aviat comencem!
            30/10/2026, 10:01 - Anna S.: <Media omitted>
            30/10/2026, 10:02 - Joan Vila added Pau Roca
            14/11/2026, 09:00 - Joan Vila: Bon dia

            """)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, """
            dates read day first (line 1 has a date whose first number is above 12)
            wrote content/rooms/tardor/chat/2026-10-30.md
            wrote content/rooms/tardor/chat/2026-11-14.md
            imported 3 messages into 2 files; skipped 1 WhatsApp notice; 1 media note
            content/rooms/tardor/chat/2026-10-30.md:4:1: warning[W005]: this message (2026-10-30 10:00) is before the room starts
                4 | 10:00 marta: Aviat comencem!
                  | ^
                  = hint: check the transcript's date and day lines
            content/rooms/tardor/chat/2026-10-30.md:5:1: warning[W005]: this message (2026-10-30 10:01) is before the room starts
                5 | 10:01 anna: *(fitxer no inclòs)*
                  | ^
                  = hint: check the transcript's date and day lines
            checked 2 files: 0 errors, 2 warnings

            """)
        XCTAssertEqual(run.err, "")
        XCTAssertEqual(try files(in: "content/rooms/tardor/chat"), ["2026-10-30.md", "2026-11-14.md", "primera.md"])
    }

    func testNothingIsWrittenWhenTheImportFails() throws {
        let unknown = try publishImport(["whatsapp", "INPUT", "--room", "tardor"], input: "14/11/2026, 09:00 - Anna S.: Bon dia\n")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.out, "")
        XCTAssertEqual(unknown.err, """
            error: a sender is not known as a member:
              Anna S. (1 message): --map "Anna S.=anna"
            hint: map each name to a member's handle with --map as suggested (check the suggestions), or add the member to content/members/
            nothing was written

            """)
        let gap = try publishImport(["whatsapp", "INPUT", "--room", "tardor", "--split", "day"],
                                    input: "29/03/2026, 02:30 - Marta Puig: A quina hora canvien els rellotges?\n")
        XCTAssertEqual(gap.status, 1)
        XCTAssertEqual(gap.out, "dates read day first (line 1 has a date whose first number is above 12)\n")
        XCTAssertTrue(gap.err.hasPrefix("content/rooms/tardor/chat/2026-03-29.md:4:1: error[E034]: 2026-03-29 02:30 does not exist"), gap.err)
        XCTAssertTrue(gap.err.hasSuffix("checked 1 file: 1 error, 1 warning\nnothing was written\n"), gap.err)
        XCTAssertEqual(try files(in: "content/rooms/tardor/chat"), ["primera.md"])
    }

    func testGoodreadsImportCreatesBooksAndSaysWhatItSkipped() throws {
        let run = try publishImport(["goodreads", "INPUT"], input: #"""
            Title,Author,Additional Authors,ISBN,ISBN13,Number of Pages,Year Published,Original Publication Year,Bookshelves,Exclusive Shelf
            Solitud,Víctor Català,,"=""""","=""9788497593298""",288,2010,1905,classics,read
            The Left Hand of Darkness,Ursula K. Le Guin,,"=""0441478123""","=""""",304,2000,1969,"sci-fi, to-read",to-read

            """#)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, """
            read a Goodreads export: 2 books
            wrote content/books/the-left-hand-of-darkness.md
            skipped line 2 "Solitud": content/books/solitud.md has the same ISBN
            created 1 book, skipped 1
            checked 1 file: 0 errors, 0 warnings

            """)
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent("content/books/the-left-hand-of-darkness.md"), encoding: .utf8), """
            ---
            title: The Left Hand of Darkness
            authors:
              - Ursula K. Le Guin
            isbn: 9780441478125
            pages: 304
            published: 1969
            topics:
              - sci-fi
            ---

            """)
    }

    func testUsageAndInputFailuresExitTwo() throws {
        let badMap = try publishImport(["whatsapp", "INPUT", "--room", "tardor", "--map", "Anna"], input: "")
        XCTAssertEqual(badMap.status, 2)
        XCTAssertTrue(badMap.err.contains("--map expects \"Name=handle\", found 'Anna'"), badMap.err)
        let missing = try publishImport(["goodreads", "/nonexistent/export.csv"], input: "")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "error: cannot read /nonexistent/export.csv\n")
    }
}
