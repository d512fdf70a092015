import XCTest
@testable import Readalong

/// The old name goes into `aliases:` by editing the text: comments, quoting and line
/// endings stay as written.
final class AliasLineTests: XCTestCase {
    func testAFileWithoutAliasesGetsAFlowListAtTheEndOfItsFrontMatter() {
        XCTAssertEqual(AliasLine.adding("joan", to: "---\nname: Joan # nom\n---\nText.\n"),
                       "---\nname: Joan # nom\naliases: [joan]\n---\nText.\n")
    }

    func testAFlowListGetsOneMoreEntry() {
        XCTAssertEqual(AliasLine.adding("joan", to: "---\naliases: [joanet]  # de 2024\nname: Joan\n---\n"),
                       "---\naliases: [joanet, joan]  # de 2024\nname: Joan\n---\n")
        XCTAssertEqual(AliasLine.adding("joan", to: "---\naliases: [ ]\n---\n"), "---\naliases: [joan]\n---\n")
    }

    func testABlockListGetsOneMoreLineLikeItsLast() {
        XCTAssertEqual(AliasLine.adding("joan", to: "---\naliases:\n    - joanet\n    # antic\n    - jv\nname: Joan\n---\n"),
                       "---\naliases:\n    - joanet\n    # antic\n    - jv\n    - joan\nname: Joan\n---\n")
    }

    func testWindowsLineEndingsAndAByteOrderMarkAreKept() {
        XCTAssertEqual(AliasLine.adding("joan", to: "\u{FEFF}---\r\nname: Joan\r\n---\r\n"),
                       "\u{FEFF}---\r\nname: Joan\r\naliases: [joan]\r\n---\r\n")
    }

    func testAnAliasesValueOfAnotherFormIsLeftToTheEditor() {
        XCTAssertNil(AliasLine.adding("joan", to: "---\naliases: joanet\n---\n"))
        XCTAssertNil(AliasLine.adding("joan", to: "name: Joan\n"))
    }
}
