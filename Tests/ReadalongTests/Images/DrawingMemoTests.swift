import Foundation
@testable import Readalong
import XCTest

/// The memo of drawings that rebuild tests turn on: once on, a drawing is made once per key;
/// off, every call draws.
final class DrawingMemoTests: XCTestCase {
    override func setUp() {
        DrawingMemo.shared.keep(false)
    }

    override func tearDown() {
        DrawingMemo.shared.keep(false)
    }

    /// Asks for `keys` in turn and returns how many times a drawing was made.
    private func draws(of keys: [String]) -> Int {
        var made = 0
        for key in keys {
            let data = DrawingMemo.shared.drawing(key) {
                made += 1
                return Data(key.utf8)
            }
            XCTAssertEqual(data, Data(key.utf8), "each key gets its own drawing")
        }
        return made
    }

    func testOffEveryCallDraws() {
        XCTAssertEqual(draws(of: ["a", "a", "b"]), 3)
    }

    func testOnEachKeyIsDrawnOnceAndTurningItOffForgets() {
        DrawingMemo.shared.keep(true)
        XCTAssertEqual(draws(of: ["a", "a", "b", "b", "a"]), 2)
        DrawingMemo.shared.keep(true)
        XCTAssertEqual(draws(of: ["a", "b"]), 0, "turning it on again keeps what it holds")
        DrawingMemo.shared.keep(false)
        XCTAssertEqual(draws(of: ["a"]), 1)
    }

    /// A share card drawn through the memo is the card drawn without it, byte for byte.
    func testAKeptShareCardIsTheDrawnOne() throws {
        let card = ShareCard(title: "Solitud", subtitle: "Víctor Català", siteTitle: "Club", cover: nil)
        let drawn = try card.make(coverBytes: nil)
        DrawingMemo.shared.keep(true)
        XCTAssertEqual(try card.make(coverBytes: nil), drawn)
        XCTAssertEqual(try card.make(coverBytes: nil), drawn)
    }
}
