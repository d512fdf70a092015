import XCTest
@testable import Readalong

final class SlugTests: XCTestCase {
    func testPlainASCIIAndAccentedTextMakeTheSameKindOfSlug() {
        XCTAssertEqual(Slug.make(from: "Hello, World!"), "hello-world")
        XCTAssertEqual(Slug.make(from: "Açò dublin über"), "aco-dublin-uber")
        XCTAssertEqual(Slug.make(from: "CAFÉ  Crème 1984"), "cafe-creme-1984")
        XCTAssertEqual(Slug.make(from: "e\u{301}mile"), "emile", "a combining accent is dropped, not a hyphen")
    }

    func testHyphensNeverLeadTrailOrRepeat() {
        XCTAssertEqual(Slug.make(from: "  --Le  Guin--  "), "le-guin")
        XCTAssertEqual(Slug.make(from: "a · b"), "a-b")
        XCTAssertEqual(Slug.make(from: "---"), "")
        XCTAssertEqual(Slug.make(from: ""), "")
        XCTAssertEqual(Slug.make(from: "Научная 2"), "2", "letters beyond Latin leave nothing")
    }
}
