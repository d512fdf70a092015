import Foundation
@testable import Readalong
import XCTest

/// The base of the rebuild tests on `RebuildFixture`: each test gets its own copy of the
/// fixture in a temporary folder, builds it, edits it and builds it again.
class RebuildTestCase: XCTestCase {
    var builds: SiteBuilds!

    override func setUpWithError() throws {
        builds = try SiteBuilds(files: RebuildFixture.files)
    }

    override func tearDown() {
        builds.remove()
    }

    var root: URL { builds.root }
    var site: URL { builds.site }
    var now: Int { builds.now }

    @discardableResult
    func build(_ folder: URL? = nil, at instant: Int? = nil, everything: Bool = false,
               file: StaticString = #filePath, line: UInt = #line) throws -> SiteBuild.Summary {
        try builds.build(folder, at: instant, everything: everything, file: file, line: line)
    }

    func assertMatchesFullBuild(at instant: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        try builds.assertMatchesFullBuild(at: instant, file: file, line: line)
    }

    func files(under folder: URL) throws -> [String: Data] {
        try OutputTree.files(under: folder)
    }

    func edit(_ path: String, file: StaticString = #filePath, line: UInt = #line, _ change: (String) -> String) throws {
        try builds.edit(path, file: file, line: line, change)
    }
}
