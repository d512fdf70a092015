import Foundation
@testable import Readalong
import XCTest

/// Rebuilds of the three-language fixture (`scripts/quality/multilingual/site/`) give the
/// bytes of a build from scratch, in every language.
final class MultilingualRebuildTests: XCTestCase {
    private var builds: SiteBuilds!

    override func setUpWithError() throws {
        builds = try SiteBuilds.copy(of: "scripts/quality/multilingual/site")
    }

    override func tearDown() {
        builds.remove()
    }

    func testRebuildsAfterEditsMatchFullBuilds() throws {
        let first = try builds.build()
        let output = builds.site.appendingPathComponent("output")
        let files = try OutputTree.files(under: output)
        XCTAssertNotNil(files["es/rooms/cami-de-sirga/index.html"])
        XCTAssertNotNil(files["en/search/chats.json"])
        XCTAssertEqual(try builds.build().rendered, 0, "nothing changed")
        try builds.edit("content/rooms/cami-de-sirga/chat/primer-debat.md") { $0 + "19:11 pilar: Y el capítulo del año de la riada, qué miedo\n" }
        let chat = try builds.build()
        XCTAssertLessThan(try XCTUnwrap(chat.rendered), first.files / 2, "a transcript edit renders its room's pages in each language, not the site")
        try builds.assertMatchesFullBuild()
        try builds.edit("content/pages/normes.md") { $0.replacingOccurrences(of: "Sense espòilers", with: "Cap espòiler") }
        try builds.build(at: builds.now + 3600)
        try builds.assertMatchesFullBuild(at: builds.now + 3600)
    }
}
