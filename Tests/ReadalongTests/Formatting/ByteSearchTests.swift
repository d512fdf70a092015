@testable import Readalong
import XCTest

/// Substring search on bytes: every match, overlapping ones too, at either end; replacing
/// as Foundation does; one byte found with `memchr`.
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

    func testReplacingMatchesFoundationOnPlainText() {
        let cases = [("%@ pàgines", "%@", "12"), ("a%@b%@c", "%@", "—"), ("cap", "%@", "x"), ("aaaa", "aa", "b"),
                     ("%@", "%@", ""), ("ç%@ç", "%@", "%@")]
        for (text, needle, value) in cases {
            XCTAssertEqual(ByteSearch.replacing(needle, with: value, in: text),
                           text.replacingOccurrences(of: needle, with: value), "\(text)")
        }
        XCTAssertEqual(ByteSearch.replacing("aa", with: "b", in: "aaaaa"), "bba", "left to right, without overlaps")
    }

    func testASingleByteIsFoundAnywhere() {
        XCTAssertTrue(ByteSearch.contains(byte: 0xE2, in: "a\u{202E}b"), "the first byte of a bidi control")
        XCTAssertTrue(ByteSearch.contains(byte: UInt8(ascii: "z"), in: String(repeating: "a", count: 1_000) + "z"))
        XCTAssertFalse(ByteSearch.contains(byte: 0xEE, in: "plain text, ç and ñ"))
        XCTAssertFalse(ByteSearch.contains(byte: 0x41, in: ""))
    }
}
