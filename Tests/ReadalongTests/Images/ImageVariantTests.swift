import CVips
import XCTest
@testable import Readalong

/// Published images: sized for where they are shown, upright, in sRGB, and with no
/// metadata left in any format.
final class ImageVariantTests: XCTestCase {
    private let nada = "---\ntitle: Nada\nauthor: Carmen Laforet\nisbn: 9788432200014\ncover: %@\n---\nBarcelona, 1940.\n"

    private func build(cover name: String, bytes: [UInt8]) throws -> [String: Data] {
        try SiteFixture.renderFiles(["content/books/nada.md": String(format: nada, name)],
                                    bytes: ["content/books/\(name)": bytes])
    }

    private func variants(_ files: [String: Data]) -> [String: [UInt8]] {
        files.filter { $0.key.hasPrefix("images/v/") }.mapValues { Array($0) }
    }

    func testAPhonePhotoBecomesSmallCleanVariants() throws {
        let photo = try TestPhotos.withGPS(TestPhotos.make(width: 4000, height: 3000, suffix: ".jpg[Q=92]", orientation: 6),
                                           suffix: ".jpg")
        XCTAssertTrue(try TestPhotos.metadata(of: photo, suffix: ".jpg").contains { $0.contains("GPSLatitude") })
        let files = try build(cover: "nada.jpg", bytes: photo)
        let published = variants(files)
        // Cards 120×180 and the book page 200×300, at 1×, 2× and 3×, in WebP and JPEG.
        let sizes = published.map { path, bytes -> String in
            let header = Vips.header(of: bytes)!
            return "\(header.width)x\(header.height).\(path.split(separator: ".").last!)"
        }
        XCTAssertEqual(sizes.sorted(), ["120x180.jpg", "120x180.webp", "200x300.jpg", "200x300.webp", "240x360.jpg",
                                        "240x360.webp", "360x540.jpg", "360x540.webp", "400x600.jpg", "400x600.webp",
                                        "600x900.jpg", "600x900.webp"])
        let tags = try TestPhotos.metadata(ofFiles: published)
        for (path, bytes) in published {
            XCTAssertEqual(Vips.header(of: bytes)?.format, path.hasSuffix(".webp") ? .webp : .jpeg, path)
            XCTAssertEqual(tags[path], [], path)
            XCTAssertLessThan(bytes.count, 60_000, path)
        }
        XCTAssertNil(files["images/books/nada.jpg"], "the original photo is never published")
    }

    func testEveryOutputFormatIsStripped() throws {
        let sources: [(String, [UInt8])] = [
            (".jpg", try TestPhotos.withGPS(TestPhotos.make(width: 640, height: 960, suffix: ".jpg"), suffix: ".jpg")),
            (".png", try TestPhotos.withGPS(TestPhotos.make(width: 640, height: 960, suffix: ".png", alpha: true), suffix: ".png")),
            (".webp", try TestPhotos.withGPS(TestPhotos.make(width: 640, height: 960, suffix: ".webp"), suffix: ".webp")),
        ]
        var made: [String: [UInt8]] = [:]
        for (suffix, source) in sources {
            made["source" + suffix] = source
            for encoding in VariantEncoding.allCases {
                let variant = ImageVariant(source: "x", sourceHash: ContentHash(source), size: PixelSize(width: 200, height: 300),
                                           crop: true, encoding: encoding, decodeShrink: 2)
                made["\(suffix) → \(encoding).\(encoding.fileExtension)"] = Array(try VariantBatch.make([variant], from: source)[0])
            }
        }
        let tags = try TestPhotos.metadata(ofFiles: made)
        for (suffix, _) in sources {
            XCTAssertTrue(try XCTUnwrap(tags["source" + suffix]).contains { $0.contains("GPS") }, suffix)
            for encoding in VariantEncoding.allCases {
                XCTAssertEqual(tags["\(suffix) → \(encoding).\(encoding.fileExtension)"], [], "\(suffix) → \(encoding)")
            }
        }
    }

    func testTheEXIFOrientationIsApplied() throws {
        // Stored 400 × 300 with the red corner top left; orientation 6 means "turn 90° clockwise".
        let photo = TestPhotos.make(width: 400, height: 300, suffix: ".jpg[Q=95]", orientation: 6)
        for shrink in [1, 2] {
            let variant = ImageVariant(source: "x", sourceHash: ContentHash(photo), size: PixelSize(width: 150, height: 200),
                                       crop: false, encoding: .png, decodeShrink: shrink)
            let bytes = Array(try VariantBatch.make([variant], from: photo)[0])
            let header = try XCTUnwrap(Vips.header(of: bytes))
            XCTAssertEqual([header.width, header.height], [150, 200], "shrink \(shrink)")
            var pixel = [Double](repeating: 0, count: 4)
            // Turned clockwise, the stored bottom-left (blue) is now top left; the red corner is top right.
            XCTAssertEqual(bytes.withUnsafeBytes { rl_vips_pixel($0.baseAddress, $0.count, 3, 3, &pixel) }, 3)
            XCTAssertGreaterThan(pixel[2], 180, "top left is blue: \(pixel), shrink \(shrink)")
            XCTAssertEqual(bytes.withUnsafeBytes { rl_vips_pixel($0.baseAddress, $0.count, 146, 3, &pixel) }, 3)
            XCTAssertGreaterThan(pixel[0], 180, "top right is red: \(pixel), shrink \(shrink)")
        }
    }

