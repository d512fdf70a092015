import XCTest
@testable import Readalong

/// W015: example text that `publish new` writes is reported at its line until replaced.
final class PlaceholderRuleTests: XCTestCase {
    func testExampleTextIsWarnedWhereverItStands() throws {
        let book = "---\ntitle: El quadern gris\nauthors: [Josep Pla, Nom Cognom]\n---\nWrite the book's description here, in Markdown.\n"
        let page = "---\ntitle: Sobre nosaltres\n---\nSom un club.\n\nWrite the news here, in Markdown.\n"
        let result = try SiteFixture.check(["content/books/quadern.md": book, "content/pages/sobre.md": page])
        XCTAssertDiagnostics(result, ["W015 content/books/quadern.md:3:22", "W015 content/books/quadern.md:5:1",
                                      "W015 content/pages/sobre.md:6:1"])
        XCTAssertEqual(result.diagnostics[0].message, "'Nom Cognom' is example text written by `publish new book`")
        XCTAssertEqual(result.diagnostics[0].hint, "replace it with the book's authors as printed on the cover")
        XCTAssertEqual(result.diagnostics[2].message, "'Write the news here, in Markdown.' is example text written by `publish new news`")
        XCTAssertEqual(result.diagnostics[2].severity, .warning)
    }

    func testCommentedExamplesAndRealTextPass() throws {
        let book = "---\ntitle: El quadern gris\n# authors: [Nom Cognom]\nauthors: [Josep Pla]\n---\nUn dietari de joventut.\n"
        XCTAssertDiagnostics(try SiteFixture.check(["content/books/quadern.md": book]), [])
    }

    func testEveryScaffoldedKindCarriesItsPlaceholders() throws {
        let site = try XCTUnwrap(try SiteFixture.check().site)
        let today = LocalDate.parse("2026-11-22")!
        var commands: Set<String> = []
        for kind in Scaffold.Kind.allCases {
            let files = try Scaffold.files(kind, slug: "nou", book: "nada", host: "marta", room: "tardor", site: site,
                                           today: today, by: "marta")
            let warned = try SiteFixture.check(files).diagnostics.filter { $0.code.id == "W015" }
            XCTAssertFalse(warned.isEmpty, "publish new \(kind.rawValue) writes no placeholder that check reports")
            commands.formUnion(warned.map { String($0.message.split(separator: "`")[1]) })
        }
        XCTAssertEqual(commands, Set(Scaffold.Kind.allCases.map { "publish new \($0.rawValue)" }))
    }
}
