import XCTest
@testable import Readalong

/// `/lists/`, `/lists/<slug>/`, the lists on book pages and members' shelves.
final class ListPagesTests: XCTestCase {
    private let lists: [String: String?] = [
        "content/books/mirall.md": "---\ntitle: Mirall trencat\nauthors: [Mercè Rodoreda]\n---\n",
        "content/lists/classics.md": """
        ---
        title: Clàssics per començar
        curator: marta
        ordered: true
        books:
          - {book: mirall, note: La primera de totes.}
          - solitud
        ---
        Llegiu-los **en ordre**.
        """,
        "content/lists/angles.md": "---\ntitle: Altres llengües\nbooks: [nada, solitud]\n---\n",
        "content/lists/esborrany.md": "---\ntitle: Esborrany secret\nbooks: [nada]\ndraft: true\n---\n",
    ]

    func testTheListsPageNamesEveryPublishedListWithItsCurator() throws {
        let files = try SiteFixture.render(lists)
        let index = HTMLText.main(of: try XCTUnwrap(files["lists/index.html"]))
        XCTAssertEqual(index, "Llistes Altres llengües 2 llibres Clàssics per començar 2 llibres · a cura de Marta Puig")
        XCTAssertNil(files["lists/esborrany/index.html"])
        XCTAssertFalse(files.values.contains { $0.contains("Esborrany secret") }, "a draft list is nowhere")
        XCTAssertNotNil(try SiteFixture.render(lists, drafts: true)["lists/esborrany/index.html"])
        let books = HTMLText.main(of: try XCTUnwrap(files["books/index.html"]))
        XCTAssertTrue(books.hasPrefix("Llibres Gèneres 1 Llistes 2 "), books)
        XCTAssertTrue(try XCTUnwrap(files["search/site/0.json"]).contains("\"/lists/classics/\""), "lists are searchable")
        XCTAssertTrue(try XCTUnwrap(files["sitemap.xml"]).contains("<loc>https://club.example.org/lists/classics/</loc>"))
    }

    func testAnOrderedListIsNumberedWithItsNotesAndIntroduction() throws {
        let files = try SiteFixture.render(lists)
        let page = try XCTUnwrap(files["lists/classics/index.html"])
        XCTAssertEqual(HTMLText.main(of: page), "Clàssics per començar 2 llibres · a cura de Marta Puig Llegiu-los en ordre . "
                       + "Els llibres de la llista Mirall trencat Mercè Rodoreda La primera de totes. Solitud Víctor Català")
        XCTAssertTrue(page.contains("<ol class=\"list-entries\">"))
        XCTAssertTrue(page.contains("<strong>en ordre</strong>"))
        XCTAssertTrue(page.contains("<link rel=\"stylesheet\" href=\"/theme/lists-picks.css\">"))
        let plain = try XCTUnwrap(files["lists/angles/index.html"])
        XCTAssertTrue(plain.contains("<ul class=\"list-entries\">"))
        XCTAssertFalse(HTMLText.main(of: plain).contains("a cura de"), "no curator")
    }

    func testABookPageNamesTheListsItIsOn() throws {
        let files = try SiteFixture.render(lists)
        let solitud = try XCTUnwrap(files["books/solitud/index.html"])
        XCTAssertTrue(HTMLText.main(of: solitud).hasSuffix("A les llistes Altres llengües Clàssics per començar"))
        XCTAssertTrue(solitud.contains("<a href=\"/lists/classics/\" dir=\"auto\">Clàssics per començar</a>"))
        XCTAssertFalse(try XCTUnwrap(files["books/mirall/index.html"]).contains("Altres llengües"))
    }

    func testASiteWithoutListsOrPicksPublishesNothingOfThem() throws {
        let files = try SiteFixture.render()
        XCTAssertFalse(files.keys.contains { $0.hasPrefix("lists/") || $0.hasPrefix("picks/") || $0 == "theme/lists-picks.css" })
        for (path, text) in files {
            XCTAssertFalse(text.contains("lists-picks.css") || text.contains("/lists/") || text.contains("/picks/"), path)
        }
    }

    func testMembersShelvesAreOnTheirPagesButNeverAnErasedMembers() throws {
        let files = try SiteFixture.render([
            "content/members/joan.md": "---\nname: Joan Vila\nshelves:\n  Per llegir: [nada]\n  Preferits: [solitud, nada]\n---\n",
            "content/members/pau.md": "---\nname: Pau Roca\nleft: 2026-10-01\nerase: true\nshelves: {Prestatge amagat: [nada]}\n---\n",
        ])
        let joan = try XCTUnwrap(files["members/joan/index.html"])
        XCTAssertTrue(HTMLText.main(of: joan).contains("Prestatges Per llegir Nada Carmen Laforet Preferits Solitud Víctor Català Nada Carmen Laforet"))
        XCTAssertFalse(try XCTUnwrap(files["members/marta/index.html"]).contains("shelves-heading"), "no shelves, no section")
        XCTAssertFalse(files.values.contains { $0.contains("Prestatge amagat") })
        XCTAssertNil(files["theme/lists-picks.css"], "shelves need no extra stylesheet")
    }
}
