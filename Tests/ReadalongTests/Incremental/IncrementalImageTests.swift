import Foundation
@testable import Readalong
import XCTest

/// Rebuilds of the sample with its photos: an image made once is neither made nor read again
/// while its source stays the same.
final class IncrementalImageTests: XCTestCase {
    private var builds: SiteBuilds!

    override func setUpWithError() throws {
        builds = try SiteBuilds(photos: true)
    }

    override func tearDown() {
        builds.remove()
    }

    func testAnUnchangedPhotoIsNeverProcessedAgain() throws {
        try builds.build()
        let images = try OutputTree.files(under: builds.site.appendingPathComponent("output/images")).keys
        let processed = images.filter { $0.hasPrefix("v/") || $0.hasPrefix("share/") }
        XCTAssertGreaterThan(processed.count, 24, "the sample's two photo covers and its share cards")
        try builds.edit("content/books/incerta-gloria.md") { $0 + "\nUna línia nova.\n" }
        let summary = try builds.build()
        XCTAssertEqual(summary.rendered, summary.files - processed.count, "every page again, no image")
        try builds.assertMatchesFullBuild()
    }

    func testAnUnchangedPhotoIsNotOpenedAgainWhenTheTextChanges() throws {
        let photos = ["content/books/nada.jpg", "content/books/solitud.jpg"]
        let first = CountingFileSystem(root: builds.site.path)
        try builds.build(fileSystem: first)
        XCTAssertEqual(Set(first.reads.filter(photos.contains)), Set(photos), "a first build reads every photo")
        // Stamps taken within two seconds of a change are not trusted: wait until they are.
        Thread.sleep(forTimeInterval: Double(FileStamp.racyMargin) / 1e9 + 0.2)
        try builds.build(at: builds.now + 60, fileSystem: CountingFileSystem(root: builds.site.path))
        try builds.edit("content/books/incerta-gloria.md") { $0 + "\nUna línia nova.\n" }
        let third = CountingFileSystem(root: builds.site.path)
        let summary = try builds.build(fileSystem: third)
        XCTAssertGreaterThan(summary.rendered ?? 0, 0)
        XCTAssertEqual(third.reads.filter(photos.contains), [], "neither fingerprinted nor opened again")
        XCTAssertTrue(third.reads.contains("content/books/incerta-gloria.md"))
        try builds.assertMatchesFullBuild()
    }
}
