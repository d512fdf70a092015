import XCTest

/// Builds of a site with a pick, run for real: the close of the vote is a moment the
/// incremental build notices even when no file changed.
final class ClubBuildCommandTests: XCTestCase {
    func testARebuildAfterThePickClosesChecksItsRoomAgain() throws {
        let site = try SiteFolder()
        // nada wins, and tardor reads solitud: fine while the vote is open, an error after.
        try site.write("content/picks/hivern.md", """
        ---
        title: Tria
        opens: 2026-11-01
        closes: 2026-11-15 20:00
        candidates: [{book: solitud}, {book: nada}]
        ballots: {marta: [nada]}
        room: tardor
        ---

        """)
        let open = try site.publish(["build", "--site", site.path, "--now", "2026-11-15T12:00:00Z"])
        XCTAssertEqual(open.status, 0, open.err)
        let again = try site.publish(["build", "--site", site.path, "--now", "2026-11-15T18:59:59Z"])
        XCTAssertTrue(again.out.hasSuffix("(nothing changed)\n"), again.out)
        let closed = try site.publish(["build", "--site", site.path, "--now", "2026-11-15T19:00:00Z"])
        XCTAssertEqual(closed.status, 1)
        XCTAssertTrue(closed.out.contains("error[E097]") || closed.err.contains("error[E097]"), closed.out + closed.err)
    }
}
