import CVips
import XCTest
@testable import Readalong

/// `site.yml` `offline`: the web app manifest, the icons, the offline page and the service
/// worker, and what the pages say about them.
final class OfflineReadingTests: XCTestCase {
    private let site = "title: Club de lectura\nbase_url: https://club.example.org/\nlanguage: ca\ntimezone: Europe/Madrid\n"

    private func text(_ files: [String: Data], _ path: String) throws -> String {
        String(decoding: try XCTUnwrap(files[path], path), as: UTF8.self)
    }

    private func manifest(_ files: [String: Data]) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: try XCTUnwrap(files["manifest.webmanifest"])) as? [String: Any])
    }

    /// The URLs the worker stores when it installs, read back from its script.
    private func precache(_ worker: String) throws -> [String] {
        let list = try XCTUnwrap(worker.firstMatch(of: /var FILES = (\[[^\]]*\]);/)).output.1
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String])
    }

    private func version(_ worker: String) throws -> String {
        String(try XCTUnwrap(worker.firstMatch(of: /var VERSION = "([0-9a-f]{32})";/)).output.1)
    }

    func testTheManifestNamesTheSiteItsColoursAndItsIcons() throws {
        let files = try SiteFixture.renderFiles(["content/site.yml": site + "description: Llegim junts.\n"])
        let manifest = try manifest(files)
        XCTAssertEqual(manifest["name"] as? String, "Club de lectura")
        XCTAssertEqual(manifest["short_name"] as? String, "Club", "the title is longer than a launcher shows")
        XCTAssertEqual(manifest["description"] as? String, "Llegim junts.")
        XCTAssertEqual(manifest["lang"] as? String, "ca")
        XCTAssertEqual(manifest["start_url"] as? String, "/")
        XCTAssertEqual(manifest["scope"] as? String, "/")
        XCTAssertEqual(manifest["display"] as? String, "standalone")
        XCTAssertEqual(manifest["theme_color"] as? String, "#8a3b12")
        XCTAssertEqual(manifest["background_color"] as? String, "#fbf8f3")
        let icons = try XCTUnwrap(manifest["icons"] as? [[String: String]])
        XCTAssertEqual(icons, [
            ["src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"],
            ["src": "/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"],
            ["src": "/icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"],
        ])
        for page in ["index.html", "rooms/tardor/index.html", "404.html", "offline.html"] {
            XCTAssertTrue(try text(files, page).contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\" data-worker=\"/sw.js\">\n"), page)
        }
    }

    func testASiteUnderAPathKeepsItsAppAndWorkerThere() throws {
        let files = try SiteFixture.renderFiles(baseURL: "https://example.org/club/")
        let manifest = try manifest(files)
        XCTAssertEqual(manifest["start_url"] as? String, "/club/")
        XCTAssertEqual(manifest["scope"] as? String, "/club/")
        XCTAssertEqual((manifest["icons"] as? [[String: String]])?.first?["src"], "/club/icons/icon-192.png")
        XCTAssertTrue(try text(files, "books/index.html").contains("href=\"/club/manifest.webmanifest\" data-worker=\"/club/sw.js\""))
        let worker = try text(files, "sw.js")
        XCTAssertTrue(worker.contains("var SCOPE = \"/club/\";"))
        XCTAssertTrue(worker.contains("var OFFLINE = \"/club/offline.html\";"))
        XCTAssertEqual(try precache(worker).filter { !$0.hasPrefix("/club/") }, [], "every stored URL is inside the site")
    }

    func testTheShortNameIsTheTitleOrItsFirstWord() {
        XCTAssertEqual(WebAppManifest.shortName(of: "Fulls del Ter"), "Fulls")
        XCTAssertEqual(WebAppManifest.shortName(of: "Llibres"), "Llibres")
        XCTAssertEqual(WebAppManifest.shortName(of: "Supercalifragilístic club"), "Supercalifra")
    }

    func testIconsDecodeAtTheirSizesOnTheAccentColour() throws {
        let files = try SiteFixture.renderFiles()
        let again = try SiteFixture.renderFiles()
        for (path, size) in [("icons/icon-192.png", 192), ("icons/icon-512.png", 512), ("icons/maskable-512.png", 512)] {
            let bytes = Array(try XCTUnwrap(files[path], path))
            let header = try XCTUnwrap(Vips.header(of: bytes), path)
            XCTAssertEqual(header.format, .png, path)
            XCTAssertEqual([header.width, header.height], [size, size], path)
            XCTAssertEqual(files[path], again[path], "\(path): the same bytes every build")
            var pixel = [Double](repeating: -1, count: 4)
            XCTAssertEqual(bytes.withUnsafeBytes { rl_vips_pixel($0.baseAddress, $0.count, Int32(size / 10), Int32(size / 2), &pixel) }, 4)
            XCTAssertEqual(pixel, [138, 59, 18, 255], "\(path): the accent, left of the drawing")
            XCTAssertEqual(bytes.withUnsafeBytes { rl_vips_pixel($0.baseAddress, $0.count, 0, 0, &pixel) }, 4)
            XCTAssertEqual(pixel[3], path.contains("maskable") ? 255 : 0, "\(path): only the plain icons have round corners")
        }
        for maskable in [false, true] {
            let drawing = SiteIcon(size: 192, maskable: maskable, colours: .fallback).svg
            XCTAssertFalse(drawing.contains("<text"), "no text, so no font is ever loaded for an icon: \(drawing)")
        }
    }

    func testTheWorkerStoresTheThemeTheHomeAndTheRoomsUnderWay() throws {
        let finished = """
        ---
        book: nada
        host: joan
        ---
        Ja l'hem llegit.
        """
        let unlisted = "---\nbook: nada\nhost: pau\nvisibility: unlisted\n---\nNomés amb l'enllaç.\n"
        let files = try SiteFixture.renderFiles([
            "content/rooms/estiu/index.md": finished,
            "content/rooms/estiu/schedule.yml": "events:\n  - kind: start\n    date: 2026-06-01\n  - kind: end\n    date: 2026-07-01\n",
            "content/rooms/amagada/index.md": unlisted,
            "content/rooms/amagada/schedule.yml": "events:\n  - kind: start\n    date: 2026-11-01\n  - kind: end\n    date: 2026-12-20\n",
        ])
        let worker = try text(files, "sw.js")
        XCTAssertEqual(try precache(worker), [
            "/theme/readalong.css", "/theme/readalong.js", "/theme/years.css", "/icons/icon-192.png", "/icons/icon-512.png",
            "/icons/maskable-512.png", "/manifest.webmanifest", "/offline.html", "/", "/rooms/tardor/",
        ], "the finished room and the unlisted one are not stored")
        XCTAssertNil(worker.range(of: "amagada"), "the worker, public, never names an unlisted room")
        let paths = ["theme/readalong.css", "theme/readalong.js", "theme/years.css", "icons/icon-192.png", "icons/icon-512.png",
                     "icons/maskable-512.png", "manifest.webmanifest", "offline.html", "index.html", "rooms/tardor/index.html"]
        let expected = ServiceWorker.version(of: try paths.enumerated().map { index, path in
            (url: try precache(worker)[index], fingerprint: ContentHash(try XCTUnwrap(files[path], path)))
        })
        XCTAssertEqual(try version(worker), expected, "the fingerprint of the bytes of what it stores")
        XCTAssertFalse(worker.contains("Date") || worker.contains("now"), "nothing in it depends on the time of the build")
    }

    func testTheVersionChangesWithAStoredFileAndOnlyThen() throws {
        let before = try SiteFixture.renderFiles()
        let worker = try text(before, "sw.js")
        // Pau is in no room under way: his page is not stored, and nothing stored shows him.
        let bio = try SiteFixture.renderFiles(["content/members/pau.md": "---\nname: Pau Roca\n---\nLector de nit.\n"])
        XCTAssertNotEqual(bio["members/pau/index.html"], before["members/pau/index.html"])
        XCTAssertEqual(try text(bio, "sw.js"), worker, "a page that is not stored leaves the worker as it was")
        let room = try SiteFixture.renderFiles(["content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmoderators: [joan]\nmembers: [joan, anna]\n---\nLlegim *Solitud* a poc a poc.\n"])
        XCTAssertNotEqual(room["rooms/tardor/index.html"], before["rooms/tardor/index.html"])
        XCTAssertNotEqual(try version(try text(room, "sw.js")), try version(worker), "the room's page is stored: a new version")
    }

    func testTheOfflinePageSpeaksTheSiteLanguageAndLinksWhatIsStored() throws {
        for (language, title) in [("ca", "Sense connexió"), ("es", "Sin conexión"), ("en", "You are offline")] {
            let files = try SiteFixture.renderFiles(["content/site.yml": site.replacingOccurrences(of: "language: ca", with: "language: \(language)")])
            let page = try text(files, "offline.html")
            XCTAssertTrue(page.contains("<html lang=\"\(language)\">"), language)
            XCTAssertTrue(page.contains("<h1>\(title)</h1>"), language)
            XCTAssertTrue(page.contains("<meta name=\"robots\" content=\"noindex\">"), language)
            XCTAssertTrue(page.contains("<link rel=\"stylesheet\" href=\"/theme/readalong.css\">"), "styled by the theme")
            let list = try XCTUnwrap(page.firstMatch(of: /<ul class="link-list">(.*)<\/ul>/)).output.1
            let links = list.matches(of: /<li><a href="([^"]+)">/).map { String($0.output.1) }
            XCTAssertEqual(links, ["/", "/rooms/tardor/"], language)
            XCTAssertFalse(try text(files, "sitemap.xml").contains("offline"), "not a page to index")
        }
    }

    func testTurnedOffNothingOfItIsPublished() throws {
        let on = try SiteFixture.renderFiles()
        let off = try SiteFixture.renderFiles(["content/site.yml": site + "offline: false\n"])
        let offlineFiles = ["sw.js", "manifest.webmanifest", "offline.html", "icons/icon-192.png", "icons/icon-512.png", "icons/maskable-512.png"]
        XCTAssertEqual(Set(on.keys).subtracting(off.keys), Set(offlineFiles))
        XCTAssertEqual(Set(off.keys).subtracting(on.keys), [])
        for (path, data) in off where path.hasSuffix(".html") {
            XCTAssertFalse(String(decoding: data, as: UTF8.self).contains("rel=\"manifest\""), path)
        }
        XCTAssertFalse(try text(off, "theme/readalong.js").contains("serviceWorker"), "the registration is left out of the script")
        XCTAssertFalse(try text(off, "theme/readalong.js").contains("feature offline"), "markers included")
        XCTAssertTrue(try text(on, "theme/readalong.js").contains("navigator.serviceWorker.register("))
    }

    func testOfflineMustBeTrueOrFalse() throws {
        let result = try SiteFixture.check(["content/site.yml": site + "offline: sometimes\n"])
        XCTAssertDiagnostics(result, ["E004 content/site.yml:5:10"])
        XCTAssertEqual(result.diagnostics.first?.message, "'offline' must be true or false, found text")
        XCTAssertEqual(result.diagnostics.first?.hint, "write 'offline: false' to publish no service worker, or leave it out")
        XCTAssertEqual(try SiteFixture.check(["content/site.yml": site + "offline: false\n"]).site?.config.offline, false)
        XCTAssertEqual(try SiteFixture.check().site?.config.offline, true, "on unless turned off")
    }

    func testThemeColoursFollowTheStylesheet() {
        XCTAssertEqual(ThemeColours.builtIn, ThemeColours(accent: "#8a3b12", background: "#fbf8f3"))
        XCTAssertEqual(ThemeColours(css: ":root { --bg: #FFFFFF; --accent: #123456; }\n@media (prefers-color-scheme: dark) { :root { --accent: #abcdef; } }"),
                       ThemeColours(accent: "#123456", background: "#ffffff"), "the first, light, values")
        XCTAssertEqual(ThemeColours(css: ":root { --accent: red; }"), .fallback, "a value that is not #rrggbb")
    }
}
