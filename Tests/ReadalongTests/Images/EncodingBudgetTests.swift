import CVips
import XCTest
@testable import Readalong

/// A WebP over its budget is encoded again at lower qualities; one within it is not.
final class EncodingBudgetTests: XCTestCase {
    /// The size of the WebP libvips writes at one quality, without metadata, for comparison.
    private func size(_ image: VipsImageRef, quality: Int) throws -> Int {
        var output: UnsafeMutableRawPointer?
        var length = 0
        XCTAssertEqual(rl_vips_save(image.image, 0, Int32(quality), &output, &length), 0)
        defer { g_free(output) }
        return MetadataScrubber.scrub(Array(UnsafeRawBufferPointer(start: output, count: length))).count
    }

    private func picture(width: Int, height: Int, noisy: Bool) throws -> VipsImageRef {
        var seed: UInt32 = 7
        let pixels = (0..<(width * height * 3)).map { index -> UInt8 in
            seed = seed &* 1_103_515_245 &+ 12_345
            return noisy ? UInt8(truncatingIfNeeded: seed >> 16) : UInt8(index / 3 % width * 255 / width)
        }
        _ = Vips.version
        return try VipsImageRef(taking: pixels.withUnsafeBytes {
            rl_vips_from_pixels($0.baseAddress, $0.count, Int32(width), Int32(height), 3, 0)
        })
    }

    func testANoisyPictureIsEncodedAtTheLowestQuality() throws {
        let noise = try picture(width: 1170, height: 878, noisy: true)
        let encoded = try Vips.encode(noise.image, as: .webp)
        XCTAssertGreaterThan(try size(noise, quality: 68), VariantEncoding.budget(pixels: 1170 * 878))
        XCTAssertEqual(encoded.count, try size(noise, quality: 40))
    }

    func testAnOrdinaryPictureKeepsItsQuality() throws {
        let smooth = try picture(width: 1170, height: 878, noisy: false)
        XCTAssertEqual(try Vips.encode(smooth.image, as: .webp).count, try size(smooth, quality: 68))
    }

    func testTheBudgetIs60KBAndGrowsWithLargerPictures() {
        XCTAssertEqual(VariantEncoding.budget(pixels: 672 * 504), 60 * 1024)
        XCTAssertEqual(VariantEncoding.budget(pixels: 1170 * 878), 60 * 1024)
        XCTAssertEqual(VariantEncoding.budget(pixels: 2 * 1170 * 878), 120 * 1024)
    }
}
