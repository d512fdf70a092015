import XCTest
@testable import Readalong

/// Links to news items, lists and picks, and links written as plain site paths: checked
/// like the other `@/` links, and moved under a sub-path `base_url` when published.
final class ClubLinkTests: XCTestCase {
    private let club: [String: String?] = [
        "content/news/avis.md": "---\ntitle: Avís\ndate: 2026-11-20\n---\nEns veiem.\n",
        "content/news/esborrany.md": "---\ntitle: Esborrany\ndate: 2026-11-20\ndraft: true\n---\nAviat.\n",
        "content/lists/classics.md": "---\ntitle: Clàssics\nbooks: [nada]\n---\n",
        "content/picks/hivern.md": SiteFixture.pick,
    ]

    private func page(_ body: String) -> [String: String?] {
        club.merging(["content/pages/sobre.md": "---\ntitle: Sobre\n---\n" + body + "\n"]) { _, new in new }
    }

    func testLinksToNewsListsAndPicksInBothForms() throws {
        let body = "[a](@/news/avis.md) [b](@/lists/classics.md#llista) [c](@/picks/hivern.md) "
            + "[d](/picks/hivern/) [e](/news/avis/) [f](/rooms/tardor/) [g](/calendar/) [h](/)"
        XCTAssertDiagnostics(try SiteFixture.check(page(body)), [])
    }

    func testBrokenLinksOfEachFormAreReportedWithAFix() throws {
        let result = try SiteFixture.check(page("[a](@/picks/hivrn.md)\n\n[b](/lists/clasics/) [c](/agenda/) [d](@/news/esborrany.md)"))
        XCTAssertReports(result, [
            Report("E050 content/pages/sobre.md:4:5: broken link: no pick 'hivrn'", hint: "did you mean 'hivern'?"),
            Report("E050 content/pages/sobre.md:6:5: broken link: no list 'clasics'", hint: "did you mean 'classics'?"),
            Report("E050 content/pages/sobre.md:6:26: broken link: the site has no page at '/agenda/'",
                   hint: "link to a page with @/books/<slug>.md, @/rooms/<slug>/, @/news/<slug>.md and the like, "
                       + "or to a list of the site such as /books/ or /rooms/"),
            Report("E051 content/pages/sobre.md:6:40: '@/news/esborrany.md' links to a draft news item",
                   hint: "publish the news item (remove `draft: true`) or remove the link"),
        ])
    }

    func testAPlainPathToAMissingBookOrAPrivateRoomIsReported() throws {
        let privateRoom = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\nvisibility: private\n---\n"
        var changes = page("[a](/books/soledat/) [b](/rooms/tardor/) [c](/rooms/active/) [d](/books/page/2/)")
        changes["content/rooms/tardor/index.md"] = privateRoom
        XCTAssertDiagnostics(try SiteFixture.check(changes), ["E050 content/pages/sobre.md:4:5", "E051 content/pages/sobre.md:4:26"])
    }

    func testBothFormsAreMovedUnderASubPathBaseURL() throws {
        let body = "[a](@/picks/hivern.md) [b](/picks/hivern/#resultat) [c](/lists/classics/) [d](@/news/avis.md) [e](/calendar/)"
        let files = try SiteFixture.render(page(body), baseURL: "https://example.org/club/")
        let html = try XCTUnwrap(files["pages/sobre/index.html"])
        for href in ["/club/picks/hivern/", "/club/picks/hivern/#resultat", "/club/lists/classics/", "/club/news/avis/", "/club/calendar/"] {
            XCTAssertTrue(html.contains("href=\"\(href)\""), "missing \(href)")
        }
        XCTAssertFalse(html.contains("href=\"/picks/"))
    }

    func testALinkToADraftIsPublishedWhenTheBuildIncludesDrafts() throws {
        let drafts = try SiteFixture.render(page("[a](@/news/esborrany.md)"), drafts: true)
        XCTAssertTrue(try XCTUnwrap(drafts["pages/sobre/index.html"]).contains("href=\"/news/esborrany/\""))
    }
}
