import XCTest
@testable import Readalong

/// Photos nobody here made (../shared/realworld/photos, see its SOURCES.md, never copied into
/// the project): the cases issue 25 found, each read back with exiftool.
final class RealworldPhotoTests: XCTestCase {
    private func photo(_ path: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/realworld/photos")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw XCTSkip("\(folder.path) is absent: the real photos are not on this machine")
        }
        return Array(try Data(contentsOf: folder.appendingPathComponent(path)))
    }

    func testJFXXThumbnailsAndCIFFBlocksUnderAssetsAreNotPublished() throws {
        let olympus = try photo("jpg/exif-org/olympus-d320l.jpg"), canon = try photo("jpg/exif-org/sony-powershota5.jpg")
        let files = try SiteFixture.renderFiles(bytes: ["content/assets/olympus.jpg": olympus, "content/assets/canon.jpg": canon])
        // The scrubber alone drops them too, from bytes copied as they are.
        let tags = try TestPhotos.metadata(ofFiles: [
            "olympus.jpg": olympus, "canon.jpg": canon,
            "published olympus.jpg": Array(try XCTUnwrap(files["assets/olympus.jpg"])),
            "published canon.jpg": Array(try XCTUnwrap(files["assets/canon.jpg"])),
            "scrubbed olympus.jpg": MetadataScrubber.scrub(olympus), "scrubbed canon.jpg": MetadataScrubber.scrub(canon),
        ])
        XCTAssertTrue(try XCTUnwrap(tags["olympus.jpg"]).contains { $0.contains(" ThumbnailImage ") })
        XCTAssertTrue(try XCTUnwrap(tags["canon.jpg"]).contains { $0.hasPrefix("[MakerNotes]") })
        for name in ["published olympus.jpg", "published canon.jpg", "scrubbed olympus.jpg", "scrubbed canon.jpg"] {
            XCTAssertEqual(tags[name], [], name)
        }
    }

    func testAnIPhonePhotoWithItsGPSPositionIsPublishedOnlyAsCleanVariants() throws {
        let heic = try photo("heic/IMG_5195.HEIC")
        XCTAssertTrue(try TestPhotos.metadata(of: heic, suffix: ".heic").contains { $0.contains("GPSLatitude") })
        let files = try SiteFixture.renderFiles(
            ["content/pages/sobre.md": "---\ntitle: Sobre nosaltres\nmenu: 1\n---\n![El pati](@/assets/IMG_5195.HEIC)\n"],
            bytes: ["content/assets/IMG_5195.HEIC": heic])
        XCTAssertNil(files["assets/IMG_5195.HEIC"])
        let variants = files.filter { $0.key.hasPrefix("images/v/") }
        XCTAssertEqual(variants.count, 8)
        let tags = try TestPhotos.metadata(ofFiles: variants.mapValues { Array($0) })
        for path in variants.keys {
            XCTAssertEqual(tags[path], [], path)
        }
    }

    func testACorruptedCameraPhotoIsAnErrorAtTheKeyThatNamesIt() throws {
        let result = try SiteFixture.check(
            ["content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\ncover: nada.jpg\n---\nBarcelona, 1940.\n"],
            bytes: ["content/books/nada.jpg": try photo("jpg/corrupted.jpg")])
        XCTAssertReports(result, [Report(
            "E071 content/books/nada.md:4:8: the image 'nada.jpg' is damaged: part of the picture cannot be decoded",
            hint: "copy the image again from the camera or phone; if a viewer still shows it whole, export it again as JPEG")])
    }

    func testWhatAPhoneLoadsOfACameraPhotoStaysWithinItsBudget() throws {
        // 1,488 × 2,240, upright: a phone 390 pixels wide at 3× loads the 1,170-pixel WebP,
        // 1,170 × 1,761, within the 60 KB of a 1,170 × 878 photo in proportion to its pixels.
        let source = try photo("jpg/tests/87_OSError.jpg")
        let header = try XCTUnwrap(Vips.header(of: source))
        let image = SourceImage(path: "content/assets/x.jpg", hash: ContentHash(source), header: header)
        let responsive = ResponsiveImage(image, use: .content)
        let phone = try XCTUnwrap(responsive.sizes.first { $0.width == 1170 })
        XCTAssertEqual(phone, PixelSize(width: 1170, height: 1761))
        let bytes = try VariantBatch.make([responsive.variant(phone, .webp)], from: source)[0]
        XCTAssertLessThanOrEqual(bytes.count, VariantEncoding.budget(pixels: 1170 * 1761))
        XCTAssertGreaterThan(VariantEncoding.budget(pixels: 1170 * 1761), 60 * 1024)
    }
}
