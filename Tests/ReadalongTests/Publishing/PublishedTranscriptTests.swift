import Foundation
@testable import Readalong
import XCTest

/// A transcript's messages are published once per build: their anchors, times, offsets and
/// HTML, read by the transcript's pages and by chat search alike.
final class PublishedTranscriptTests: XCTestCase {
    private let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)

    private func published(_ site: Site) -> PublishedSite {
        PublishedSite(site: site, options: BuildOptions.english(clock: clock), baseURL: site.config.baseURL,
                      strings: UIStrings(languageTag: site.config.language), dates: DateText(languageTag: site.config.language))
    }

    /// New York's clocks go back at 02:00 on 2026-11-01: 01:30 then 01:10 (the second pass,
    /// its offset written) are both shown with their offset; 01:10 needs no offset the day after.
    func testARepeatedWallTimeShowsTheOffsetItIsReadWith() throws {
        let body = "01:30 marta: Primera passada.\n01:10-05:00 joan: Segona passada.\n\n## 2026-11-02\n01:10 marta: L'endemà.\n"
        let result = try SiteFixture.checkChat(body, frontMatter: "date: 2026-11-01\ntimezone: America/New_York")
        let site = try XCTUnwrap(result.site, "\(result.diagnostics.map(\.message))")
        let room = try XCTUnwrap(site.rooms.first { $0.slug == "tardor" })
        let transcript = try XCTUnwrap(room.transcripts.loaded.first)
        let messages = published(site).transcript(transcript, in: room).messages
        XCTAssertEqual(messages.map(\.time), ["01:30", "01:10", "01:10"])
        XCTAssertEqual(messages.map(\.shownOffset), ["UTC-4", "UTC-5", nil])
        XCTAssertEqual(messages.map(\.datetime), ["2026-11-01T01:30-04:00", "2026-11-01T01:10-05:00", "2026-11-02T01:10"])
        XCTAssertEqual(messages.map(\.anchor), transcript.anchors)
    }

    /// Hidden messages are not published; inline spoilers and links are rendered as on the page.
    func testEveryVisibleMessageIsPublishedWithItsHTML() throws {
        let body = "18:02 marta: Benvinguts a [Nada](@/books/nada.md)!\n18:03 joan [hidden]: Esborrat.\n18:04 joan: Hola ||la Mila||.\n"
        let site = try XCTUnwrap(SiteFixture.checkChat(body).site)
        let room = try XCTUnwrap(site.rooms.first { $0.slug == "tardor" })
        let transcript = try XCTUnwrap(room.transcripts.loaded.first)
        let messages = published(site).transcript(transcript, in: room).messages
        XCTAssertEqual(messages.map(\.message.line), transcript.visibleMessages.map(\.line))
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].html.contains("href=\"/books/nada/\""), messages[0].html)
        XCTAssertTrue(messages[1].html.contains("class=\"spoiler\""), messages[1].html)
        let pages = try SiteFixture.render([SiteFixture.chatPath: "---\ndate: 2026-11-12\nevent: debat-1\n---\n" + body])
        let page = try XCTUnwrap(pages["rooms/tardor/chat/primera/index.html"])
        for message in messages { XCTAssertTrue(page.contains(message.html), message.html) }
    }

    /// Message text becomes HTML in one place, `PublishedMessage`: no page or output renders
    /// it again (chat search reads the published HTML).
    func testMessageTextIsRenderedOnlyWhenItIsPublished() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: LibrarySource.root.path)
        let renders = try LibrarySource.lines(in: folders, matching: #"html\(.*message\.text"#)
        XCTAssertEqual(renders, ["Publishing/PublishedMessage.swift: html = BidiIsolation.isolate(markdown.html(message.text))"])
    }
}
