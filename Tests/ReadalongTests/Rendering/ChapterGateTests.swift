import XCTest
@testable import Readalong

/// The spoiler gate by chapter as the build leaves it for the browser (the `data-chapter`
/// marks and the gate's JSON in `data-gate`, read back from the built fixture), the theme sections a site
/// gets, and the member calendar's "read up to chapter N".
final class ChapterGateTests: XCTestCase {
    private let chat = """
    ---
    date: 2026-11-12
    event: debat-1
    polls:
      - question: Qui se'n va?
        options:
          - text: Ella
            votes: [joan]
    ---
    18:02 marta: Benvinguts!
    18:03 joan [ch 3]: El capítol tres.
    18:04 anna [spoiler, ch 4-6]: La Mila se'n va.
    18:05 anna [hidden, ch 9]: Amagat.
    """
    private let transcriptPage = "rooms/tardor/chat/primera/index.html"
    private let roomPage = "rooms/tardor/index.html"

    // MARK: Reading the output back

    /// The attributes of every start tag `<name …>` whose class list holds `className`, in order.
    private func tags(_ html: String, _ name: String, class className: String) -> [[String: String]] {
        let tag = try! NSRegularExpression(pattern: "<\(name)\\b([^>]*)>")
        let attribute = try! NSRegularExpression(pattern: "([a-z-]+)=\"([^\"]*)\"")
        let text = html as NSString
        return tag.matches(in: html, range: NSRange(location: 0, length: text.length)).compactMap { match in
            let inside = text.substring(with: match.range(at: 1))
            var attributes: [String: String] = [:]
            for found in attribute.matches(in: inside, range: NSRange(location: 0, length: (inside as NSString).length)) {
                attributes[(inside as NSString).substring(with: found.range(at: 1))] = (inside as NSString).substring(with: found.range(at: 2))
            }
            let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
            return classes.contains(className) ? attributes : nil
        }
    }

