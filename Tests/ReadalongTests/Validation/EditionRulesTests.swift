import XCTest
@testable import Readalong

/// The checks of editions, of the editions members read and of marginalia, each broken
/// once, with the exact report.
final class EditionRulesTests: XCTestCase {
    private let bookPath = "content/books/solitud.md"

    /// Solitud with the given `editions:` block (lines from 5 on).
    private func book(_ editions: String) -> String {
        "---\ntitle: Solitud\nauthors: [Víctor Català]\neditions:\n\(editions)---\nUna dona a la muntanya.\n"
    }

    private let tenChapters = "{1: 7, 2: 15, 3: 22, 4: 30, 5: 41, 6: 50, 7: 62, 8: 70, 9: 81, 10: 90}"

    func testAWellMadeTableCoveringTheSchedulePasses() throws {
        let result = try SiteFixture.check([bookPath: book("  - id: butxaca\n    pages: 256\n    chapters: \(tenChapters)\n")])
        XCTAssertDiagnostics(result, [])
    }

    func testTablesMustCountFromOneGoForwardAndStayInside() throws {
        let result = try SiteFixture.check([bookPath: book("""
          - id: butxaca
            pages: 80
            chapters: {1: 7, 2: 15, 4: 22, 5: 20, 6: 90}
          - id: audio
            duration: 1h
            chapters: {2: 0m, 3: 1h}

        """)])
        XCTAssertReports(result, [
            Report("W020 \(bookPath):7:5: the table of edition 'butxaca' lacks chapters that the rooms reading the book use: 10",
                   hint: "add where each starts, such as 10: <page>; readers of this edition cannot be placed in those chapters until then"),
            Report("E133 \(bookPath):7:29: chapter 4 is listed where chapter 3 should be",
                   hint: "list every chapter from 1, in order and once each: {1: 7, 2: 15, 3: 22}"),
            Report("E134 \(bookPath):7:39: chapter 5 starts at page 20, not after chapter 4 (page 22)",
                   hint: "each chapter starts later than the one before; look for a mistyped number"),
            Report("E135 \(bookPath):7:46: chapter 6 starts at page 90, past the end of the edition (80 pages)",
                   hint: "check the start, or the edition's 'pages' or 'duration'"),
            Report("W020 \(bookPath):10:5: the table of edition 'audio' lacks chapters that the rooms reading the book use: 10",
                   hint: "add where each starts, such as 10: <time, as 1h2m>; listeners of this audiobook cannot be placed in those chapters until then"),
            Report("E133 \(bookPath):10:16: chapter 2 is listed where chapter 1 should be",
                   hint: "list every chapter from 1, in order and once each: {1: 7, 2: 15, 3: 22}"),
            Report("E135 \(bookPath):10:26: chapter 3 starts at 1h, past the end of the edition (it lasts 1h)",
                   hint: "check the start, or the edition's 'pages' or 'duration'"),
        ])
    }

    func testFlaggedChaptersMustBeInEveryTable() throws {
        let chat = "---\ndate: 2026-11-12\n---\n18:02 marta [ch 11-12]: Més enllà\n"
        let result = try SiteFixture.check([
            bookPath: book("  - id: butxaca\n    chapters: \(tenChapters)\n  - id: sense-taula\n"),
            "content/rooms/tardor/chat/primera.md": chat,
        ])
        XCTAssertReports(result, [
            Report("W020 \(bookPath):6:5: the table of edition 'butxaca' lacks chapters that the rooms reading the book use: 11-12",
                   hint: "add where each starts, such as 11: <page>; readers of this edition cannot be placed in those chapters until then"),
        ])
    }

    func testAnEditionsISBNIsItsOwn() throws {
        let result = try SiteFixture.check([bookPath: book("""
          - id: butxaca
            isbn: 9788432200014
            chapters: \(tenChapters)
          - id: tapa-dura
            isbn: 978-84-9930-004-7
          - id: reedicio
            isbn: 9788499300047

        """)])
        XCTAssertReports(result, [
            Report("E136 \(bookPath):6:11: ISBN 9788432200014 is also the ISBN of content/books/nada.md",
                   hint: "an ISBN names one edition; copy it again from the edition's copyright page"),
            Report("E136 \(bookPath):11:11: ISBN 9788499300047 is also the ISBN of edition 'tapa-dura' of \(bookPath)",
                   hint: "an ISBN names one edition; copy it again from the edition's copyright page"),
        ])
    }

