import XCTest
@testable import Readalong

/// The metadata scrubber keeps of a JPEG's header only what decoding needs.
final class JPEGScrubberTests: XCTestCase {
    /// The markers of a JPEG's segments before its picture data.
    private func markers(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF, bytes[index + 1] != 0xDA {
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let head = bytes[(index + 4)..<min(index + 9, index + 2 + length)]
            found.append(String(format: "%02X", bytes[index + 1]) + " " + String(decoding: head.filter { $0 >= 0x20 && $0 < 0x7F }, as: UTF8.self))
            index += 2 + length
        }
        return found
    }

    private func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
    }

    func testThumbnailsCIFFAndCommentsGoAdobeAndTheJFIFHeaderStay() throws {
        let photo = TestPhotos.make(width: 64, height: 48, suffix: ".jpg")
        let jfifWithThumbnail = Array("JFIF".utf8) + [0, 1, 2, 1, 0, 72, 0, 72, 2, 1] + [UInt8](repeating: 9, count: 6)
        let jfxx = Array("JFXX".utf8) + [0, 0x13] + [UInt8](repeating: 5, count: 40)
        let ciff = Array("II".utf8) + [0x1A, 0, 0, 0] + Array("HEAPCCDR".utf8) + [UInt8](repeating: 3, count: 20)
        let adobe = Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1]
        let rest = Array(photo.dropFirst(2 + 2 + (Int(photo[4]) << 8 | Int(photo[5]))))  // past SOI and libvips' JFIF
        let dirty = [0xFF, 0xD8] + segment(0xE0, jfifWithThumbnail) + segment(0xE0, jfxx) + segment(0xE0, ciff)
            + segment(0xEE, adobe) + segment(0xFE, Array("casa de la Marta".utf8)) + rest
        XCTAssertEqual(Array(markers(dirty).prefix(5)), ["E0 JFIF", "E0 JFXX", "E0 II", "EE Adobe", "FE casa "])
        let clean = MetadataScrubber.scrub(dirty)
        XCTAssertEqual(Array(markers(clean).prefix(2)), ["E0 JFIF", "EE Adobe"])
        XCTAssertFalse(markers(clean).contains { $0.hasPrefix("E0 ") && !$0.hasPrefix("E0 JFIF") || $0.hasPrefix("FE") })
        XCTAssertEqual(Array(clean[2..<20]), [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 2, 1, 0, 72, 0, 72, 0, 0])
        XCTAssertEqual(Vips.header(of: clean)?.width, 64)
    }
}