    func testAPhotoIsDecodedAsSmallAsItsLargestVariantAllows() throws {
        let photo = ImageHeader(format: .jpeg, width: 4000, height: 3000, hasAlpha: false)
        // The largest cover variant is 600 × 900 (the book page at 3×): 3000 / 900 leaves room for a half.
        XCTAssertEqual(ImageUse.coverCard.decodeShrink(for: photo), 2)
        XCTAssertEqual(ImageUse.shareCard.decodeShrink(for: photo), 2, "the cover's whole family")
        // Avatars are at most 288 pixels: an eighth of 3000 is still larger.
        XCTAssertEqual(ImageUse.avatarChip.decodeShrink(for: photo), 8)
        // Text images are up to 2016 pixels wide (672 at 3×): half of 4000 is not enough.
        XCTAssertEqual(ImageUse.content.decodeShrink(for: photo), 1)
        XCTAssertEqual(ImageUse.content.decodeShrink(for: ImageHeader(format: .webp, width: 8000, height: 6000, hasAlpha: false)), 2)
        XCTAssertEqual(ImageUse.coverCard.decodeShrink(for: ImageHeader(format: .png, width: 4000, height: 3000, hasAlpha: false)), 1,
                       "PNG decoders cannot shrink")
        XCTAssertEqual(ImageUse.coverCard.decodeShrink(for: ImageHeader(format: .jpeg, width: 100, height: 150, hasAlpha: false)), 1)
    }

    func testTransparencyFallsBackToPNGAndSixteenBitsToEight() throws {
        let alpha = variants(try build(cover: "nada.png", bytes: TestPhotos.make(width: 600, height: 900, suffix: ".png", alpha: true)))
        XCTAssertEqual(Set(alpha.keys.map { String($0.split(separator: ".").last!) }), ["png", "webp"])
        XCTAssertTrue(alpha.values.allSatisfy { Vips.header(of: $0)?.hasAlpha == true })
        let deep = variants(try build(cover: "nada.png",
                                      bytes: TestPhotos.make(width: 600, height: 900, suffix: ".png[bitdepth=16]", sixteen: true)))
        XCTAssertEqual(Set(deep.keys.map { String($0.split(separator: ".").last!) }), ["jpg", "webp"])
    }

    func testHEICAndAVIFArePublishedAsWebAndJPEG() throws {
        for suffix in [".heic", ".avif"] {
            let published = variants(try build(cover: "nada\(suffix)", bytes: TestPhotos.make(width: 640, height: 960, suffix: suffix)))
            XCTAssertEqual(published.count, 12, suffix)
            XCTAssertEqual(Set(published.values.compactMap { Vips.header(of: $0)?.format }), [.webp, .jpeg], suffix)
        }
    }

    func testAPrintersCMYKPhotoIsPublishedInSRGB() throws {
        // A CMYK JPEG with its colour profile, as a scanner or a print shop hands it over.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-cmyk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rgb = folder.appendingPathComponent("rgb.jpg"), cmyk = folder.appendingPathComponent("cmyk.jpg")
        try Data(TestPhotos.make(width: 600, height: 900, suffix: ".jpg")).write(to: rgb)
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/vips")
        convert.arguments = ["icc_transform", rgb.path, cmyk.path, "cmyk", "--input-profile", "srgb"]
        try convert.run()
        convert.waitUntilExit()
        let source = Array(try Data(contentsOf: cmyk))
        var pixel = [Double](repeating: 0, count: 4)
        XCTAssertEqual(source.withUnsafeBytes { rl_vips_pixel($0.baseAddress, $0.count, 0, 0, &pixel) }, 4, "the source is CMYK")
        let published = variants(try build(cover: "nada.jpg", bytes: source))
        XCTAssertEqual(published.count, 12)
        let tags = try TestPhotos.metadata(ofFiles: published)
        for (path, bytes) in published {
            XCTAssertEqual(bytes.withUnsafeBytes { rl_vips_pixel($0.baseAddress, $0.count, 2, 2, &pixel) }, 3, "\(path) is RGB")
            // The top-left corner of the test photo is red, and stays red once converted.
            XCTAssertGreaterThan(pixel[0], 150, "\(path): \(pixel)")
            XCTAssertLessThan(pixel[2], 110, "\(path): \(pixel)")
            XCTAssertEqual(tags[path], [], path)
        }
    }

    func testSmallImagesAreNeverEnlarged() throws {
        let published = variants(try build(cover: "nada.jpg", bytes: TestPhotos.make(width: 100, height: 150, suffix: ".jpg")))
        XCTAssertEqual(published.values.map { Vips.header(of: $0).map { "\($0.width)x\($0.height)" } ?? "?" }.sorted(),
                       ["100x150", "100x150"])
    }

    func testVariantNamesAreSafeWhateverTheSourceIsCalled() throws {
        let files = try build(cover: "Portada Plaça.jpg", bytes: TestPhotos.make(width: 400, height: 600, suffix: ".jpg"))
        let page = String(decoding: try XCTUnwrap(files["books/nada/index.html"]), as: UTF8.self)
        let urls = page.matches(of: /<(?:img|source) [^>]*?(?:src|srcset)="([^"]*)"/).flatMap { $0.1.split(separator: ",") }
        XCTAssertFalse(urls.isEmpty)
        for url in urls {
            let path = url.trimmingCharacters(in: .whitespaces).split(separator: " ").first!
            XCTAssertNotNil(path.wholeMatch(of: /\/images\/v\/[0-9a-f]{32}\.(webp|jpg|png)/), "\(path)")
        }
    }
}