    /// The gate's JSON of a page (the `data-gate` of its one hidden `.gate-place`), parsed;
    /// `nil` when the page has none.
    private func gateData(_ html: String) throws -> [String: Any]? {
        let places = tags(html, "div", class: "gate-place")
        XCTAssertLessThanOrEqual(places.count, 1)
        guard let place = places.first else { return nil }
        XCTAssertTrue(html.contains(" data-gate=\"\(place["data-gate"] ?? "")\" hidden></div>\n"))
        let json = Escaping.unescapeHTML(try XCTUnwrap(place["data-gate"]))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The raw attribute text of the page's `data-gate` (still escaped).
    private func gateAttribute(_ html: String) -> String {
        tags(html, "div", class: "gate-place").first?["data-gate"] ?? ""
    }

    /// The SUMMARY of each event of a calendar file, by UID, lines unfolded and unescaped.
    private func summaries(_ ics: String) -> [String: String] {
        let lines = ics.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        var result: [String: String] = [:]
        var uid: String?
        for line in lines {
            if line.hasPrefix("UID:") { uid = String(line.dropFirst(4)) }
            if line.hasPrefix("SUMMARY:"), let uid {
                result[uid] = String(line.dropFirst(8)).replacingOccurrences(of: "\\,", with: ",").replacingOccurrences(of: "\\;", with: ";")
            }
        }
        return result
    }

    private func schedule(chapters: String) -> String {
        SiteFixture.files["content/rooms/tardor/schedule.yml"]!.replacingOccurrences(of: "chapters: 1-10", with: "chapters: \(chapters)")
    }

    // MARK: Marks and the gate's JSON

    func testTranscriptMarksItsMilestoneAndFlaggedMessagesAndCarriesTheGate() throws {
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": chat])
        let page = try XCTUnwrap(files[transcriptPage])
        XCTAssertEqual(tags(page, "article", class: "transcript").map { $0["data-chapter"] }, ["10"])
        let messages = tags(page, "div", class: "message")
        XCTAssertEqual(messages.map { $0["id"] ?? "" }, ["m-20261112-180200", "m-20261112-180300", "m-20261112-180400"])
        XCTAssertEqual(messages.map { $0["data-chapter"] ?? "none" }, ["none", "3", "4-6"], "the hidden message is never published")
        XCTAssertEqual(tags(page, "figure", class: "poll").count, 1)

        let data = try XCTUnwrap(gateData(page))
        XCTAssertEqual(data["last"] as? Int, 10, "the schedule's target is beyond every flag")
        XCTAssertEqual(data["room"] as? String, "/rooms/tardor/")
        let words = try XCTUnwrap(data["t"] as? [String: String])
        XCTAssertEqual(words.keys.sorted(), ChapterGates.words)
        XCTAssertEqual(words["option"], "Capítol %@")
        XCTAssertEqual(words["hidden.other"], "Hi ha %@ elements amagats més enllà del teu capítol.")
        for said in ["Benvinguts", "capítol tres", "Mila", "Amagat"] {
            XCTAssertFalse(gateAttribute(page).contains(said), said)
        }
        XCTAssertTrue(gateAttribute(page).hasPrefix("{&quot;last&quot;:10,&quot;room&quot;:&quot;/rooms/tardor/&quot;,"))
        XCTAssertFalse(page.contains("<script type"), "no inline script")
        // The room page marks the transcript in its list and carries the same JSON.
        let room = try XCTUnwrap(files[roomPage])
        XCTAssertEqual(tags(room, "li", class: "transcript-item").map { $0["data-chapter"] }, ["10"])
        XCTAssertTrue(room.contains("<h2 id=\"chat-heading\">Xats</h2>\n<div class=\"gate-place\" data-gate=\"{"))
        XCTAssertEqual(try gateData(room)?["room"] as? String, "/rooms/tardor/")
        XCTAssertTrue(try XCTUnwrap(files["theme/readalong.js"]).contains("/* feature gate */"))
        XCTAssertTrue(try XCTUnwrap(files["theme/readalong.css"]).contains(".is-gated"))
    }

    func testFlagsBeyondTheScheduleRaiseTheLastChapterAndTheKeyHasTheBasePath() throws {
        let flagged = chat.replacingOccurrences(of: "[ch 3]", with: "[ch 30]")
        let site = "title: Club\nbase_url: https://club.example.org/sub/\nlanguage: en\ntimezone: Europe/Madrid\n"
        let result = try SiteFixture.check(["content/rooms/tardor/chat/primera.md": flagged, "content/site.yml": site])
        XCTAssertDiagnostics(result, ["W014 content/rooms/tardor/chat/primera.md:11:13"])
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": flagged, "content/site.yml": site])
        let data = try XCTUnwrap(gateData(try XCTUnwrap(files[transcriptPage])))
        XCTAssertEqual(data["last"] as? Int, 30)
        XCTAssertEqual(data["room"] as? String, "/sub/rooms/tardor/", "the key includes the base path")
        XCTAssertEqual((data["t"] as? [String: String])?["readUpTo"], nil, "only the words the script shows")
        XCTAssertEqual((data["t"] as? [String: String])?["unset"], "Not set: show everything")
    }

    func testFreeTextTargetsAreNotMarkedButFlagsStillAre() throws {
        let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule(chapters: "Primera part"),
                                            "content/rooms/tardor/chat/primera.md": chat])
        let page = try XCTUnwrap(files[transcriptPage])
        XCTAssertEqual(tags(page, "article", class: "transcript").map { $0["data-chapter"] }, [nil])
        XCTAssertTrue(page.contains("<p class=\"spoiler-warning\" role=\"note\">Espòilers: arriba fins a Primera part</p>"), page)
        XCTAssertEqual(tags(page, "div", class: "message").map { $0["data-chapter"] ?? "none" }, ["none", "3", "4-6"])
        XCTAssertEqual(try gateData(page)?["last"] as? Int, 6)
        let room = try XCTUnwrap(files[roomPage])
        XCTAssertEqual(tags(room, "li", class: "transcript-item").map { $0["data-chapter"] }, [nil])
        XCTAssertNotNil(try gateData(room), "the room has flagged messages: its readers may set their chapter")
    }

    func testRoomsWithoutChapterDataPublishNoMarksNoGateAndTheThemeWithoutTheGate() throws {
        let plain = "---\ndate: 2026-11-12\n---\n18:02 marta: Benvinguts!\n"
        // A target in words: no chapter numbers anywhere (a numeric one makes companion pages, gated).
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": plain,
                                            "content/rooms/tardor/schedule.yml": schedule(chapters: "Primera part")])
        for (path, html) in files where path.hasSuffix(".html") {
            XCTAssertFalse(html.contains("data-chapter"), path)
            XCTAssertFalse(html.contains("data-gate"), path)
        }
        // The gate's lines leave no trace: the list follows the heading as it always did.
        let plainRoom = try XCTUnwrap(files[roomPage])
        XCTAssertTrue(plainRoom.contains("<h2 id=\"chat-heading\">Xats</h2>\n<ol class=\"transcript-list\">\n<li class=\"transcript-item\">\n"), plainRoom)
        let empty = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": nil])[roomPage]
        XCTAssertTrue(try XCTUnwrap(empty).contains("<ol class=\"transcript-list\">\n</ol>\n<p class=\"empty\">"))
        let builtIn = TemplateLibrary.themeFiles()
        for name in ["readalong.js", "readalong.css"] {
            let published = try XCTUnwrap(files["theme/" + name])
            XCTAssertFalse(published.contains("feature gate"), name)
            XCTAssertFalse(published.contains("gate-toggle"), name)
            // The fixture reads offline (site.yml's default): that section stays.
            XCTAssertEqual(Data(published.utf8), ThemeSections.keeping(["offline"], in: try XCTUnwrap(builtIn[name])))
        }
        XCTAssertTrue(try XCTUnwrap(files["theme/readalong.js"]).contains("function fold("), "the rest of the script stays")
    }

    // MARK: Theme sections

    func testThemeSectionsAreCutWithTheirMarkersOnlyForFeaturesNotInUse() {
        let text = "a\n/* feature gate */\nb\n/* end feature gate */\nc\n/* feature news */\nd\n/* end feature news */\ne\n"
        let data = Data(text.utf8)
        XCTAssertEqual(String(decoding: ThemeSections.keeping([], in: data), as: UTF8.self), "a\nc\ne\n")
        XCTAssertEqual(String(decoding: ThemeSections.keeping(["gate"], in: data), as: UTF8.self),
                       "a\n/* feature gate */\nb\n/* end feature gate */\nc\ne\n")
        XCTAssertEqual(ThemeSections.keeping(["gate", "news"], in: data), data)
        let shared = Data("a\n/* feature gate|replay */\nb\n/* end feature gate|replay */\nc\n".utf8)
        XCTAssertEqual(String(decoding: ThemeSections.keeping([], in: shared), as: UTF8.self), "a\nc\n")
        XCTAssertEqual(ThemeSections.keeping(["replay"], in: shared), shared, "kept for any feature it names")
        XCTAssertEqual(ThemeSections.keeping(["gate"], in: shared), shared)
        let unmarked = Data("body { color: red; }\n/* a feature comment */\n".utf8)
        XCTAssertEqual(ThemeSections.keeping([], in: unmarked), unmarked)
    }

    // MARK: The member calendar

    func testMemberCalendarSaysHowFarToReadAndOtherCalendarsDoNot() throws {
        let files = try SiteFixture.render()
        let member = summaries(try XCTUnwrap(files["members/marta/calendar.ics"]))
        XCTAssertEqual(member["tardor/debat-1@club.example.org"], "Solitud · Debat · llegir fins al capítol 10")
        XCTAssertEqual(member["tardor/start-2026-11-01@club.example.org"], "Solitud · Inici")
        XCTAssertEqual(member["tardor/end-2026-12-01@club.example.org"], "Solitud · Final")
        XCTAssertEqual(summaries(try XCTUnwrap(files["members/anna/calendar.ics"]))["tardor/debat-1@club.example.org"],
                       "Solitud · Debat · llegir fins al capítol 10")
        for shared in ["rooms/tardor/calendar.ics", "calendar.ics", "rooms/tardor/events/debat-1.ics"] {
            XCTAssertEqual(summaries(try XCTUnwrap(files[shared]))["tardor/debat-1@club.example.org"], "Solitud · Debat", shared)
        }
    }

    func testReadingTargetsInEachLanguageAndOnlyWhenNumeric() throws {
        let uid = "tardor/debat-1@club.example.org"
        for (chapters, expected) in [("12", "Solitud · Debat · llegir fins al capítol 12"), ("Primera part", "Solitud · Debat")] {
            let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule(chapters: chapters)])
            XCTAssertEqual(summaries(try XCTUnwrap(files["members/joan/calendar.ics"]))[uid], expected, chapters)
        }
        for (language, expected) in [("es", "Solitud · Debate · leer hasta el capítulo 10"), ("en", "Solitud · Discussion · read up to chapter 10")] {
            let site = "title: Club\nbase_url: https://club.example.org/\nlanguage: \(language)\ntimezone: Europe/Madrid\n"
            let files = try SiteFixture.render(["content/site.yml": site])
            XCTAssertEqual(summaries(try XCTUnwrap(files["members/marta/calendar.ics"]))[uid], expected, language)
        }
    }
}