    func testAMemberReadsAnEditionThatExists() throws {
        let result = try SiteFixture.check([
            bookPath: book("  - id: butxaca\n    chapters: \(tenChapters)\n"),
            "content/members/joan.md": "---\nname: Joan Vila\neditions: {solitud: butxca, nada: audio, soledad: butxaca}\n---\n",
        ])
        let path = "content/members/joan.md"
        XCTAssertReports(result, [
            Report("E137 \(path):3:21: book 'solitud' has no edition 'butxca'", hint: "did you mean 'butxaca'?"),
            Report("E137 \(path):3:35: book 'nada' has no edition 'audio'",
                   hint: "the book lists no editions yet: add them under 'editions:' in content/books/nada.md"),
            Report("E021 \(path):3:42: no book 'soledad' in content/books/", hint: "create content/books/soledad.md or fix the slug"),
        ])
    }

    func testNotesAreByMembersAndPlacedInTheirChapter() throws {
        let notes = """
        Solitud, anotada.

        ## ch 2 · p. 16 (butxaca) · marta
        > La Mila puja a l'ermita.

        Primera nota.

        ## ch 2 · p. 40 (butxaca) · joan
        ## ch 3 · 2h (butxaca) · anna
        ## ch 3 · p. 23 (tapa) · anna
        ## capitol 4 · joan
        ## ch 4 · p. 31 (butxaca)
        ## ch 5 · 40 % (butxaca) · pau
        ## ch 5 · mrta

        """
        let path = "content/books/solitud/notes.md"
        let result = try SiteFixture.check([
            bookPath: nil,
            "content/books/solitud/index.md": book("  - id: butxaca\n    chapters: \(tenChapters)\n"),
            path: notes,
        ])
        XCTAssertReports(result, [
            Report("E138 \(path):1:1: text before the first note: each note starts with a heading",
                   hint: "a note starts with a heading such as `## ch 12 · p. 143 (butxaca-2019) · marta`: the chapter, where (optional) and who, separated by ·"),
            Report("W021 \(path):8:11: p. 40 of 'butxaca' is not in chapter 2",
                   hint: "by the edition's chapter table it is in chapter 4; fix the place, or write ch 4 instead of ch 2"),
            Report("W021 \(path):9:11: 'butxaca' is a printed edition: place the note by a page such as p. 143, not '2h'",
                   hint: "or name the edition the place belongs to"),
            Report("E137 \(path):10:18: book 'solitud' has no edition 'tapa'",
                   hint: "its editions are butxaca"),
            Report("E138 \(path):11:4: 'capitol 4' is not a chapter: a note's heading starts with ch and a chapter number",
                   hint: "write one chapter in digits, as the schedules number them: ch 12"),
            Report("E138 \(path):12:11: a note's heading ends with the handle of who wrote it, not 'p. 31 (butxaca)'",
                   hint: "a note starts with a heading such as `## ch 12 · p. 143 (butxaca-2019) · marta`: the chapter, where (optional) and who, separated by ·"),
            Report("E138 \(path):13:11: '40 % (butxaca)' is not a place in an edition",
                   hint: "write a page or a time, then the edition's id in brackets: p. 143 (butxaca-2019) or 1h2m (audio-2021)"),
            Report("E022 \(path):14:11: 'notes' names 'mrta', who is not a member", hint: "did you mean 'marta'?"),
        ])
    }

    func testANoteKeepsItsQuoteAndTextApart() throws {
        let notes = "## ch 2 · p. 16 (butxaca) · marta\n> La Mila puja\n> a l'ermita.\n\nPrimera nota.\n\n## ch 3 · pau\nSense lloc.\n"
        let result = try SiteFixture.check([
            bookPath: nil,
            "content/books/solitud/index.md": book("  - id: butxaca\n    chapters: \(tenChapters)\n"),
            "content/books/solitud/notes.md": notes,
        ])
        XCTAssertDiagnostics(result, [])
        let read = try XCTUnwrap(result.site?.books.first { $0.slug == "solitud" }?.notes)
        XCTAssertEqual(read.map(\.chapter.value), [2, 3])
        XCTAssertEqual(read[0].quote?.text, "La Mila puja\na l'ermita.")
        XCTAssertEqual(read[0].quote?.firstLine, 2)
        XCTAssertEqual(read[0].text.text, "Primera nota.")
        XCTAssertEqual(read[0].text.firstLine, 5)
        XCTAssertEqual(read[0].line, 1)
        XCTAssertEqual(read[0].place?.edition.value, "butxaca")
        XCTAssertEqual(read[0].place?.progress, .page(16))
        XCTAssertEqual(read[1].author.value, "pau")
        XCTAssertNil(read[1].place)
        XCTAssertNil(read[1].quote)
        XCTAssertEqual(read[1].text.text, "Sense lloc.")
    }
}
