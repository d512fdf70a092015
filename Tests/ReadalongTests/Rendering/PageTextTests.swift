import XCTest
@testable import Readalong

/// What readers see of user text: never a stray `true`/`false`, right-to-left text kept
/// apart from the text around it, and Markdown tables in valid HTML.
final class PageTextTests: XCTestCase {
    /// The sample community of `content/` and `templates/`, read into memory.
    /// The sample site's files: text, and the bytes of its photos.
    private func sampleFiles() throws -> InMemoryFileSystem {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var texts: [String: String] = [:], bytes: [String: [UInt8]] = [:]
        for folder in ["content", "templates"] {
            let base = root.appendingPathComponent(folder)
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]))
            for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
                let path = folder + "/" + url.path.dropFirst(base.path.count + 1)
                let data = try Data(contentsOf: url)
                if let text = String(data: data, encoding: .utf8) { texts[path] = text } else { bytes[path] = Array(data) }
            }
        }
        return InMemoryFileSystem(texts, bytes: bytes)
    }

    /// A site with every optional value left out somewhere: a book without pages, ISBN,
    /// cover or links; a member with nothing but a name; a room without a presentation,
    /// transcripts or join link; events without time, title, place or notes.
    private let sparse: [String: String?] = [
        "content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\n---\n",
        "content/members/pau.md": "---\nname: Pau Roca\n---\n",
        "content/rooms/buida/index.md": "---\nbook: nada\nhost: pau\n---\n",
        "content/rooms/buida/schedule.yml": "events:\n  - kind: start\n    date: 2026-11-20\n  - kind: meetup\n    date: 2026-11-25\n  - kind: end\n    date: 2026-12-20\n",
    ]

    private func assertNoFlagText(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) {
        let flag = try! NSRegularExpression(pattern: #">\s*(true|false)\s*<|(href|src|title|alt|datetime|content)="(true|false)""#)
        var pages = 0
        for (path, html) in files where path.hasSuffix(".html") {
            pages += 1
            let range = NSRange(html.startIndex..., in: html)
            if let match = flag.firstMatch(in: html, range: range) {
                let start = max(0, match.range.location - 80)
                let context = (html as NSString).substring(with: NSRange(location: start, length: match.range.upperBound - start))
                XCTFail("\(path) shows a flag as text: …\(context)", file: file, line: line)
            }
        }
        XCTAssertGreaterThan(pages, 10, file: file, line: line)
    }

    func testNoPageOfTheSampleShowsAFlag() throws {
        let fileSystem = try sampleFiles()
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        let options = BuildOptions.english(clock: clock)
        let site = try XCTUnwrap(try ContentPipeline.check(fileSystem: fileSystem, options: options).site)
        guard case .success(let templates) = try TemplateLibrary.load(from: fileSystem) else { return XCTFail("templates") }
        let sink = MemorySink()
        _ = try SiteRenderer.render(site, options: options, baseURL: nil, templates: templates, fileSystem: fileSystem, sink: sink)
        let output = sink.files.mapValues { String(decoding: $0, as: UTF8.self) }
        XCTAssertTrue(try XCTUnwrap(output["rooms/incerta-gloria/index.html"]).contains("Joan Sales"), "a room whose book has no page count")
        assertNoFlagText(output)
    }

    func testNoPageOfASparseSiteShowsAFlag() throws {
        let files = try SiteFixture.render(sparse)
        let room = try XCTUnwrap(files["rooms/buida/index.html"])
        XCTAssertFalse(room.contains("book-meta"), "no empty page-count line either")
        assertNoFlagText(files)
    }

    func testUserTextIsIsolatedAndBidiControlsAreDropped() throws {
        let member = "---\nname: \"\u{202E}נועה\u{202C} בן-דוד\"\nlocation: \"\u{2067}Girona\"\n---\nשלום! Bio.\n"
        let chat = "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:02 marta: Benvinguts!\n18:03 anna: مرحبا بالجميع! \u{202E}olleh\n"
        let room = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\n---\nLlegim *Solitud* junts.\n"
        let files = try SiteFixture.render(["content/members/anna.md": member, "content/rooms/tardor/chat/primera.md": chat,
                                            "content/rooms/tardor/index.md": room])
        for (path, text) in files {
            for control in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"] {
                XCTAssertFalse(text.contains(control), "\(path) keeps a bidi control")
            }
        }
        let transcript = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(transcript.contains("<a href=\"/members/anna/\" dir=\"auto\">נועה בן-דוד</a>"), transcript)
        XCTAssertTrue(transcript.contains("<div class=\"message-body prose\" lang=\"ca\" dir=\"auto\"><p dir=\"rtl\">مرحبا بالجميع! <bdi>olleh</bdi></p>"), transcript)
        let profile = try XCTUnwrap(files["members/anna/index.html"])
        XCTAssertTrue(profile.contains("<h1><span dir=\"auto\">נועה בן-דוד</span></h1>"))
        XCTAssertTrue(profile.contains("<p class=\"member-meta\" dir=\"auto\">Girona</p>"))
        XCTAssertTrue(profile.contains("<section class=\"prose\" dir=\"auto\"><p>שלום! Bio.</p>"))
        XCTAssertTrue(try XCTUnwrap(files["members/index.html"]).contains("dir=\"auto\">נועה בן-דוד</a>"))
    }

    func testGenreChipsCarryTheirNameAsATooltip() throws {
        let long = "novel·la-de-formació-intergeneracional-i-transfronterera-catalana"
        let book = "---\ntitle: Solitud\nauthors: [Víctor Català]\ngenres: [\(long)]\n---\n"
        let files = try SiteFixture.render(["content/books/solitud.md": book])
        let genres = try XCTUnwrap(files["genres/index.html"])
        XCTAssertTrue(genres.contains("title=\"\(long)\"><span class=\"tag-name\" dir=\"auto\">\(long)</span>"), genres)
        XCTAssertTrue(try XCTUnwrap(files["books/solitud/index.html"]).contains("title=\"\(long)\" dir=\"auto\">\(long)</a>"))
    }

    func testTableAlignmentIsAClassNotAnAttribute() throws {
        let page = "---\ntitle: Sobre\n---\n| Llibre | Pàgines | Nota |\n|:--|:-:|--:|\n| Solitud | 288 | 9 |\n\nEl text align=\"left\" es queda.\n"
        let html = try XCTUnwrap(try SiteFixture.render(["content/pages/sobre.md": page])["pages/sobre/index.html"])
        XCTAssertTrue(html.contains("<th class=\"align-left\">Llibre</th>"), html)
        XCTAssertTrue(html.contains("<td class=\"align-center\">288</td>"))
        XCTAssertTrue(html.contains("<td class=\"align-right\">9</td>"))
        XCTAssertFalse(html.contains(" align=\""))
        XCTAssertTrue(html.contains("align=&quot;left&quot; es queda"), "text that looks like the attribute is left alone")
    }
}
