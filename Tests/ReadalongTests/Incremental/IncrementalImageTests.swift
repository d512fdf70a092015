import Foundation
@testable import Readalong
import XCTest

/// Rebuilds of `RebuildFixture` with a photo cover for each of its two books: an image made
/// once is neither made nor read again while its source stays the same.
final class IncrementalImageTests: XCTestCase {
    private var builds: SiteBuilds!
    private let photos = ["content/books/nada.jpg", "content/books/solitud.jpg"]

    override func setUpWithError() throws {
        builds = try SiteBuilds(files: RebuildFixture.files)
        for (number, photo) in photos.enumerated() {
            let bytes = TestPhotos.make(width: 600 + 40 * number, height: 900, suffix: ".jpg[Q=90]")
            try Data(bytes).write(to: builds.site.appendingPathComponent(photo))
            let book = photo.replacingOccurrences(of: ".jpg", with: ".md")
            let name = (photo as NSString).lastPathComponent
            try builds.edit(book) { $0.replacingOccurrences(of: "---\ntitle:", with: "---\ncover: \(name)\ntitle:") }
        }
    }

    override func tearDown() {
        builds.remove()
    }

    func testAnUnchangedPhotoIsNeverProcessedAgain() throws {
        try builds.build()
        let images = try OutputTree.files(under: builds.site.appendingPathComponent("output/images")).keys
        let processed = images.filter { $0.hasPrefix("v/") || $0.hasPrefix("share/") }
        XCTAssertGreaterThan(processed.count, 10, "the fixture's two photo covers in several sizes, and its share cards")
        try builds.edit("content/rooms/primavera/index.md") { $0 + "\nUna línia nova.\n" }
        let summary = try builds.build()
        XCTAssertEqual(summary.rendered, summary.files - processed.count, "every page again, no image")
        try builds.assertMatchesFullBuild()
    }

    func testAnUnchangedPhotoIsNotOpenedAgainWhenTheTextChanges() throws {
        let first = CountingFileSystem(root: builds.site.path)
        try builds.build(fileSystem: first)
        XCTAssertEqual(Set(first.reads.filter(photos.contains)), Set(photos), "a first build reads every photo")
        // Stamps taken within two seconds of a change are not trusted: wait until they are.
        Thread.sleep(forTimeInterval: Double(FileStamp.racyMargin) / 1e9 + 0.2)
        try builds.build(at: builds.now + 60, fileSystem: CountingFileSystem(root: builds.site.path))
        try builds.edit("content/rooms/primavera/index.md") { $0 + "\nUna línia nova.\n" }
        let third = CountingFileSystem(root: builds.site.path)
        let summary = try builds.build(fileSystem: third)
        XCTAssertGreaterThan(summary.rendered ?? 0, 0)
        XCTAssertEqual(third.reads.filter(photos.contains), [], "neither fingerprinted nor opened again")
        XCTAssertTrue(third.reads.contains("content/rooms/primavera/index.md"))
        try builds.assertMatchesFullBuild()
    }
}
