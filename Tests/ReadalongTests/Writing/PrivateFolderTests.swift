import Readalong
import XCTest

/// The preview's folder inside the staging area: builds of `output/` keep it, and making
/// it touches nothing in `output/`.
final class PrivateFolderTests: SiteFolderTestCase {
    func testBuildsOfOutputKeepThePrivateFolder() throws {
        let folder = try StagingArea.privateFolder("preview", beside: site.path + "/output")
        XCTAssertEqual(folder, site.path + "/.output.staging/preview")
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.path + "/output"), "output/ is not made")
        try write(".output.staging/preview/site/index.html", "preview")

        XCTAssertEqual(try publish(["build", "--site", site.path, "--now", "2026-11-22"]).status, 0)
        XCTAssertEqual(try publish(["build", "--site", site.path, "--now", "2026-11-22", "--force"]).status, 0)
        XCTAssertEqual(try read(".output.staging/preview/site/index.html"), "preview")
        XCTAssertTrue(try read("output/index.html").contains("<html"))
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }
}
