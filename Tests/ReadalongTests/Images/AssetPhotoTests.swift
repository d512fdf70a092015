import XCTest
@testable import Readalong

/// Photos under content/assets/: the original is never published. A photo a page shows is
/// published as its variants only; one no page shows is published at its address as a clean
/// full-size copy (JPEG, PNG, WebP, GIF) or not at all (HEIC, AVIF, TIFF: W003).
final class AssetPhotoTests: XCTestCase {
    private func page(_ body: String) -> [String: String] {
        ["content/pages/sobre.md": "---\ntitle: Sobre nosaltres\nmenu: 1\n---\nSom un club.\n\n\(body)\n"]
    }

    func testAPhotoShownInTextIsPublishedOnlyAsVariants() throws {
        let jpeg = try TestPhotos.withGPS(TestPhotos.make(width: 1600, height: 1200, suffix: ".jpg"), suffix: ".jpg")
        let heic = TestPhotos.make(width: 1200, height: 900, suffix: ".heic")
        let files = try SiteFixture.renderFiles(page("![Trobada](@/assets/trobada.jpg)\n\n![Sala](@/assets/sala.heic)"),
                                                bytes: ["content/assets/trobada.jpg": jpeg, "content/assets/sala.heic": heic])
        XCTAssertNil(files["assets/trobada.jpg"])
        XCTAssertNil(files["assets/sala.heic"])
        // 672, 1170, 1344 and 1600 wide for the first, 672, 1170 and 1200 for the second, each in WebP and JPEG.
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("images/v/") }.count, 14)
    }

    func testAPhotoNoPageShowsIsACleanCopyAtItsAddress() throws {
        let jpeg = try TestPhotos.withGPS(TestPhotos.make(width: 900, height: 600, suffix: ".jpg"), suffix: ".jpg")
        let png = try TestPhotos.withGPS(TestPhotos.make(width: 300, height: 200, suffix: ".png", alpha: true), suffix: ".png")
        let files = try SiteFixture.renderFiles(bytes: ["content/assets/baixar/trobada.jpg": jpeg, "content/assets/logo.png": png])
        let copy = Array(try XCTUnwrap(files["assets/baixar/trobada.jpg"]))
        let logo = Array(try XCTUnwrap(files["assets/logo.png"]))
        let tags = try TestPhotos.metadata(ofFiles: ["source.jpg": jpeg, "copy.jpg": copy, "logo.png": logo])
        XCTAssertFalse(try XCTUnwrap(tags["source.jpg"]).isEmpty)
        XCTAssertEqual(tags["copy.jpg"], [])
        XCTAssertEqual(Vips.header(of: copy), ImageHeader(format: .jpeg, width: 900, height: 600, hasAlpha: false))
        XCTAssertEqual(tags["logo.png"], [])
        XCTAssertEqual(Vips.header(of: logo), ImageHeader(format: .png, width: 300, height: 200, hasAlpha: true))
    }

    func testACopyIsTurnedUpright() throws {
        let turned = TestPhotos.make(width: 400, height: 300, suffix: ".jpg", orientation: 6)
        let files = try SiteFixture.renderFiles(bytes: ["content/assets/girada.jpg": turned])
        let copy = Array(try XCTUnwrap(files["assets/girada.jpg"]))
        XCTAssertEqual(Vips.header(of: copy), ImageHeader(format: .jpeg, width: 300, height: 400, hasAlpha: false))
    }

    func testAnHEICNoPageShowsIsNotPublished() throws {
        let heic = TestPhotos.make(width: 320, height: 240, suffix: ".heic")
        let result = try SiteFixture.check(bytes: ["content/assets/fotos/IMG_5195.HEIC": heic])
        XCTAssertReports(result, [Report(
            "W003 content/assets/fotos/IMG_5195.HEIC:1:1: no page shows the photo 'content/assets/fotos/IMG_5195.HEIC', so it is "
                + "not published: browsers cannot show this format, and the original file would carry the camera's details "
                + "and the place it was taken",
            hint: "show it in a page with ![what it shows](@/assets/fotos/IMG_5195.HEIC), or export 'IMG_5195.HEIC' as JPEG")])
        let files = try SiteFixture.renderFiles(bytes: ["content/assets/fotos/IMG_5195.HEIC": heic])
        XCTAssertNil(files["assets/fotos/IMG_5195.HEIC"])
        XCTAssertTrue(files.keys.allSatisfy { !$0.hasPrefix("assets/") }, "\(files.keys.filter { $0.hasPrefix("assets/") })")
    }

    func testATIFFShownInTextIsRefusedOnceAndOtherFilesAreCopiedAsTheyAre() throws {
        let tiff = TestPhotos.make(width: 64, height: 48, suffix: ".tif")
        let result = try SiteFixture.check(page("![Plànol](@/assets/planol.tif)"), bytes: ["content/assets/planol.tif": tiff])
        XCTAssertDiagnostics(result, ["E016 content/pages/sobre.md:7:11"])
        let pdf = Array("%PDF-1.4 not an image".utf8)
        let files = try SiteFixture.renderFiles(bytes: ["content/assets/programa.pdf": pdf])
        XCTAssertEqual(files["assets/programa.pdf"], Data(pdf))
    }

    func testADamagedPhotoNoPageShowsIsAnErrorAtItsFile() throws {
        let result = try SiteFixture.check(bytes: ["content/assets/trobada.jpg": TestPhotos.damaged()])
        XCTAssertReports(result, [Report(
            "E071 content/assets/trobada.jpg:1:1: the image 'content/assets/trobada.jpg' is damaged: part of the picture cannot be decoded",
            hint: "copy the image again from the camera or phone; if a viewer still shows it whole, export it again as JPEG")])
    }
}

