@testable import ReadalongServe
import XCTest

final class ByteRangeTests: XCTestCase {
    func testReadsTheThreeFormsOfOneRange() {
        XCTAssertEqual(ByteRange("bytes=10-19", size: 100), .part(offset: 10, length: 10))
        XCTAssertEqual(ByteRange("bytes=90-", size: 100), .part(offset: 90, length: 10))
        XCTAssertEqual(ByteRange("bytes=90-500", size: 100), .part(offset: 90, length: 10), "the end is cut to the file")
        XCTAssertEqual(ByteRange("bytes=-5", size: 100), .part(offset: 95, length: 5))
        XCTAssertEqual(ByteRange("bytes=-500", size: 100), .part(offset: 0, length: 100))
    }

    func testUnsatisfiableRanges() {
        XCTAssertEqual(ByteRange("bytes=100-", size: 100), .unsatisfiable)
        XCTAssertEqual(ByteRange("bytes=-0", size: 100), .unsatisfiable)
        XCTAssertEqual(ByteRange("bytes=0-", size: 0), .unsatisfiable)
    }

    func testWhatItDoesNotUnderstandGetsTheWholeFile() {
        XCTAssertEqual(ByteRange(nil, size: 100), .whole)
        XCTAssertEqual(ByteRange("bytes=0-1,5-6", size: 100), .whole)
        XCTAssertEqual(ByteRange("items=0-1", size: 100), .whole)
        XCTAssertEqual(ByteRange("bytes=a-b", size: 100), .whole)
        XCTAssertEqual(ByteRange("bytes=20-10", size: 100), .whole)
        XCTAssertEqual(ByteRange("bytes=-", size: 100), .whole)
    }
}
