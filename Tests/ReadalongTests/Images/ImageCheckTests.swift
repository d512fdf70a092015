import XCTest
@testable import Readalong

/// Every cover and avatar is opened while checking: files that cannot be published are
/// errors at the key that names them.
final class ImageCheckTests: XCTestCase {
    private let nadaWithCover = "---\ntitle: Nada\nauthor: Carmen Laforet\nisbn: 9788432200014\ncover: %@\n---\nBarcelona, 1940.\n"

    private func check(cover name: String, bytes: [UInt8]) throws -> CheckResult {
        try SiteFixture.check(["content/books/nada.md": String(format: nadaWithCover, name)],
                              bytes: ["content/books/\(name)": bytes])
    }

    func testAnEmptyFileIsAnError() throws {
        let result = try check(cover: "nada.jpg", bytes: [])
        XCTAssertDiagnostics(result, ["E070 content/books/nada.md:5:8"])
        XCTAssertEqual(result.diagnostics.first?.message, "the image 'nada.jpg' is an empty file")
    }

    func testATruncatedJPEGIsAnError() throws {
        let photo = TestPhotos.make(width: 640, height: 480, suffix: ".jpg[Q=90]")
        let result = try check(cover: "nada.jpg", bytes: Array(photo.prefix(photo.count / 2)))
        XCTAssertDiagnostics(result, ["E071 content/books/nada.md:5:8"])
        XCTAssertEqual(result.diagnostics.first?.message, "the image 'nada.jpg' is cut short: part of the file is missing")
    }

    func testADamagedPhotoWhoseEndIsThereIsAnErrorWhereverItIsUsed() throws {
        let bad = TestPhotos.damaged()
        XCTAssertTrue(ImageEnding.looksComplete(bad, format: .jpeg))
        let result = try SiteFixture.check(
            ["content/books/nada.md": String(format: nadaWithCover, "nada.jpg"),
             "content/members/marta.md": "---\nname: Marta Puig\navatar: marta.jpg\n---\nLectora.\n",
             "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\nmenu: 1\n---\n![La sala](@/assets/sala.jpg)\n"],
            bytes: ["content/books/nada.jpg": bad, "content/members/marta.jpg": bad, "content/assets/sala.jpg": bad])
        XCTAssertEqual(Set(result.placed),
                       ["E071 content/books/nada.md:5:8", "E071 content/members/marta.md:3:9", "E071 content/pages/sobre.md:5:12"])
        XCTAssertEqual(result.diagnostics.first { $0.location.path == "content/books/nada.md" }?.message,
                       "the image 'nada.jpg' is damaged: part of the picture cannot be decoded")
    }

    func testDataAfterTheEndOfAPhotoIsFine() throws {
        // Some phones append a video or their own data after the JPEG's end marker.
        let photo = TestPhotos.make(width: 640, height: 480, suffix: ".jpg[Q=90]")
        XCTAssertDiagnostics(try check(cover: "nada.jpg", bytes: photo + [UInt8](repeating: 7, count: 100_000)), [])
    }

    func testBytesThatAreNoImageAreAnError() throws {
        XCTAssertDiagnostics(try check(cover: "nada.png", bytes: Array("not a picture".utf8)), ["E071 content/books/nada.md:5:8"])
    }

    func testAHEICRenamedJPEGIsAnError() throws {
        let heic = TestPhotos.make(width: 320, height: 480, suffix: ".heic")
        let result = try check(cover: "nada.jpg", bytes: heic)
        XCTAssertDiagnostics(result, ["E072 content/books/nada.md:5:8"])
        XCTAssertEqual(result.diagnostics.first?.message, "the image 'nada.jpg' is HEIC/HEIF, not JPEG as its name says")
        XCTAssertEqual(result.diagnostics.first?.hint, "rename it to end in .heic, or export it again as JPEG")
    }

    func testMoreThanAHundredMegapixelsIsAnError() throws {
        // Only the header is read: a PNG that says 20000 × 6000 is refused before any decoding.
        let result = try check(cover: "nada.png", bytes: PNGHeader.bytes(width: 20_000, height: 6_000))
        XCTAssertDiagnostics(result, ["E073 content/books/nada.md:5:8"])
        XCTAssertEqual(result.diagnostics.first?.message, "the image 'nada.png' is 20000×6000 pixels, more than 100 megapixels")
    }

    func testPhoneAndWebFormatsAreAccepted() throws {
        let photos: [(String, [UInt8])] = [
            ("nada.heic", TestPhotos.make(width: 320, height: 480, suffix: ".heic")),
            ("nada.avif", TestPhotos.make(width: 320, height: 480, suffix: ".avif")),
            ("nada.webp", TestPhotos.make(width: 320, height: 480, suffix: ".webp")),
            ("nada.png", TestPhotos.make(width: 320, height: 480, suffix: ".png[bitdepth=16]", sixteen: true)),
            ("nada.png", TestPhotos.make(width: 320, height: 480, suffix: ".png", alpha: true)),
            ("nada.jpeg", TestPhotos.make(width: 320, height: 480, suffix: ".jpg")),
        ]
        for (name, bytes) in photos {
            let result = try check(cover: name, bytes: bytes)
            XCTAssertDiagnostics(result, [])
            let image = try XCTUnwrap(result.site?.images["content/books/\(name)"], name)
            XCTAssertEqual([image.header.width, image.header.height], [320, 480], name)
        }
    }

    func testAnUnsupportedFormatSaysHowToConvert() throws {
        let result = try check(cover: "nada.tiff", bytes: TestPhotos.make(width: 64, height: 48, suffix: ".tif"))
        XCTAssertDiagnostics(result, ["E016 content/books/nada.md:5:8", "W002 content/books/nada.tiff:1:1"])
        XCTAssertEqual(result.diagnostics.first?.hint, "open it in an image viewer or editor and export it as JPEG (photos) or PNG "
                       + "(drawings); jpg, png, webp, avif, heic, gif and svg files are taken")
    }

    func testAvatarsAreCheckedToo() throws {
        let result = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\navatar: pau.png\n---\n"],
                                           bytes: ["content/members/pau.png": []])
        XCTAssertDiagnostics(result, ["E070 content/members/pau.md:3:9"])
    }
}

/// The smallest PNG libvips reads a header from: signature, IHDR (8-bit RGB), one IDAT of
/// a hundred zero bytes (a stored zlib block) and IEND.
enum PNGHeader {
    static func bytes(width: Int, height: Int) -> [UInt8] {
        func big(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return big(data.count) + body + big(Int(crc32(body)))
        }
        let header = big(width) + big(height) + [8, 2, 0, 0, 0]
        let zeros = [UInt8](repeating: 0, count: 100)
        let stored: [UInt8] = [0x78, 0x01, 0x01, 100, 0, 155, 255] + zeros + big(100 << 16 | 1)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", stored) + chunk("IEND", [])
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
