import XCTest
@testable import Readalong

/// What opening images found, kept between builds: read back as written, refused when it
/// was written by another format or another libvips, and used instead of opening a file.
final class ImageCheckCacheTests: XCTestCase {
    private let cache = ImageCheckCache(entries: [
        .init(hash: ContentHash(text: "photo"), fileExtension: "jpg"): .success(ImageHeader(format: .jpeg, width: 4000, height: 3000, hasAlpha: false)),
        .init(hash: ContentHash(text: "logo"), fileExtension: "png"): .success(ImageHeader(format: .png, width: 64, height: 64, hasAlpha: true)),
        .init(hash: ContentHash(text: ""), fileExtension: "jpg"): .failure(.empty),
        .init(hash: ContentHash(text: "noise"), fileExtension: "webp"): .failure(.unreadable),
        .init(hash: ContentHash(text: "half"), fileExtension: "jpeg"): .failure(.cutShort),
        .init(hash: ContentHash(text: "card"), fileExtension: "jpg"): .failure(.damaged),
        .init(hash: ContentHash(text: "iphone"), fileExtension: "jpg"): .failure(.mislabelled(found: .heif, promised: .jpeg)),
        .init(hash: ContentHash(text: "scan"), fileExtension: "png"): .failure(.tooLarge(width: 12000, height: 9000)),
        .init(hash: ContentHash(text: "noext"), fileExtension: ""): .failure(.unreadable),
    ])

    func testTheTextFormReadsBackTheSame() throws {
        let text = cache.text
        XCTAssertEqual(ImageCheckCache(text: text), cache)
        XCTAssertTrue(text.hasPrefix("readalong-image-checks 3 libvips \(Vips.version)\n"), text)
        XCTAssertTrue(text.contains("\(ContentHash(text: "card")) jpg damaged\n"), text)
        XCTAssertTrue(text.contains("\(ContentHash(text: "iphone")) jpg mislabelled heif jpeg\n"), text)
        XCTAssertTrue(text.contains("\(ContentHash(text: "photo")) jpg ok jpeg 4000 3000 0\n"), text)
    }

    func testAnotherLibvipsOrABrokenLineThrowsItAllAway() {
        let lines = cache.text.split(separator: "\n").map(String.init)
        let otherVips = (["readalong-image-checks 3 libvips 8.99.0"] + lines.dropFirst()).joined(separator: "\n")
        XCTAssertNil(ImageCheckCache(text: otherVips))
        XCTAssertNil(ImageCheckCache(text: lines[0] + "\n0123 jpg ok jpeg 1 1 0\n"), "a short hash")
        XCTAssertNil(ImageCheckCache(text: lines[0] + "\n\(ContentHash(text: "x")) jpg ok jpeg 1 1\n"), "a missing field")
        XCTAssertNil(ImageCheckCache(text: lines[0] + "\n\(ContentHash(text: "x")) jpg sideways\n"), "an unknown outcome")
        XCTAssertEqual(ImageCheckCache(text: lines[0] + "\n"), ImageCheckCache())
    }

    func testARememberedOutcomeIsUsedWithoutOpeningTheFile() throws {
        // The file's bytes are a perfectly good photo; the cache says otherwise, and is believed.
        let photo = TestPhotos.make(width: 300, height: 450, suffix: ".jpg")
        let hash = ContentHash(photo)
        let memory = ImageCheckMemory(cache: ImageCheckCache(entries: [.init(hash: hash, fileExtension: "jpg"): .failure(.cutShort)]),
                                      hashes: ["content/books/nada.jpg": hash])
        let site = SiteFixture.files.merging(["content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\ncover: nada.jpg\n---\n"]) { $1 }
        let fileSystem = InMemoryFileSystem(site, bytes: ["content/books/nada.jpg": photo])
        let options = BuildOptions.english(clock: BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!))
        let remembered = try ContentPipeline.check(fileSystem: fileSystem, options: options, keeping: [:], images: memory)
        XCTAssertEqual(remembered.diagnostics.map(\.message), ["the image 'nada.jpg' is cut short: part of the file is missing"])
        let fresh = try ContentPipeline.check(fileSystem: fileSystem, options: options, keeping: [:])
        XCTAssertEqual(fresh.errorCount, 0, "opened, the photo is fine")
        XCTAssertEqual(fresh.imageChecks.entries[.init(hash: hash, fileExtension: "jpg")],
                       .success(ImageHeader(format: .jpeg, width: 300, height: 450, hasAlpha: false)))
    }
}