extension AssetPhotoTests {
    /// A 2 × 2 GIF of two frames (red, then blue) that loops, written by hand: every code is
    /// preceded by a clear code, so they all stay 3 bits wide.
    private static func animatedGIF() -> [UInt8] {
        func frame(_ index: UInt8) -> [UInt8] {
            let codes: [UInt32] = [4, UInt32(index), 4, UInt32(index), 4, UInt32(index), 4, UInt32(index), 5]
            var bits: UInt64 = 0
            for (position, code) in codes.enumerated() { bits |= UInt64(code) << UInt64(3 * position) }
            let data = (0..<4).map { UInt8(truncatingIfNeeded: bits >> UInt64(8 * $0)) }
            return [0x21, 0xF9, 0x04, 0x00, 0x0A, 0x00, 0x00, 0x00, 0x2C, 0, 0, 0, 0, 2, 0, 2, 0, 0x00, 0x02, 4] + data + [0]
        }
        let loop: [UInt8] = [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
        return Array("GIF89a".utf8) + [2, 0, 2, 0, 0xF0, 0, 0, 0xFF, 0, 0, 0, 0, 0xFF] + loop + frame(0) + frame(1) + [0x3B]
    }

    func testAnAnimatedGIFNoPageShowsKeepsItsFrames() throws {
        let gif = Self.animatedGIF()
        let frames = { (bytes: [UInt8]) in zip(bytes, zip(bytes.dropFirst(), bytes.dropFirst(2))).count { $0 == 0x21 && $1 == (0xF9, 0x04) } }
        XCTAssertEqual(frames(gif), 2)
        let files = try SiteFixture.renderFiles(bytes: ["content/assets/salutacio.gif": gif])
        let copy = Array(try XCTUnwrap(files["assets/salutacio.gif"]))
        XCTAssertEqual(Vips.header(of: copy), ImageHeader(format: .gif, width: 2, height: 2, hasAlpha: true))
        XCTAssertEqual(frames(copy), 2)
    }
}
