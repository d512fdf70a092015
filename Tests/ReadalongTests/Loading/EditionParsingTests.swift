import XCTest
@testable import Readalong

/// A book's `editions:` and a member's `editions:` as read from their files, and the
/// folder form of a book.
final class EditionParsingTests: XCTestCase {
    static let book = """
    ---
    title: Solitud
    authors: [Víctor Català]
    editions:
      - id: butxaca-2019
        title: Butxaca, 2019
        isbn: 978-84-9930-004-7
        language: ca
        pages: 256
        chapters: {1: 7, 2: 15, 3: 22}
      - id: audio
        duration: 7h45m
        chapters: {1: 0m, 2: 14m30s, 3: 1h2m}
      - id: sense-taula
    ---
    Una dona a la muntanya.
    """

    /// The fixture with the changes, its room reading up to chapter 3 (the tables' last).
    private func check(_ changes: [String: String?]) throws -> CheckResult {
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!.replacingOccurrences(of: "chapters: 1-10", with: "chapters: 1-3")
        return try SiteFixture.check(changes.merging(["content/rooms/tardor/schedule.yml": schedule]) { first, _ in first })
    }

    func testEditionsAreReadWithTheirTables() throws {
        let result = try check(["content/books/solitud.md": Self.book])
        XCTAssertDiagnostics(result, [])
        let editions = try XCTUnwrap(result.site?.books.first { $0.slug == "solitud" }?.editions)
        XCTAssertEqual(editions.map(\.id.value), ["butxaca-2019", "audio", "sense-taula"])
        XCTAssertEqual(editions.map(\.title), ["Butxaca, 2019", "audio", "sense-taula"])
        XCTAssertEqual(editions[0].isbn?.value.digits, "9788499300047")
        XCTAssertEqual(editions[0].language, "ca")
        XCTAssertEqual(editions[0].extent?.value, .pages(256))
        XCTAssertEqual(editions[0].table, EditionTable(unit: .page, starts: [7, 15, 22], end: 256))
        XCTAssertEqual(editions[0].chaptersLocation?.description, "content/books/solitud.md:10:5")
        XCTAssertEqual(editions[0].chapters[1].chapter.location.description, "content/books/solitud.md:10:22")
        XCTAssertEqual(editions[0].chapters[1].start.location.description, "content/books/solitud.md:10:25")
        XCTAssertTrue(editions[1].isAudiobook)
        XCTAssertEqual(editions[1].table, EditionTable(unit: .time, starts: [0, 870, 3720], end: 27_900))
        XCTAssertNil(editions[2].table)
        XCTAssertNil(editions[2].extent)
    }

    func testMalformedEntriesAreErrorsAtTheirPlace() throws {
        let book = Self.book
            .replacingOccurrences(of: "{1: 7, 2: 15, 3: 22}", with: "{1: 7, dos: 15, 3: p22}")
            .replacingOccurrences(of: "{1: 0m, 2: 14m30s, 3: 1h2m}", with: "{1: 0m, 2: 14:30}")
            .replacingOccurrences(of: "  - id: sense-taula", with: "  - id: sense-taula\n    pages: 90\n    duration: 2h")
            .replacingOccurrences(of: "  - id: audio\n", with: "  - id: butxaca-2019\n")
        let result = try check(["content/books/solitud.md": book])
        let path = "content/books/solitud.md"
        XCTAssertReports(result, [
            Report("W020 \(path):10:5: the table of edition 'butxaca-2019' lacks chapters that the rooms reading the book use: 3",
                   hint: "add where each starts, such as 3: <page>; readers of this edition cannot be placed in those chapters until then"),
            Report("E130 \(path):10:22: 'dos' in 'chapters' is not a chapter number",
                   hint: "each entry is a chapter number, a colon and where it starts: {1: 7, 2: 15}"),
            Report("E130 \(path):10:34: chapter 3 starts at 'p22', which is not a page number",
                   hint: "write the page the chapter starts on, a whole number from 1; an audiobook has 'duration' and start times"),
            Report("E025 \(path):11:9: edition 'butxaca-2019' is listed twice in this book",
                   hint: "give each edition its own id, such as butxaca-2019 or audio-2021"),
            Report("E130 \(path):13:26: chapter 2 starts at '14:30', which is not a time into the audiobook",
                   hint: "write hours, minutes and seconds with h, m and s, in that order: 7h45m, 14m30s, 0m"),
            Report("E131 \(path):16:5: an edition has both 'pages' and 'duration'",
                   hint: "a printed edition has 'pages', an audiobook has 'duration'; keep the one that fits"),
        ])
    }

    func testAMemberSaysWhichEditionTheyRead() throws {
        let result = try check([
            "content/books/solitud.md": Self.book,
            "content/members/joan.md": "---\nname: Joan Vila\neditions:\n  solitud: butxaca-2019\n---\n",
        ])
        XCTAssertDiagnostics(result, [])
        let joan = try XCTUnwrap(result.site?.members.first { $0.handle == "joan" })
        XCTAssertEqual(joan.editions.map { "\($0.book.value)=\($0.edition.value) \($0.edition.location)" },
                       ["solitud=butxaca-2019 content/members/joan.md:4:12"])
    }

    func testABookMayBeAFolderWithNotesButNotBothForms() throws {
        let folder = try check([
            "content/books/solitud.md": nil,
            "content/books/solitud/index.md": Self.book,
            "content/books/solitud/notes.md": "## ch 1 · marta\nUna nota.\n",
        ])
        XCTAssertDiagnostics(folder, [])
        XCTAssertEqual(folder.site?.books.first { $0.slug == "solitud" }?.path, "content/books/solitud/index.md")

        let both = try check([
            "content/books/solitud/index.md": Self.book,
            "content/books/nada/notes.md": "## ch 1 · marta\nUna nota.\n",
            "content/books/tirant/notes.md": "## ch 1 · marta\nUna nota.\n",
        ])
        XCTAssertReports(both, [
            Report("E132 content/books/nada/notes.md:1:1: notes of book 'nada' need the book in its folder form",
                   hint: "move books/nada.md to books/nada/index.md (its cover too, if it has one), beside notes.md"),
            Report("E132 content/books/solitud/index.md:1:1: book 'solitud' is written both as books/solitud.md and as books/solitud/index.md",
                   hint: "keep one: move what books/solitud.md says into books/solitud/index.md and delete books/solitud.md"),
            Report("W002 content/books/tirant/notes.md:1:1: 'content/books/tirant/notes.md' fits no rule of the content layout and is ignored",
                   hint: "notes belong to a book: create books/tirant/index.md or move notes.md into the folder of the right book"),
        ])
    }
}
