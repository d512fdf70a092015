import XCTest
@testable import Readalong

/// Nothing private is published, and nothing from content runs in a browser.
final class PrivacyAndSafetyTests: XCTestCase {
    private let secretRoom = """
    ---
    book: nada
    title: Sala secreta del Tibidabo
    host: pau
    members: [anna]
    visibility: private
    ---
    Ningú no ho ha de saber.
    """

    private func privateSite() throws -> [String: String] {
        try SiteFixture.render([
            "content/rooms/secreta/index.md": secretRoom,
            "content/rooms/secreta/schedule.yml": "events:\n  - kind: start\n    date: 2026-11-01\n  - kind: discussion\n    date: 2026-11-20 18:00\n  - kind: end\n    date: 2026-12-20\n",
            "content/rooms/secreta/chat/u.md": "---\ndate: 2026-11-20\n---\n18:00 pau: Xiuxiueig confidencial\n",
        ])
    }

    func testPrivateRoomsProduceNothingAnywhere() throws {
        let files = try privateSite()
        XCTAssertFalse(files.keys.contains { $0.contains("secreta") })
        for (path, text) in files {
            XCTAssertFalse(text.contains("secreta"), path)
            XCTAssertFalse(text.contains("Tibidabo"), path)
            XCTAssertFalse(text.contains("Xiuxiueig"), path)
        }
    }

    func testUnlistedRoomsHaveNoindexPagesButNoListing() throws {
        let room = "---\nbook: solitud\ntitle: Sala amagada\nhost: marta\nmembers: [joan, anna]\nvisibility: unlisted\n---\n"
        let files = try SiteFixture.render(["content/rooms/tardor/index.md": room])
        XCTAssertTrue(try XCTUnwrap(files["rooms/tardor/index.html"]).contains("<meta name=\"robots\" content=\"noindex\">"))
        XCTAssertTrue(try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"]).contains("<meta name=\"robots\" content=\"noindex\">"))
        for (path, text) in files where !path.hasPrefix("rooms/tardor/") {
            XCTAssertFalse(text.contains("Sala amagada"), path)
            XCTAssertFalse(text.contains("/rooms/tardor/"), path)
        }
    }

    func testAnonymousRoomsUsePseudonymsAndStayOffMemberPages() throws {
        let room = "---\nbook: solitud\ntitle: Sala sense noms\nhost: marta\nmembers: [joan, anna]\nanonymous: true\n---\n"
        let chat = "---\ndate: 2026-11-12\n---\n18:00 anna: Primer\n18:10 joan: Segon\n18:20 marta: Amfitriona\n18:30 anna: Tercer\n"
        let files = try SiteFixture.render(["content/rooms/tardor/index.md": room, "content/rooms/tardor/chat/primera.md": chat])
        let page = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(page.contains("<span class=\"name\" dir=\"auto\">Lector 1</span>"))
        XCTAssertTrue(page.contains("<span class=\"name\" dir=\"auto\">Lector 2</span>"))
        XCTAssertTrue(page.contains("<a href=\"/members/marta/\" dir=\"auto\">Marta Puig</a>"), "the host keeps her name")
        for name in ["Anna Serra", "Joan Vila", "/members/anna/", "/members/joan/"] {
            XCTAssertFalse(page.contains(name), name)
            XCTAssertFalse(try XCTUnwrap(files["rooms/tardor/index.html"]).contains(name), name)
        }
        XCTAssertFalse(try XCTUnwrap(files["members/anna/index.html"]).contains("Sala sense noms"))
        XCTAssertFalse(try XCTUnwrap(files["members/joan/index.html"]).contains("/rooms/tardor/"))
    }

    func testContactDataHiddenMessagesAndBlockedWordsNeverAppear() throws {
        let site = "title: Club de lectura\nbase_url: https://club.example.org/\nlanguage: ca\nmoderation:\n  blocked_words: [merda]\n"
        let chat = "---\ndate: 2026-11-12\n---\n18:00 marta: Quina MÈRDA de final, merda!\n18:01 joan [hidden]: text denunciat\n18:02 anna: `merda` i ||merda|| però merdós no\n"
        let member = "---\nname: Anna Serra\nemail: anna@example.org\nphone: \"+34 600 11 22 33\"\n---\nBio amb merda.\n"
        let files = try SiteFixture.render(["content/site.yml": site, "content/rooms/tardor/chat/primera.md": chat,
                                            "content/members/anna.md": member])
        for (path, text) in files {
            XCTAssertFalse(text.contains("anna@example.org"), path)
            XCTAssertFalse(text.contains("600 11 22 33"), path)
            XCTAssertFalse(text.contains("text denunciat"), path)
            XCTAssertFalse(text.lowercased().contains("merda"), path)
            XCTAssertFalse(text.contains("MÈRDA"), path)
        }
        let page = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(page.contains("Quina ••••• de final, •••••!"))
        XCTAssertTrue(page.contains("merdós"), "a longer word is not a match")
    }

    func testBlockedWordsStayOutOfURLs() throws {
        let site = "title: Club\nbase_url: https://club.example.org/\nlanguage: ca\nmoderation:\n  blocked_words: [merda]\nlinks:\n  book: https://lib.example/?q={title}\n"
        let book = "---\ntitle: Llibre de merda\nauthors: [A]\ngenres: [merda, novel·la]\ntopics: [Merda]\n---\n"
        let files = try SiteFixture.render(["content/site.yml": site, "content/books/nada.md": book])
        XCTAssertFalse(files.keys.contains { $0.lowercased().contains("merda") })
        for (path, text) in files { XCTAssertFalse(text.lowercased().contains("merda"), path) }
        XCTAssertTrue(try XCTUnwrap(files["books/nada/index.html"]).contains("q=Llibre%20de%20%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2%E2%80%A2"))
    }

    func testHostileContentIsEscapedOrDropped() throws {
        let book = """
        ---
        title: "<script>alert('title')</script>"
        authors: ["\\"><img src=x onerror=alert(1)>"]
        links:
          Web: "https://example.org/?q=\\"><script>alert(2)</script>"
        ---
        <script>alert('body')</script>

        [click](javascript:alert(3)) <img src=x onerror=alert(4)> {{site.title}} {{{page.title}}}

        <a href="javascript:alert(5)">raw</a>
        """
        let files = try SiteFixture.render(["content/books/solitud.md": book])
        let page = try XCTUnwrap(files["books/solitud/index.html"])
        XCTAssertTrue(page.contains("&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt;"))
        XCTAssertFalse(page.contains("javascript:"), "not even as text in the meta description")
        for (path, text) in files where path.hasSuffix(".html") {
            XCTAssertFalse(text.contains("<script>alert"), path)
            XCTAssertFalse(text.lowercased().contains("href=\"javascript"), path)
            XCTAssertFalse(text.contains("<img src=x"), path)
            XCTAssertFalse(text.contains("<a href=\"javascript"), path)
        }
        XCTAssertTrue(page.contains("{{site.title}} {{{page.title}}}"), "content is never evaluated as a template")
        XCTAssertTrue(try XCTUnwrap(files["search/site/0.json"]).contains("\\\"><img src=x onerror=alert(1)>"),
                      "JSON keeps the text, escaped for JSON; the search script inserts it as text")
    }
}
