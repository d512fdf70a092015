import XCTest
@testable import Readalong

/// The language of chat messages: a transcript's `language:`, a message's `[lang …]` flag,
/// and the `lang` their markup and chat search entries carry.
final class MessageLanguageTests: XCTestCase {
    private let path = SiteFixture.chatPath

    func testFlagsAndTranscriptLanguageAreRead() throws {
        let body = "18:02 marta [lang es]: Hola a todos\n18:03 joan [spoiler, lang en-GB]: Spoiler\n18:04 anna: Bon dia\n"
        let result = try SiteFixture.checkChat(body, frontMatter: "date: 2026-11-12\nevent: debat-1\nlanguage: ca")
        XCTAssertDiagnostics(result, [])
        let transcript = try XCTUnwrap(result.site?.rooms.first?.transcripts.loaded.first)
        XCTAssertEqual(transcript.language, "ca")
        XCTAssertEqual(transcript.messages.map { $0.language?.value }, ["es", "en-GB", nil])
        XCTAssertEqual(transcript.messages[1].flags, [.spoiler])
        XCTAssertEqual(transcript.messages[1].language?.location.description, "\(path):7:22")
    }

    func testMalformedLanguageFlagsAreErrorsAtTheirColumn() throws {
        let body = "18:02 marta [lang]: A\n18:03 joan [lang es_ES]: B\n18:04 anna [lang es, lang ca]: C\n18:05 marta [lnag es]: D\n"
        let result = try SiteFixture.checkChat(body)
        let hint = "write the message's language after lang as a BCP-47 tag: [lang es], [spoiler, lang en-GB]"
        XCTAssertReports(result, [
            Report("E011 \(path):5:14: the lang flag names no language", hint: hint),
            Report("E011 \(path):6:13: 'es_ES' is not a language tag", hint: hint),
            Report("E011 \(path):7:22: a second lang flag on one message", hint: "a message is in one language: keep one lang flag"),
            Report("E046 \(path):8:14: unknown flag 'lnag es'",
                   hint: "flags are spoiler, hidden, edited, ch N (the chapter the message talks about) and lang xx (the language it is written in)"),
        ])
    }

    func testATranscriptLanguageMustBeATag() throws {
        let result = try SiteFixture.checkChat("18:02 marta: Hola\n", frontMatter: "date: 2026-11-12\nlanguage: castellano")
        XCTAssertDiagnostics(result, ["E011 \(path):3:11"])
    }

    func testEachMessageCarriesItsLanguageOnThePageAndInSearch() throws {
        let chat = "---\ndate: 2026-11-12\nlanguage: es\n---\n18:02 marta: Hola a todos\n18:03 joan [lang ca]: Bon vespre\n"
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": chat])
        let page = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(page.contains("<div class=\"message-body prose\" lang=\"es\" dir=\"auto\"><p>Hola a todos</p>"), page)
        XCTAssertTrue(page.contains("<div class=\"message-body prose\" lang=\"ca\" dir=\"auto\"><p>Bon vespre</p>"), page)
        let chunk = try XCTUnwrap(files["search/chat/tardor/primera/1.json"])
        XCTAssertTrue(chunk.contains("\"lang\": \"es\""), chunk)
        XCTAssertTrue(chunk.contains("[\"Hola a todos\", 0, \"m-20261112-180200\"],"), chunk)
        XCTAssertTrue(chunk.contains("[\"Bon vespre\", 0, \"m-20261112-180300\", \"ca\"]"), chunk)
    }

    func testWithoutFlagsAMessageIsInItsRoomsOrTheSitesLanguage() throws {
        let site = try SiteFixture.render()
        XCTAssertTrue(try XCTUnwrap(site["rooms/tardor/chat/primera/index.html"]).contains("lang=\"ca\" dir=\"auto\"><p>Benvinguts!"))
        let room = try XCTUnwrap(SiteFixture.files["content/rooms/tardor/index.md"]).replacingOccurrences(of: "host: marta", with: "host: marta\nlanguage: en")
        let english = try SiteFixture.render(["content/rooms/tardor/index.md": room])
        XCTAssertTrue(try XCTUnwrap(english["rooms/tardor/chat/primera/index.html"]).contains("lang=\"en\" dir=\"auto\"><p>Benvinguts!"))
    }
}
