import XCTest
@testable import Readalong

final class ModerationTests: XCTestCase {
    func testWholeWordsIgnoringCaseAndAccents() {
        let moderation = Moderation(blockedWords: ["merda", "Collons"])
        XCTAssertEqual(moderation.clean("Quina MÈRDA, merda! «collons»"), "Quina •••••, •••••! «•••••••»")
        XCTAssertEqual(moderation.clean("merdós i emmerdat no"), "merdós i emmerdat no")
        XCTAssertEqual(moderation.clean("me\u{300}rda"), "•••••", "a combining accent is still the word")
        XCTAssertEqual(moderation.clean(""), "")
    }

    func testNothingBlocked() {
        let moderation = Moderation(blockedWords: [])
        XCTAssertFalse(moderation.isActive)
        XCTAssertEqual(moderation.clean("merda"), "merda")
        XCTAssertFalse(Moderation(blockedWords: [" ", ""]).isActive)
    }
}
