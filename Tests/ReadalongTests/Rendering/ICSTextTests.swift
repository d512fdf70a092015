import XCTest
@testable import Readalong

final class ICSTextTests: XCTestCase {
    func testFoldingNeverSplitsUTF8AndKeepsLinesAt75Octets() {
        let nasty = "SUMMARY:" + String(repeating: "Lectura, capítol; 📚 ", count: 12) + String(repeating: "é", count: 200)
        let folded = ICSText.line(Escaping.icsText(nasty))
        XCTAssertTrue(folded.hasSuffix("\r\n"))
        let lines = String(decoding: folded.utf8.dropLast(2), as: UTF8.self).components(separatedBy: "\r\n")
        XCTAssertGreaterThan(lines.count, 5)
        for line in lines { XCTAssertLessThanOrEqual(line.utf8.count, 75, line) }
        for line in lines.dropFirst() { XCTAssertTrue(line.hasPrefix(" ")) }
        let unfolded = lines.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined()
        XCTAssertEqual(unfolded, Escaping.icsText(nasty))
    }

    func testShortLinesAreLeftAlone() {
        XCTAssertEqual(ICSText.line("VERSION:2.0"), "VERSION:2.0\r\n")
        XCTAssertEqual(ICSText.line(String(repeating: "x", count: 75)).utf8.count, 77)
        XCTAssertEqual(ICSText.line(String(repeating: "x", count: 76)), String(repeating: "x", count: 75) + "\r\n x\r\n")
    }

    func testPagesLinkTheFeeds() throws {
        let files = try SiteFixture.render()
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertTrue(room.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Club de lectura\" href=\"/feed.xml\">"))
        XCTAssertTrue(room.contains("href=\"webcal://club.example.org/rooms/tardor/calendar.ics\""))
        XCTAssertTrue(room.contains("<a href=\"/rooms/tardor/events/debat-1.ics\" download>Afegeix al calendari (.ics)</a>"))
        XCTAssertTrue(room.contains("https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=Solitud%20%C2%B7%20Debat&amp;dates=20261112T170000Z%2F20261112T180000Z"), room)
        let calendar = try XCTUnwrap(files["calendar/2026/11/index.html"])
        XCTAssertTrue(calendar.contains("<caption>Novembre 2026</caption>"))
        XCTAssertTrue(calendar.contains("title=\"18:00 · Solitud — Debat\""), calendar)
        XCTAssertTrue(try XCTUnwrap(files["calendar/index.html"]).contains("<span class=\"month-current\">Novembre 2026</span>"))
        XCTAssertNotNil(files["calendar/2026/12/index.html"])
        XCTAssertNil(files["calendar/2026/10/index.html"])
    }

    func testSequenceIsTheBuildDaySoAMovedTimeSupersedesTheOldOne() throws {
        let event = "rooms/tardor/events/debat-1.ics"
        let before = try XCTUnwrap(SiteFixture.render(now: "2026-11-05T10:00:00Z")[event])
        XCTAssertTrue(before.contains("UID:tardor/debat-1@club.example.org\r\nDTSTAMP:20261105T000000Z\r\nSEQUENCE:20762\r\n"), before)
        XCTAssertEqual(try SiteFixture.render(now: "2026-11-05T23:00:00Z")[event], before)
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!.replacingOccurrences(of: "2026-11-12 18:00", with: "2026-11-19 18:00")
        let moved = try XCTUnwrap(SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule], now: "2026-11-06T08:00:00Z")[event])
        XCTAssertTrue(moved.contains("UID:tardor/debat-1@club.example.org\r\nDTSTAMP:20261106T000000Z\r\nSEQUENCE:20763\r\nDTSTART:20261119T170000Z"), moved)
    }
}
