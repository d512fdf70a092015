import XCTest
@testable import Readalong

/// Goodreads and StoryGraph exports into book files of the fixture (solitud, ISBN
/// 978-84-9759-329-8, by Víctor Català; nada, 9788432200014, by Carmen Laforet).
final class BookListImporterTests: XCTestCase {
    private static let goodreadsHeader = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,"
        + "Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,"
        + "Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"
    private static let storyGraphHeader = "Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,"
        + "Dates Read,Read Count,Moods,Pace,Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,"
        + "Diverse Characters?,Flawed Characters?,Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?"

    private func run(_ lines: String..., changes: [String: String?] = [:]) throws -> BookListImporter.Outcome {
        try BookListImporter.run(Array(lines.joined(separator: "\r\n").utf8), site: ImportFixture.site(changes))
    }

    func testGoodreadsRows() throws {
        let outcome = try run(
            "\u{FEFF}" + Self.goodreadsHeader,
            "2767052,\"The Hunger Games (The Hunger Games, #1)\",Suzanne  Collins,\"Collins, Suzanne\",,\"=\"\"0439023483\"\"\","
                + "\"=\"\"9780439023481\"\"\",0,4.33,Scholastic Press,Hardcover,374,2008,2008,,2013/10/09,"
                + "\"dystopia, to-read, Young Adult\",\"dystopia (#2), to-read (#1)\",to-read,,,,0,0",
            "3,\"Good Omens: The Nice and Accurate Prophecies of Agnes Nutter, Witch\",Terry Pratchett,\"Pratchett, Terry\","
                + "\"Neil Gaiman, Terry Pratchett\",\"=\"\"0060853980\"\"\",\"=\"\"\"\"\",0,4.25,Morrow,Paperback,491,2006,1990,,"
                + "2022/03/03,,,\"favourites\",\"Molt \"\"bo\"\",\namb salts\",,,1,0",
            "4,\"1984\",George Orwell,\"Orwell, George\",,\"=\"\"\"\"\",\"=\"\"9780451524935\"\"\",0,4.2,Signet,Paperback,0,1961,-1949,,"
                + "2022/03/03,,,read,,,,1,0"
        )
        XCTAssertEqual(outcome.source, .goodreads)
        XCTAssertEqual(outcome.skipped, [])
        XCTAssertEqual(outcome.files, [
            ImportedFile(path: "content/books/the-hunger-games.md", text: """
                ---
                title: The Hunger Games
                authors:
                  - Suzanne Collins
                isbn: 9780439023481
                pages: 374
                published: 2008
                topics:
                  - dystopia
                  - Young Adult
                ---

                """),
            ImportedFile(path: "content/books/good-omens-the-nice-and-accurate-prophecies-of-agnes-nutter-witch.md", text: """
                ---
                title: "Good Omens: The Nice and Accurate Prophecies of Agnes Nutter, Witch"
                authors:
                  - Terry Pratchett
                  - Neil Gaiman
                isbn: 9780060853983
                pages: 491
                published: 1990
                topics:
                  - favourites
                ---

                """),
            ImportedFile(path: "content/books/1984.md", text: """
                ---
                title: "1984"
                authors:
                  - George Orwell
                isbn: 9780451524935
                published: 1961
                ---

                """),
        ])
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files), [])
    }

    func testISBN10IsUsedWhenTheISBN13IsMissingOrWrong() throws {
        let outcome = try run(
            Self.goodreadsHeader,
            "1,Solitude,Anon,,,\"=\"\"0439023483\"\"\",\"=\"\"9780439023482\"\"\",,,,,,,,,,,,,,,,,",
            "2,Other,Anon,,,\"=\"\"043902348X\"\"\",\"=\"\"\"\"\",,,,,,,,,,,,,,,,,"
        )
        XCTAssertEqual(outcome.files.map { $0.text.split(separator: "\n").first { $0.hasPrefix("isbn") } }, ["isbn: 9780439023481", nil])
    }

    func testStoryGraphRows() throws {
        let outcome = try run(
            Self.storyGraphHeader,
            "The Dispossessed,Ursula K. Le Guin,,9780061054884,paperback,read,2023/01/02,2023/02/01,,1,reflective,slow,"
                + "A mix,Yes,Yes,Yes,Yes,4.5,,,,\"anarchism, science fiction, Science Fiction\",No",
            "\"Company, Inc.\",\"Max Barry, Someone Else\",,LCCN-123,ebook,to-read,2023/01/02,,,0,,,,,,,,,,,,,No"
        )
        XCTAssertEqual(outcome.source, .storyGraph)
        XCTAssertEqual(outcome.files, [
            ImportedFile(path: "content/books/the-dispossessed.md", text: """
                ---
                title: The Dispossessed
                authors:
                  - Ursula K. Le Guin
                isbn: 9780061054884
                topics:
                  - anarchism
                  - science fiction
                ---

                """),
            ImportedFile(path: "content/books/company-inc.md", text: """
                ---
                title: Company, Inc.
                authors:
                  - Max Barry
                  - Someone Else
                ---

                """),
        ])
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files), [])
    }

    func testBooksTheSiteHasOrTheExportRepeatsAreSkipped() throws {
        let outcome = try run(
            "Title,Author,ISBN13",
            "Solitud (nova edició),Anònim,9788497593298",
            "SOLITUD!,Victor Catala,",
            "Nada,Carmen Laforet,",
            "Nada,Anna Serra,9780439023481",
            "Nada,Joan Vila,",
            "Un altre títol,Algú,978-0-439-02348-1",
            "nada,JOAN VILA,",
            ",Algú,",
            "Sense autor,,"
        )
        XCTAssertEqual(outcome.files.map(\.path), ["content/books/nada-2.md", "content/books/nada-3.md"])
        XCTAssertEqual(outcome.skipped.map(\.description), [
            "line 2 \"Solitud (nova edició)\": content/books/solitud.md has the same ISBN",
            "line 3 \"SOLITUD!\": content/books/solitud.md has the same title and first author",
            "line 4 \"Nada\": content/books/nada.md has the same title and first author",
            "line 7 \"Un altre títol\": the same book as line 5",
            "line 8 \"nada\": the same book as line 6",
            "line 9: no title",
            "line 10 \"Sense autor\": no author",
        ])
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files), [])
    }

    func testSlugsAvoidFilesOfAnyCaseAndEmptyTitles() throws {
        let outcome = try run("Title,Authors", "Nada Més,Algú", "東京,Algú", changes: ["content/books/Nada-mes.md": "x"])
        XCTAssertEqual(outcome.files.map(\.path), ["content/books/nada-mes-2.md", "content/books/book-aa39afac.md"])
    }

    func testABookWhoseFolderHoldsNotesIsWrittenInTheFolderFormAndOneInThatFormIsTaken() throws {
        let changes: [String: String?] = ["content/books/quanta-guerra/notes.md": "## ch 1 · marta\nLa guerra.\n",
                                          "content/books/mirall/index.md": "---\ntitle: Un altre\nauthors: [Algú]\n---\n"]
        let outcome = try run("Title,Authors", "Quanta guerra,Mercè Rodoreda", "Mirall,Algú més", changes: changes)
        XCTAssertEqual(outcome.files.map(\.path), ["content/books/quanta-guerra/index.md", "content/books/mirall-2.md"])
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files, changes: changes), [])
    }

    func testSlugsAvoidTheOldNamesOfBooks() throws {
        let changes: [String: String?] = ["content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\naliases: [primera-nit]\n---\n"]
        let outcome = try run("Title,Authors", "Primera nit,Algú", changes: changes)
        XCTAssertEqual(outcome.files.map(\.path), ["content/books/primera-nit-2.md"])
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files, changes: changes), [])
    }

    func testTitlesRoundTripThroughFrontMatter() throws {
        let titles = ["Yes", "\"Quoted\" and \\ back", "#hashtag", "- dash", "Title: subtitle", "[Bracketed]", "l'Anna: 3.5"]
        let rows = titles.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\",Algú" }
        let outcome = try BookListImporter.run(Array((["Title,Author"] + rows).joined(separator: "\n").utf8), site: ImportFixture.site())
        let site = try ImportSite.load(from: OverlayFileSystem(base: ImportFixture.fileSystem(), adding: outcome.files))
        let read = outcome.files.map { file in site.books.first { $0.path == file.path }?.title.value }
        XCTAssertEqual(read, titles)
        XCTAssertDiagnostics(try ImportFixture.check(outcome.files), [])
    }

    func testExportsThatCannotBeRead() {
        let site = { try ImportFixture.site() }
        XCTAssertThrowsError(try BookListImporter.run(Array("Name,Writer\nx,y\n".utf8), site: site())) {
            XCTAssertEqual($0 as? ImportError, .unknownBookList(header: ["Name", "Writer"]))
        }
        XCTAssertThrowsError(try BookListImporter.run(Array("Title,Author\n\"x,y\n".utf8), site: site())) {
            XCTAssertEqual($0 as? ImportError, .malformedCSV(line: 2, reason: ToolText("csv.unterminatedQuote")))
        }
        XCTAssertThrowsError(try BookListImporter.run([0xC3, 0x28], site: site())) {
            XCTAssertEqual($0 as? ImportError, .notUTF8(line: 1, column: 1))
        }
    }
}
