import XCTest
@testable import Readalong

/// `content/lists/<slug>.md` and members' `shelves:`.
final class BookListRuleTests: XCTestCase {
    private let path = "content/lists/classics.md"

    private func list(_ frontMatter: String) throws -> CheckResult {
        try SiteFixture.check([path: "---\n\(frontMatter)\n---\nLlibres que no envelleixen.\n"])
    }

    private func shelves(_ yaml: String) throws -> CheckResult {
        try SiteFixture.check(["content/members/joan.md": "---\nname: Joan Vila\n\(yaml)\n---\n"])
    }

    func testAListOfSlugsAndNotedEntriesLoadsInOrder() throws {
        let result = try list("""
        title: Clàssics
        curator: anna
        ordered: true
        books:
          - nada
          - book: solitud
            note: La millor novel·la rural.
        """)
        XCTAssertDiagnostics(result, [])
        let loaded = try XCTUnwrap(result.site?.lists.first)
        XCTAssertEqual(loaded.title, "Clàssics")
        XCTAssertEqual(loaded.curator?.value, "anna")
        XCTAssertTrue(loaded.ordered)
        XCTAssertEqual(loaded.entries.map(\.book.value), ["nada", "solitud"])
        XCTAssertEqual(loaded.entries.map(\.note), [nil, "La millor novel·la rural."])
        XCTAssertEqual(loaded.body.text, "Llibres que no envelleixen.\n")
    }

    func testBooksAreRequiredAndNotEmpty() throws {
        XCTAssertReports(try list("title: Clàssics"), [
            Report("E005 content/lists/classics.md:1:1: required key 'books' is missing", hint: "add a line `books: …`"),
        ])
        XCTAssertReports(try list("title: Clàssics\nbooks: []"), [
            Report("E005 content/lists/classics.md:3:8: 'books' is empty",
                   hint: "a list holds at least one book: `books: [slug]`"),
        ])
    }

    func testBooksMustExistOnce() throws {
        XCTAssertReports(try list("title: Clàssics\nbooks: [nada, solitut, nada]"), [
            Report("E021 content/lists/classics.md:3:15: no book 'solitut' in content/books/", hint: "did you mean 'solitud'?"),
            Report("E025 content/lists/classics.md:3:24: 'nada' is listed twice in 'books'", hint: "remove the second entry"),
        ])
    }

    func testTheCuratorMustBeAMember() throws {
        XCTAssertReports(try list("title: Clàssics\ncurator: Anna Serra\nbooks: [nada]"), [Report(
            "E022 content/lists/classics.md:3:10: 'curator' names 'Anna Serra', who is not a member",
            hint: "write member handles (file names), not display names")])
    }

    func testAnEntryNeedsItsBookAndKnownKeys() throws {
        XCTAssertReports(try list("title: Clàssics\nbooks:\n  - note: Sense llibre\n  - book: nada\n    nota: Bo"), [
            Report("E005 content/lists/classics.md:4:5: required key 'book' is missing", hint: "add a line `book: …`"),
            Report("W001 content/lists/classics.md:6:5: unknown key 'nota' in a list entry", hint: "did you mean 'note'?"),
        ])
    }

    func testShelvesLoadInOrder() throws {
        let result = try shelves("shelves:\n  Per llegir: [nada, solitud]\n  Recomanats: [solitud]\n  Buit:")
        XCTAssertDiagnostics(result, [])
        let joan = try XCTUnwrap(result.site?.members.first { $0.handle == "joan" })
        XCTAssertEqual(joan.shelves.map(\.name.value), ["Per llegir", "Recomanats", "Buit"])
        XCTAssertEqual(joan.shelves.map { $0.books.map(\.value) }, [["nada", "solitud"], ["solitud"], []])
    }

    func testShelvesHoldKnownBooksOnce() throws {
        XCTAssertReports(try shelves("shelves:\n  Per llegir: [nada, nada, solitut]"), [
            Report("E025 content/members/joan.md:4:22: 'nada' is listed twice on the shelf 'Per llegir'",
                   hint: "remove the second entry"),
            Report("E021 content/members/joan.md:4:28: no book 'solitut' in content/books/", hint: "did you mean 'solitud'?"),
        ])
    }

    func testAShelfIsAListAndShelvesAMap() throws {
        XCTAssertReports(try shelves("shelves:\n  Per llegir: nada"), [Report(
            "E004 content/members/joan.md:4:15: 'shelves.Per llegir' must be a list of book slugs, found text",
            hint: "write the shelf as `Per llegir: [slug, slug]`")])
        XCTAssertReports(try shelves("shelves: [nada]"), [Report(
            "E004 content/members/joan.md:3:10: 'shelves' must be a map of `name: value` lines, found a list", hint: nil)])
    }
}
