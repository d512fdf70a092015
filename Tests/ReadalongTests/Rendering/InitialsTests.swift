import XCTest
@testable import Readalong

/// Initials stand in for a missing avatar: letters only, never a quote mark.
final class InitialsTests: XCTestCase {
    func testQuotesAndMarksArePassedOver() {
        XCTAssertEqual(Initials.of("«Lupita»"), "L")
        XCTAssertEqual(Initials.of("Guadalupe «Lupita» Hernández"), "GL")
        XCTAssertEqual(Initials.of("\"Pepe\" — Ruiz"), "PR")
        XCTAssertEqual(Initials.of("marta puig-serra"), "MP")
        XCTAssertEqual(Initials.of("Ørjan Ødegård"), "ØØ")
    }
}
