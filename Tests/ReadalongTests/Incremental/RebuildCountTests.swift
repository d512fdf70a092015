import Foundation
@testable import Readalong
import XCTest

/// Counted rebuilds of `RebuildFixture`, in the manner of Hugo's rebuild tests: one edit, then
/// how many files were rendered again and exactly which ones changed.
final class RebuildCountTests: XCTestCase {
    private var builds: SiteBuilds!

    override func setUpWithError() throws {
        builds = try SiteBuilds(files: RebuildFixture.files)
        try builds.build()
    }

    override func tearDown() {
        builds.remove()
    }

    /// What one edit costs: the rebuild's summary and the files of `output/` whose bytes changed.
    private func rebuild(editing path: String, file: StaticString = #filePath, line: UInt = #line,
                         _ change: (String) -> String) throws -> (summary: SiteBuild.Summary, changed: [String]) {
        let output = builds.site.appendingPathComponent("output")
        let before = try OutputTree.files(under: output)
        try builds.edit(path, file: file, line: line, change)
        let summary = try builds.build(file: file, line: line)
        let after = try OutputTree.files(under: output)
        return (summary, Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted())
    }

    /// The share cards of the fixture's output: drawn once, never rendered again while their
    /// titles stay.
    private func shareCards() throws -> Int {
        try OutputTree.files(under: builds.site.appendingPathComponent("output")).keys.filter { $0.hasPrefix("images/share/") }.count
    }

    func testEditingAPageChangesOnlyThatPage() throws {
        let edit = try rebuild(editing: "content/pages/sobre.md") { $0.replacingOccurrences(of: "Som un club.", with: "Som un club de lectura.") }
        XCTAssertEqual(try shareCards(), 4, "one per room")
        XCTAssertEqual(edit.summary.rendered, edit.summary.files - 4, "every file again but the share cards")
        XCTAssertEqual(edit.changed, ["pages/sobre/index.html"])
        XCTAssertEqual(edit.summary.changed, 1)
    }

    func testEditingABooksTextChangesOnlyItsPage() throws {
        let edit = try rebuild(editing: "content/books/nada.md") {
            $0.replacingOccurrences(of: "Barcelona, 1940.", with: "Barcelona, 1940: Andrea arriba.")
        }
        XCTAssertEqual(edit.changed, ["books/nada/index.html"])
        XCTAssertEqual(edit.summary.keptRooms, 0, "a book may be named in any chat, so every chat is read")
    }

    func testEditingAMembersTextChangesOnlyTheirPage() throws {
        let edit = try rebuild(editing: "content/members/anna.md") { $0 + "Llegeix de nit.\n" }
        XCTAssertEqual(edit.changed, ["members/anna/index.html"])
    }

    /// A message added to a finished room's chat: the two other rooms are kept unread, and
    /// what changes is that room's pages, the search files its new words fall in, and every
    /// page that counts messages. The room's book page is rendered again too (its chapter list
    /// counts the flagged messages of the rooms reading it) and comes out the same; the
    /// sitemap, whose addresses did not change, is kept.
    func testAMessageInAFinishedRoomChangesItsPagesItsSearchFilesAndTheCounts() throws {
        let edit = try rebuild(editing: "content/rooms/estiu/chat/juny.md") { $0 + "19:02 marta: Una més.\n" }
        XCTAssertEqual(edit.summary.keptRooms, RebuildFixture.roomsWithChats - 1)
        XCTAssertEqual(edit.summary.rendered, 16)
        XCTAssertEqual(edit.changed, ["index.html", "members/marta/index.html", "members/marta/years/2026/index.html",
                                      "rooms/estiu/chat/juny/index.html", "rooms/estiu/index.html", "search/chat/estiu/juny/1.json",
                                      "search/terms/chat/0.json", "search/terms/chat/1.json", "search/terms/chat/2.json", "sw.js",
                                      "years/2026/index.html"])
        XCTAssertTrue(try String(contentsOf: builds.site.appendingPathComponent("output/rooms/estiu/chat/juny/index.html"), encoding: .utf8)
            .contains("Una més."))
        try builds.assertMatchesFullBuild()
    }

    /// A rebuild that keeps rooms unread changed nothing but chats: it makes no picture and
    /// never asks libvips to start, which a first build does (every room has a share card).
    func testARebuildKeepingRoomsUnreadNeverStartsLibvips() throws {
        let first = BuildCounters()
        try BuildCounters.$current.withValue(first) { try builds.build(everything: true) }
        XCTAssertGreaterThan(first.count(of: .libvipsStart), 0)
        try builds.edit("content/rooms/estiu/chat/juny.md") { $0 + "19:02 marta: Una més.\n" }
        let rebuild = BuildCounters()
        let summary = try BuildCounters.$current.withValue(rebuild) { try builds.build() }
        XCTAssertEqual(summary.keptRooms, RebuildFixture.roomsWithChats - 1)
        XCTAssertEqual(rebuild.count(of: .libvipsStart), 0)
        try builds.assertMatchesFullBuild()
    }

    /// A message's words edited, no message added: the counts stay, so the pages that only
    /// count messages (the home page, the year page, the feed, the members' pages) and the
    /// sitemap are kept with the other rooms' pages (16 files rendered when they depended on
    /// the transcripts' bytes). Rendered again: the room's own pages, its book's page, the
    /// chat search files and the service worker.
    func testAMessagesWordsEditedKeepThePagesThatOnlyCountMessages() throws {
        let edit = try rebuild(editing: "content/rooms/estiu/chat/juny.md") {
            $0.replacingOccurrences(of: "Bon estiu.", with: "Bon estiu a tothom.")
        }
        XCTAssertEqual(edit.summary.keptRooms, RebuildFixture.roomsWithChats - 1)
        XCTAssertEqual(edit.summary.rendered, 10)
        XCTAssertEqual(edit.changed, ["rooms/estiu/chat/juny/index.html", "search/chat/estiu/juny/1.json", "search/terms/chat/0.json",
                                      "search/terms/chat/1.json", "search/terms/chat/2.json", "search/terms/chat/3.json"])
        try builds.assertMatchesFullBuild()
    }
}
