import XCTest
@testable import Readalong

/// A message mixing Hebrew and Spanish: each paragraph takes the direction of most of its
/// letters, and the runs of the other direction are isolated.
final class BidiIsolationTests: XCTestCase {
    func testEachParagraphTakesItsOwnDirectionAndIsolatesTheOtherScript() {
        let html = "<p>שלום! Hoy leímos hasta el capítulo 3, ¿verdad?</p>\n<p>תודה רבה לכולם, Marta.</p>\n"
        XCTAssertEqual(BidiIsolation.isolate(html),
                       "<p dir=\"ltr\"><bdi>שלום</bdi>! Hoy leímos hasta el capítulo 3, ¿verdad?</p>\n"
                       + "<p dir=\"rtl\">תודה רבה לכולם, <bdi>Marta</bdi>.</p>\n")
    }

    func testRunsStopAtTagsAndNeverSplitACharacterReference() {
        let html = "<ul>\n<li>שלום &amp; <em>Marta &quot;la</em> lectora&quot;</li>\n</ul>\n"
        XCTAssertEqual(BidiIsolation.isolate(html),
                       "<ul>\n<li dir=\"ltr\"><bdi>שלום</bdi> &amp; <em>Marta &quot;la</em> lectora&quot;</li>\n</ul>\n")
    }

    func testTextWithoutRightToLeftLettersIsLeftAsItIs() {
        let html = "<p>Hola, ¿qué tal?</p>\n"
        XCTAssertEqual(BidiIsolation.isolate(html), html)
    }

    func testTheTranscriptPageAndTheMemberYearHeadingIsolateHebrew() throws {
        let chat = "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:02 marta: שלום! Hoy leímos mucho, ¿no?\n"
        let files = try SiteFixture.render(["content/rooms/tardor/chat/primera.md": chat,
                                            "content/members/marta.md": "---\nname: מרתה\nfriends: [joan]\n---\nLectora.\n"])
        let page = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(page.contains("<p dir=\"ltr\"><bdi>שלום</bdi>! Hoy leímos mucho, ¿no?</p>"), page)
        let year = try XCTUnwrap(files["members/marta/years/2026/index.html"])
        XCTAssertTrue(year.contains("<h1><bdi>מרתה</bdi> · L’any en lectures 2026</h1>"), year)
    }
}
