@testable import Readalong
import XCTest

/// Substring search on bytes: every match, overlapping ones too, at either end.
final class ByteSearchTests: XCTestCase {
    func testEveryOccurrenceIsFoundByItsByteOffset() {
        XCTAssertEqual(ByteSearch.offsets(of: "aa", in: "aaaa"), [0, 1, 2], "overlapping matches")
        XCTAssertEqual(ByteSearch.offsets(of: "@/", in: "@/a b @/c @"), [0, 6])
        XCTAssertEqual(ByteSearch.offsets(of: "ç", in: "façana, plaça"), [2, 12], "offsets count bytes")
        XCTAssertEqual(ByteSearch.offsets(of: "x", in: "abcx"), [3], "a match at the very end")
        XCTAssertEqual(ByteSearch.offsets(of: "abc", in: "ab"), [], "a needle longer than the text")
        XCTAssertEqual(ByteSearch.offsets(of: "", in: "abc"), [], "an empty needle matches nothing")
    }

    func testContainsStopsAtTheFirstMatch() {
        XCTAssertTrue(ByteSearch.contains("EXEMPLE", in: String(repeating: "x", count: 10_000) + "EXEMPLE"))
        XCTAssertFalse(ByteSearch.contains("EXEMPLE", in: String(repeating: "EXEMPL ", count: 1_000)))
        XCTAssertFalse(ByteSearch.contains("a", in: ""))
    }
}
