import Foundation
@testable import Readalong
import XCTest

/// Rebuilds that must not trust what they find: a damaged manifest, files put into `output/`
/// by hand, a remade output folder, a file edited while it is read, a failed build before.
final class OutputTrustTests: RebuildTestCase {
    func testACorruptManifestMeansAFullBuild() throws {
        try build()
        let manifest = site.deletingLastPathComponent().appendingPathComponent("site/.output.staging/manifest")
        try Data("readalong-manifest 4\ninputs zzz\n".utf8).write(to: manifest)
        let summary = try build()
        XCTAssertEqual(summary.rendered, summary.files, "nothing is trusted")
        try assertMatchesFullBuild()
    }

    func testFilesAddedToOutputByHandDoNotSurvive() throws {
        try build()
        try Data("stray".utf8).write(to: site.appendingPathComponent("output/stray.html"))
        try edit("content/books/nada.md") { $0 + "\nUna frase més.\n" }
        try build()
        try edit("content/books/nada.md") { $0 + "\nI una altra.\n" }
        try build()
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/stray.html").path))
        try assertMatchesFullBuild()
    }

    func testForcePutsBackFilesEditedByHandForGood() throws {
        try build()
        try build(at: now + 86_400)
        try Data("edited by hand".utf8).write(to: site.appendingPathComponent("output/index.html"))
        try build(everything: true)
        try assertMatchesFullBuild()
        try edit("content/books/nada.md") { $0 + "\nUna frase més.\n" }
        try build()
        try edit("content/books/nada.md") { $0 + "\nI una altra.\n" }
        try build()
        try assertMatchesFullBuild()
    }

    func testAnOutputFolderMadeAgainIsNotTakenForTheLastBuild() throws {
        try build()
        try build(at: now + 86_400)
        let output = site.appendingPathComponent("output")
        try FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        let summary = try build(at: now + 86_400)
        XCTAssertEqual(summary.rendered, summary.files, "an empty output/ is not the last build")
        try assertMatchesFullBuild(at: now + 86_400)
    }

    func testForceRewritesEveryFile() throws {
        try build()
        let summary = try build(everything: true)
        XCTAssertEqual(summary.rendered, summary.files)
        XCTAssertEqual(summary.changed, 0)
        try assertMatchesFullBuild()
    }

    /// Edits `path` on disk right after the build has read it for loading (its second read,
    /// after the fingerprint's).
    private final class EditingFileSystem: FileSystem, @unchecked Sendable {
        let disk: DiskFileSystem
        let path: String
        private let lock = NSLock()
        private var reads = 0

        init(root: String, editing path: String) {
            disk = DiskFileSystem(root: root)
            self.path = path
        }

        func entries(of directory: String) throws -> [DirectoryEntry]? { try disk.entries(of: directory) }
        func resolves(_ path: String, inside directory: String) -> Bool { disk.resolves(path, inside: directory) }
        func stamp(of file: String) -> FileStamp? { disk.stamp(of: file) }
        func contents(of file: String) throws -> [UInt8] {
            let bytes = try disk.contents(of: file)
            guard file == path else { return bytes }
            lock.lock()
            reads += 1
            let second = reads == 2
            lock.unlock()
            if second { try Data((String(decoding: bytes, as: UTF8.self) + "\nEditat durant la construcció.\n").utf8).write(to: URL(fileURLWithPath: disk.root + "/" + file)) }
            return bytes
        }
    }

    func testAFileEditedWhileTheBuildReadsItIsNotTrusted() throws {
        try build()
        try edit("content/books/nada.md") { $0 + "\nUna frase més.\n" }
        let during = EditingFileSystem(root: site.path, editing: "content/books/nada.md")
        _ = try SiteBuild(fileSystem: during, options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: now)),
                          baseURL: nil, output: site.appendingPathComponent("output").path).run()
        let next = try build()
        XCTAssertEqual(next.rendered, next.files, "the build that saw two versions vouches for nothing")
        try assertMatchesFullBuild()
    }

    func testAFailedBuildLeavesTheNextOneCorrect() throws {
        try build()
        try edit("content/rooms/nada/chat/primera-parte.md") { $0 + "\nnot a message line\n" }
        let (result, summary) = try SiteBuild(fileSystem: DiskFileSystem(root: site.path),
                                              options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: now)),
                                              baseURL: nil, output: site.appendingPathComponent("output").path).run()
        XCTAssertNil(summary)
        XCTAssertGreaterThan(result.errorCount, 0)
        try edit("content/rooms/nada/chat/primera-parte.md") { $0.replacingOccurrences(of: "\nnot a message line\n", with: "\n19:31 pau: Arreglat.\n") }
        try build()
        try assertMatchesFullBuild()
    }

    func testLeavingBeingErasedAndLosingDatesGiveTheBytesOfAFullBuild() throws {
        try build()
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/members/laia/index.html").path))
        try edit("content/members/laia.md") { $0.replacingOccurrences(of: "left: 2026-10-31\n", with: "left: 2026-10-31\nerase: true\n") }
        try build()
        try assertMatchesFullBuild()
        let output = site.appendingPathComponent("output")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("members/laia/index.html").path))
        let schedule = site.appendingPathComponent("content/rooms/primavera/schedule.yml")
        let written = try Data(contentsOf: schedule)
        try FileManager.default.removeItem(at: schedule)
        try build()
        try assertMatchesFullBuild()
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("rooms/planned/index.html"), encoding: .utf8)
            .contains("/rooms/primavera/"))
        try written.write(to: schedule)
        try build()
        try assertMatchesFullBuild()
    }
}
