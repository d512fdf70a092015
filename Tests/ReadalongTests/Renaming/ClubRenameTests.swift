import XCTest
@testable import Readalong

/// `publish rename` rewrites the names written in news items, lists, shelves and picks.
final class ClubRenameTests: XCTestCase {
    private let options = BuildOptions.english(clock: BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!))

    private let files: [String: String?] = [
        "content/news/avis.md": "---\ntitle: Avís\ndate: 2026-11-20\nauthor: joan\nroom: tardor\n---\nEns veiem.\n",
        "content/lists/classics.md": "---\ntitle: Clàssics\ncurator: joan\nbooks:\n  - nada\n  - book: solitud\n    note: Sí.\n---\n",
        "content/members/anna.md": "---\nname: Anna Serra\nshelves:\n  Per llegir: [nada, solitud]\n---\n",
        "content/picks/hivern.md": SiteFixture.pick,
    ]

    private func plan(_ kind: RenameKind, _ old: String, _ new: String) throws -> SiteRename {
        try SiteRename.plan(kind, from: old, to: new, fileSystem: InMemoryFileSystem(SiteFixture.files(files)), options: options)
    }

    func testRenamingAMemberRewritesAuthorsCuratorsNominatorsAndVoters() throws {
        let rename = try plan(.member, "joan", "joan-vila")
        XCTAssertEqual(rename.written["content/news/avis.md"], "---\ntitle: Avís\ndate: 2026-11-20\nauthor: joan-vila\nroom: tardor\n---\nEns veiem.\n")
        XCTAssertTrue(rename.written["content/lists/classics.md"]?.contains("\ncurator: joan-vila\n") ?? false)
        let pick = try XCTUnwrap(rename.written["content/picks/hivern.md"])
        XCTAssertTrue(pick.contains("    by: joan-vila\n") && pick.contains("\n  joan-vila: [nada, solitud]\n"), pick)
        XCTAssertEqual(rename.check.diagnostics.count, 0)
    }

    func testRenamingABookRewritesListsShelvesCandidatesAndBallots() throws {
        let rename = try plan(.book, "nada", "nada-1944")
        XCTAssertTrue(rename.written["content/lists/classics.md"]?.contains("\n  - nada-1944\n") ?? false)
        XCTAssertEqual(rename.written["content/members/anna.md"],
                       "---\nname: Anna Serra\nshelves:\n  Per llegir: [nada-1944, solitud]\n---\n")
        let pick = try XCTUnwrap(rename.written["content/picks/hivern.md"])
        XCTAssertTrue(pick.contains("  - book: nada-1944\n") && pick.contains("  joan: [nada-1944, solitud]\n")
                      && pick.contains("  marta: nada-1944\n"), pick)
    }

    func testRenamingARoomRewritesNewsAndPicks() throws {
        let rename = try plan(.room, "tardor", "tardor-2026")
        XCTAssertTrue(rename.written["content/news/avis.md"]?.contains("\nroom: tardor-2026\n") ?? false)
        XCTAssertTrue(rename.written["content/picks/hivern.md"]?.contains("\nroom: tardor-2026\n") ?? false)
    }
}
