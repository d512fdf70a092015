import Foundation
@testable import Readalong
import XCTest

/// Rebuilds of a book's companion pages, which gather what every room reading the book said
/// and the book's notes: whatever of that goes away, a rebuild gives the bytes of a build
/// from scratch. `RebuildFixture`'s rooms `nada` (made listed here) and `estiu` both read
/// *Nada*; each has a message flagged `[ch 1]`, and the book is in the folder form with a
/// note on chapter 2 and one edition.
final class CompanionRebuildTests: XCTestCase {
    private var builds: SiteBuilds!

    override func setUpWithError() throws {
        var files = RebuildFixture.files
        files["content/rooms/nada/index.md"] = files["content/rooms/nada/index.md"]!.replacingOccurrences(of: "visibility: unlisted\n", with: "")
        files["content/rooms/nada/chat/primera-parte.md"]! += "\n19:03 pau [ch 1]: La casa del carrer d'Aribau.\n"
        files["content/rooms/estiu/chat/juny.md"]! += "19:02 marta [ch 1]: L'arribada a l'estació.\n"
        files["content/books/nada/index.md"] = files.removeValue(forKey: "content/books/nada.md")!
            .replacingOccurrences(of: "---\nBarcelona", with: "editions:\n  - id: destino\n    title: Destino, 1945\n    pages: 300\n"
                                  + "    chapters: {1: 1, 2: 12}\n---\nBarcelona")
        files["content/books/nada/notes.md"] = "## ch 2 · marta\n> Tia Angustias.\n\nLa tia que tot ho vigila.\n"
        builds = try SiteBuilds(files: files)
    }

    override func tearDown() {
        builds.remove()
    }

    private var site: URL { builds.site }

    private func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: site.appendingPathComponent(path))
    }

    private func chapterPage(_ number: Int) throws -> String {
        try String(contentsOf: site.appendingPathComponent("output/books/nada/chapters/\(number)/index.html"), encoding: .utf8)
    }

    func testTheChaptersGatherBothRoomsAndTheNote() throws {
        try builds.build()
        let first = try chapterPage(1)
        XCTAssertTrue(first.contains("La casa del carrer"), "nada's flagged message")
        XCTAssertTrue(first.contains("arribada a l"), "estiu's flagged message")
        XCTAssertTrue(try chapterPage(2).contains("La tia que tot ho vigila."))
    }

    func testDeletingEveryChatOfOneRoomRebuildsThePagesOfTheBookThatOtherRoomsKeep() throws {
        try builds.build()
        try remove("content/rooms/estiu/chat/juny.md")
        // Every kept page of a room is checked against its key before anything is written: a
        // stale chapter page would make the build start over, keeping no room at all.
        XCTAssertEqual(try builds.build().keptRooms, RebuildFixture.roomsWithChats - 1, "no start over: nada is read at once")
        XCTAssertFalse(try chapterPage(1).contains("arribada a l"), "estiu's message is gone from the chapter page")
        XCTAssertTrue(try chapterPage(1).contains("La casa del carrer"), "nada's, read again, stays")
        try builds.assertMatchesFullBuild()
    }

    func testDeletingARoomRebuildsTheBooksChapterPages() throws {
        try builds.build()
        try remove("content/rooms/estiu")
        try builds.build()
        XCTAssertFalse(try chapterPage(1).contains("arribada a l"))
        try builds.assertMatchesFullBuild()
    }

    func testDeletingTheNotesRemovesTheirChapterPage() throws {
        try builds.build()
        try remove("content/books/nada/notes.md")
        try builds.build()
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/books/nada/chapters/2/index.html").path))
        try builds.assertMatchesFullBuild()
    }

    func testRemovingAnEditionRebuildsTheBookAndItsChapters() throws {
        try builds.build()
        try builds.edit("content/books/nada/index.md") {
            $0.replacingOccurrences(of: "editions:\n  - id: destino\n    title: Destino, 1945\n    pages: 300\n    chapters: {1: 1, 2: 12}\n", with: "")
        }
        try builds.build()
        XCTAssertFalse(try String(contentsOf: site.appendingPathComponent("output/books/nada/index.html"), encoding: .utf8)
            .contains("Destino, 1945"))
        try builds.assertMatchesFullBuild()
    }
}
