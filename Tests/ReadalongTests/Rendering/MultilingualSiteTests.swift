import XCTest
@testable import Readalong

/// A site in several languages (CONTENT-SPEC, "Languages of a site"): the fixture published
/// in Catalan (default), Spanish and English.
final class MultilingualSiteTests: XCTestCase {
    private static let threeLanguages = """
        title: Club de lectura
        base_url: https://club.example.org/club/
        languages: [ca, es, en]
        timezone: Europe/Madrid
        """

    private func render(_ siteYML: String = threeLanguages) throws -> [String: String] {
        try SiteFixture.render(["content/site.yml": siteYML])
    }

    /// The `href` of every link and the `src` of everything a page loads, but the switch's.
    private func addresses(in html: String) -> [String] {
        let withoutSwitch = html.replacingOccurrences(of: #"(?s)<nav class="language-switch".*?</nav>"#, with: "",
                                                      options: .regularExpression)
        let pattern = try! NSRegularExpression(pattern: #"(?:href|src|data-[a-z-]+)="(/[^"]*)""#)
        return pattern.matches(in: withoutSwitch, range: NSRange(withoutSwitch.startIndex..., in: withoutSwitch)).map {
            String(withoutSwitch[Range($0.range(at: 1), in: withoutSwitch)!])
        }
    }

    func testEveryPageExistsInEveryLanguage() throws {
        let files = try render()
        let defaultPages = files.keys.filter { $0.hasSuffix(".html") && !$0.hasPrefix("es/") && !$0.hasPrefix("en/") }
            .filter { !["404.html", "offline.html"].contains($0) }
        XCTAssertGreaterThan(defaultPages.count, 10)
        for page in defaultPages {
            XCTAssertNotNil(files["es/" + page], "es/\(page)")
            XCTAssertNotNil(files["en/" + page], "en/\(page)")
        }
        // One 404 page, one service worker, one sitemap and robots.txt, one theme.
        for shared in ["404.html", "sw.js", "sitemap.xml", "robots.txt", "offline.html", "manifest.webmanifest", "theme/readalong.css"] {
            XCTAssertNotNil(files[shared], shared)
            XCTAssertNil(files["es/" + shared], "es/\(shared)")
        }
        // The pages the whole site shares have no versions to switch to.
        XCTAssertFalse(try XCTUnwrap(files["404.html"]).contains("hreflang"))
        XCTAssertFalse(try XCTUnwrap(files["offline.html"]).contains("hreflang"))
        for own in ["feed.xml", "calendar.ics", "search/index.json", "search/chats.json", "rooms/tardor/calendar.ics"] {
            XCTAssertNotNil(files["es/" + own], "es/\(own)")
        }
    }

    func testTheInterfaceIsInThePagesLanguage() throws {
        let files = try render()
        let spanish = try XCTUnwrap(files["es/rooms/tardor/index.html"])
        XCTAssertTrue(spanish.contains(#"<html lang="es">"#))
        XCTAssertTrue(spanish.contains(">Buscar</a>"), "the menu in Spanish")
        XCTAssertTrue(try XCTUnwrap(files["en/rooms/tardor/index.html"]).contains(">Search</a>"))
        XCTAssertTrue(try XCTUnwrap(files["rooms/tardor/index.html"]).contains(">Cerca</a>"))
        XCTAssertTrue(try XCTUnwrap(files["es/feed.xml"]).contains(#"xml:lang="es""#))
    }

    func testEveryLinkStaysInTheReadersLanguage() throws {
        let files = try render()
        let shared = ["/club/theme/", "/club/images/", "/club/assets/", "/club/icons/", "/club/manifest.webmanifest", "/club/sw.js"]
        for (path, html) in files where path.hasPrefix("es/") && path.hasSuffix(".html") {
            for address in addresses(in: html) where !shared.contains(where: address.hasPrefix) {
                XCTAssertTrue(address.hasPrefix("/club/es/"), "\(path) links \(address)")
            }
        }
    }

    func testTheSwitchAndTheAlternatesLeadToTheSamePage() throws {
        let files = try render()
        let book = try XCTUnwrap(files["es/books/solitud/index.html"])
        XCTAssertTrue(book.contains("""
            <link rel="alternate" hreflang="ca" href="https://club.example.org/club/books/solitud/">
            <link rel="alternate" hreflang="es" href="https://club.example.org/club/es/books/solitud/">
            <link rel="alternate" hreflang="en" href="https://club.example.org/club/en/books/solitud/">
            <link rel="alternate" hreflang="x-default" href="https://club.example.org/club/books/solitud/">
            """))
        XCTAssertTrue(book.contains("""
            <li><a href="/club/books/solitud/" hreflang="ca" lang="ca">català</a></li>
            <li><a href="/club/es/books/solitud/" hreflang="es" lang="es" aria-current="true">español</a></li>
            <li><a href="/club/en/books/solitud/" hreflang="en" lang="en">English</a></li>
            """))
        // The pairs are symmetric: each version names the same set.
        let alternates = { (html: String) in html.split(separator: "\n").filter { $0.hasPrefix(#"<link rel="alternate" hreflang"#) } }
        XCTAssertEqual(alternates(try XCTUnwrap(files["books/solitud/index.html"])), alternates(book))
        XCTAssertEqual(alternates(try XCTUnwrap(files["en/books/solitud/index.html"])), alternates(book))
    }

    func testAnUntranslatedTextSaysSoInTheReadersLanguage() throws {
        let files = try render()
        let page = try XCTUnwrap(files["es/pages/sobre/index.html"])
        XCTAssertTrue(page.contains(#"<p class="translation-note" role="note">Aún no está traducido: se muestra en catalán.</p>"#))
        XCTAssertTrue(page.contains(#"<h1 dir="auto" lang="ca">Sobre nosaltres</h1>"#))
        XCTAssertTrue(try XCTUnwrap(files["en/pages/sobre/index.html"]).contains("Not yet translated: shown in Catalan."))
        XCTAssertFalse(try XCTUnwrap(files["pages/sobre/index.html"]).contains("translation-note"), "the original says nothing")
        XCTAssertFalse(try XCTUnwrap(files["es/rooms/index.html"]).contains("translation-note"), "a list is all interface")
    }

    func testOneSitemapListsEveryLanguageWithItsAlternates() throws {
        let sitemap = try XCTUnwrap(try render()["sitemap.xml"])
        XCTAssertTrue(sitemap.contains(#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#))
        XCTAssertTrue(sitemap.contains("""
              <url>
                <loc>https://club.example.org/club/en/books/nada/</loc>
                <xhtml:link rel="alternate" hreflang="ca" href="https://club.example.org/club/books/nada/"/>
                <xhtml:link rel="alternate" hreflang="es" href="https://club.example.org/club/es/books/nada/"/>
                <xhtml:link rel="alternate" hreflang="en" href="https://club.example.org/club/en/books/nada/"/>
              </url>
            """))
    }

    func testAnEventKeepsItsUIDInEveryLanguage() throws {
        let files = try render()
        let uids = { (text: String) in text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") } }
        let catalan = uids(try XCTUnwrap(files["calendar.ics"]))
        XCTAssertFalse(catalan.isEmpty)
        XCTAssertEqual(uids(try XCTUnwrap(files["es/calendar.ics"])), catalan)
        XCTAssertEqual(uids(try XCTUnwrap(files["en/calendar.ics"])), catalan)
    }

    func testDefaultPrefixPutsEveryLanguageUnderItsPrefixAndLinksThemFromTheRoot() throws {
        let files = try render(Self.threeLanguages + "\ndefault_prefix: true\n")
        XCTAssertNotNil(files["ca/rooms/tardor/index.html"])
        XCTAssertNil(files["rooms/tardor/index.html"])
        let root = try XCTUnwrap(files["index.html"])
        XCTAssertTrue(root.contains(#"<a href="/club/ca/" hreflang="ca" lang="ca">català</a>"#))
        XCTAssertTrue(root.contains(#"<a href="/club/es/" hreflang="es" lang="es">español</a>"#))
        XCTAssertTrue(try XCTUnwrap(files["es/index.html"]).contains(
            #"<link rel="alternate" hreflang="x-default" href="https://club.example.org/club/ca/">"#))
        XCTAssertNotNil(files["404.html"])
    }

    func testOneLanguageListGivesTheBytesOfLanguage() throws {
        let single = try SiteFixture.renderFiles()
        let list = try SiteFixture.renderFiles(["content/site.yml": """
            title: Club de lectura
            base_url: https://club.example.org/
            languages: [ca]
            timezone: Europe/Madrid
            """])
        XCTAssertEqual(Set(list.keys), Set(single.keys))
        for (path, bytes) in single { XCTAssertEqual(list[path], bytes, path) }
    }
}
