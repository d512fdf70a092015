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

    func testEveryScaffoldedKindCarriesItsPlaceholdersInEveryLanguage() throws {
        let site = try XCTUnwrap(try SiteFixture.check().site)
        let today = LocalDate.parse("2026-11-22")!
        for language in ToolLanguage.allCases {
            var commands: Set<String> = []
            for kind in Scaffold.Kind.allCases {
                let files = try Scaffold.files(kind, slug: "nou", book: "nada", host: "marta", room: "tardor", site: site,
                                               today: today, by: "marta", language: language)
                let result = try SiteFixture.check(files)
                let warned = result.diagnostics.filter { $0.code.id == "W015" }
                XCTAssertEqual(result.diagnostics.count, warned.count, "\(language) \(kind): \(result.diagnostics.map(\.message))")
                XCTAssertFalse(warned.isEmpty, "publish new \(kind.rawValue) writes no placeholder that check reports (\(language))")
                let examples = Set(Placeholder.all.map { $0.text(in: language) })
                for warning in warned {
                    XCTAssertTrue(examples.contains { warning.message.hasPrefix("'\($0)' is example text") }, warning.message)
                }
                commands.formUnion(warned.map { String($0.message.split(separator: "`")[1]) })
            }
            XCTAssertEqual(commands, Set(Scaffold.Kind.allCases.map { "publish new \($0.rawValue)" }), "\(language)")
        }
    }

    func testTheExamplesOfEveryLanguageAreRecognisedWhateverTheSiteSpeaks() throws {
        let news = "---\ntitle: Trobada\ndate: 2026-11-01\n---\nEscriba aquí la noticia, en Markdown.\n\nEscriviu aquí la notícia, en Markdown.\n"
        let result = try SiteFixture.check(["content/news/trobada.md": news])
        XCTAssertDiagnostics(result, ["W015 content/news/trobada.md:5:1", "W015 content/news/trobada.md:7:1"])
        XCTAssertEqual(result.diagnostics[0].hint, "replace it with the news itself")
    }

    func testScaffoldCommentsAreWrittenInTheSitesLanguage() throws {
        let site = try XCTUnwrap(try SiteFixture.check().site)
        let today = LocalDate.parse("2026-11-22")!
        let expected: [ToolLanguage: String] = [
            .catalan: "# El títol tal com surt a la coberta.\ntitle: Nou\n# Un autor o més, en l’ordre de la coberta.\nauthors: [Nom Cognom]",
            .spanish: "# El título tal como aparece en la cubierta.\ntitle: Nou\n# Uno o más autores, en el orden de la cubierta.\n"
                + "authors: [Nombre Apellido]",
            .english: "# The title as printed on the cover.\ntitle: Nou\n# One or more authors, in the order of the cover.\n"
                + "authors: [Name Surname]",
        ]
        for (language, start) in expected {
            let book = try Scaffold.files(.book, slug: "nou", book: nil, host: nil, room: nil, site: site, today: today,
                                          language: language)["content/books/nou.md"]
            XCTAssertTrue(try XCTUnwrap(book).hasPrefix("---\n" + start + "\n"), "\(language): \(book ?? "")")
        }
        let schedule = try Scaffold.files(.room, slug: "nova", book: "nada", host: "marta", room: nil, site: site, today: today,
                                          language: .spanish)["content/rooms/nova/schedule.yml"]
        XCTAssertTrue(try XCTUnwrap(schedule).contains("  # Un solo inicio y un solo final; todos los demás eventos, entre ambos.\n"
                                                        + "  - kind: start\n"), schedule ?? "")
    }
}
