import Foundation
@testable import Readalong
import XCTest

/// A copy of a site in a temporary folder (the sample, or a small one written inline), built
/// on disk as `publish build` does, for tests of rebuilds: edit it, build it again, and
/// compare with a build from scratch.
final class SiteBuilds {
    /// The folder holding the copy (`site/`) and the fresh builds made to compare with it.
    let root: URL
    /// 2026-11-22 08:00 UTC, the clock of every build unless told otherwise.
    let now = 1_795_334_400

    /// The sample's photos, and the lines of content that show them. Without them a build
    /// makes no image variants, and rebuild tests spend their time on pages.
    private static let samplePhotos = ["content/books/nada.jpg": "content/books/nada.md",
                                       "content/books/solitud.jpg": "content/books/solitud.md",
                                       "content/assets/news/sala-2.png": "content/news/biblioteca-sala-2.md"]

    /// A copy of the `content/` and `templates/` of a site of this repository: the sample by
    /// default, or the site in `folder` (the three-language fixture).
    static func copy(of folder: String = "") throws -> SiteBuilds {
        let builds = try SiteBuilds(files: [:])
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(folder)
        for name in ["content", "templates"] where FileManager.default.fileExists(atPath: source.appendingPathComponent(name).path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: builds.site.appendingPathComponent(name))
        }
        return builds
    }

    /// A copy of the sample without its raster images and the lines that name them (the SVG
    /// covers and avatars stay).
    static func sampleWithoutPhotos() throws -> SiteBuilds {
        let builds = try copy()
        for (photo, page) in samplePhotos {
            try FileManager.default.removeItem(at: builds.site.appendingPathComponent(photo))
            let name = (photo as NSString).lastPathComponent
            try builds.edit(page) { text in
                text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(name) }.joined(separator: "\n")
            }
        }
        return builds
    }

    /// Writes `files` (text by site-relative path) as the copy.
    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-rebuilds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for (path, text) in files {
            let file = root.appendingPathComponent("site/" + path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// Deletes every folder the builds made.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The copy of the site.
    var site: URL { root.appendingPathComponent("site") }

    /// Builds `folder` (the copy by default) into its `output/`, asserting that it has no errors.
    @discardableResult
    func build(_ folder: URL? = nil, at instant: Int? = nil, everything: Bool = false,
               fileSystem: FileSystem? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> SiteBuild.Summary {
        let folder = folder ?? site
        DrawingMemo.shared.keep(true)  // share cards and icons drawn once for the run, as `SiteFixture` does
        let (result, summary) = try SiteBuild(fileSystem: fileSystem ?? DiskFileSystem(root: folder.path),
                                              options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: instant ?? now)),
                                              baseURL: nil, output: folder.appendingPathComponent("output").path,
                                              everything: everything).run()
        XCTAssertEqual(result.errorCount, 0, "\(result.diagnostics)", file: file, line: line)
        return try XCTUnwrap(summary, file: file, line: line)
    }

    /// Builds a copy of the site's current content from scratch and compares every file.
    func assertMatchesFullBuild(at instant: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let fresh = root.appendingPathComponent("fresh-\(UUID().uuidString)")
        for folder in ["content", "templates"] where FileManager.default.fileExists(atPath: site.appendingPathComponent(folder).path) {
            try FileManager.default.copyItem(at: site.appendingPathComponent(folder), to: fresh.appendingPathComponent(folder))
        }
        try build(fresh, at: instant, file: file, line: line)
        try OutputTree.assertSame(site.appendingPathComponent("output"), as: fresh.appendingPathComponent("output"), file: file, line: line)
        try FileManager.default.removeItem(at: fresh)
    }

    /// Rewrites a file of the copy, asserting that the change changes something.
    func edit(_ path: String, file: StaticString = #filePath, line: UInt = #line, _ change: (String) -> String) throws {
        let url = site.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit of \(path) changes something", file: file, line: line)
        try Data(changed.utf8).write(to: url)
    }
}
