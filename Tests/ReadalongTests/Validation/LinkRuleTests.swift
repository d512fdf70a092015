import XCTest
@testable import Readalong

final class LinkRuleTests: XCTestCase {
    func testValidLinksEverywhere() throws {
        let result = try SiteFixture.check([
            "content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\n---\nVegeu [Solitud](@/books/solitud.md#inici) i [la sala](@/rooms/tardor/).\n",
            "content/pages/sobre.md": "---\ntitle: Sobre\n---\nParla amb [la Marta](@/members/marta.md) o llegeix [això](@/pages/sobre.md).\n",
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\n---\n18:02 marta: Mireu [la sala](@/rooms/tardor) i [Nada](@/books/nada.md)\n",
        ])
        XCTAssertDiagnostics(result, [])
    }

    func testBrokenLinkIsPlacedOnItsLineAndColumn() throws {
        let result = try SiteFixture.check([
            "content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\n---\nPrimer paràgraf.\n\nVegeu [Solitud](@/books/solitut.md).\n",
        ])
        XCTAssertDiagnostics(result, ["E050 content/books/nada.md:7:17"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'solitud'?")
    }

    func testMalformedSiteLink() throws {
        let result = try SiteFixture.check(["content/pages/sobre.md": "---\ntitle: Sobre\n---\n[x](@/llibres/solitud)\n"])
        XCTAssertDiagnostics(result, ["E050 content/pages/sobre.md:4:5"])
    }

    func testLinksInsideCodeAreNotLinks() throws {
        let result = try SiteFixture.check(["content/pages/sobre.md": "---\ntitle: Sobre\n---\n`[x](@/books/cap.md)`\n\n    [y](@/books/cap.md)\n"])
        XCTAssertDiagnostics(result, [])
    }

    func testLinksInMessagesNotesAndFooter() throws {
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]! + "\n    notes: |\n      Llegiu [això](@/pages/cap.md)\n"
        let result = try SiteFixture.check([
            "content/site.yml": "title: C\nbase_url: https://c.example/\nfooter: \"[Qui som](@/pages/qui.md)\"\n",
            "content/rooms/tardor/schedule.yml": schedule,
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\n---\n18:02 marta: Hola\n  i [tu](@/members/ningu.md)\n",
        ])
        XCTAssertDiagnostics(result, ["E050 content/rooms/tardor/chat/primera.md:5:10", "E050 content/rooms/tardor/schedule.yml:12:21",
                                      "E050 content/site.yml:3:20"])
    }

    func testBareReferencesAreWarnings() throws {
        let result = try SiteFixture.check([
            "content/pages/sobre.md": "---\ntitle: Sobre\n---\nLlegim @/books/nada.md. I també `@/books/codi.md`.\n",
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\n---\n18:02 marta: Mireu @/rooms/tardor/!\n",
        ])
        XCTAssertDiagnostics(result, ["W008 content/pages/sobre.md:4:8", "W008 content/rooms/tardor/chat/primera.md:4:20"])
        XCTAssertEqual(result.diagnostics[0].message, "'@/books/nada.md' is written as plain text, not as a link")
        XCTAssertEqual(result.diagnostics[1].hint, "write it as a Markdown link, e.g. [the title](@/rooms/tardor/)")
    }

    func testLinksToPrivateRoomsAndDrafts() throws {
        let privateRoom = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nvisibility: private\n---\n"
        let draftPage = "---\ntitle: Esborrany\ndraft: true\n---\n"
        let page = "---\ntitle: Sobre\n---\n[a](@/rooms/tardor/) [b](@/pages/esborrany.md)\n"
        let changes: [String: String?] = ["content/rooms/tardor/index.md": privateRoom, "content/pages/esborrany.md": draftPage,
                                          "content/pages/sobre.md": page]
        XCTAssertDiagnostics(try SiteFixture.check(changes), ["E051 content/pages/sobre.md:4:5", "E051 content/pages/sobre.md:4:26"])
        XCTAssertDiagnostics(try SiteFixture.check(changes, drafts: true), ["E051 content/pages/sobre.md:4:5"])
    }

    func testUnlistedRoomsMayBeLinked() throws {
        let unlisted = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nvisibility: unlisted\n---\n"
        let page = "---\ntitle: Sobre\n---\n[a](@/rooms/tardor/)\n"
        XCTAssertDiagnostics(try SiteFixture.check(["content/rooms/tardor/index.md": unlisted, "content/pages/sobre.md": page]), [])
    }
}
