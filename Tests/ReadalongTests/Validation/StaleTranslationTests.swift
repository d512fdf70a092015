import XCTest
@testable import Readalong

/// A translation is stale when its original was committed after the day it was last
/// brought up to date; git tells, and outside git (or in a shallow clone) nothing is stale.
final class StaleTranslationTests: XCTestCase {
    private var folder: SiteFolder!

    override func setUpWithError() throws {
        folder = try SiteFolder()
        try folder.write("content/site.yml", TranslationRuleTests.multilingual)
        try folder.write("content/books/solitud.es.md", "---\ntitle: Soledad\ntranslated: 2026-11-15\n---\nUna mujer.\n")
        try folder.write("content/rooms/tardor/index.es.md", "---\ntitle: Otoño\n---\nLeemos juntos.\n")
    }

    override func tearDown() {
        folder = nil
    }

    /// Runs git in the folder, committing as of `date` when one is given.
    @discardableResult
    private func git(_ arguments: [String], in path: String? = nil, date: String = "2026-11-10T10:00:00Z") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", path ?? folder.path, "-c", "commit.gpgsign=false", "-c", "user.name=Club",
                             "-c", "user.email=club@example.org"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    private func check(_ path: String? = nil) throws -> CheckResult {
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        return try ContentPipeline.check(fileSystem: DiskFileSystem(root: path ?? folder.path), options: .english(clock: clock))
    }

    /// The fixture committed on 2026-11-10, then the two originals changed on 2026-11-18.
    private func history() throws {
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-qm", "Club"])
        try folder.write("content/books/solitud.md", try folder.read("content/books/solitud.md") + "Una novel·la de 1905.\n")
        try folder.write("content/rooms/tardor/index.md", try folder.read("content/rooms/tardor/index.md") + "Cada dijous.\n")
        try git(["commit", "-qam", "More"], date: "2026-11-18T09:00:00Z")
    }

    func testAnOriginalCommittedAfterItsTranslationMakesItStale() throws {
        try history()
        let hint = { (original: String) in
            "compare it with \(original) (git log -p \(original) shows what changed), bring it up to date, then write translated: with today's date"
        }
        XCTAssertReports(try check(), [
            Report("W025 content/books/solitud.es.md:3:13: this translation was brought up to date on 2026-11-15, but content/books/solitud.md changed on 2026-11-18",
                   hint: hint("content/books/solitud.md")),
            Report("W025 content/rooms/tardor/index.es.md:1:1: this translation was last changed on 2026-11-10, but content/rooms/tardor/index.md changed on 2026-11-18",
                   hint: hint("content/rooms/tardor/index.md")),
        ])
        // Brought up to date the day the original changed, it is no longer stale.
        try folder.write("content/books/solitud.es.md", "---\ntitle: Soledad\ntranslated: 2026-11-18\n---\nUna mujer. Una novela de 1905.\n")
        XCTAssertDiagnostics(try check(), ["W025 content/rooms/tardor/index.es.md:1:1"])
    }

    func testOutsideGitAndInAShallowCloneNothingIsStale() throws {
        XCTAssertDiagnostics(try check(), [])
        try history()
        let clone = folder.path + "-shallow"
        defer { try? FileManager.default.removeItem(atPath: clone) }
        try git(["clone", "-q", "--depth", "1", "file://" + folder.path, clone])
        XCTAssertDiagnostics(try check(clone), [])
    }

    func testTheLogIsReadNewestCommitFirst() {
        let log = "\0" + "200\n\ncontent/a.md\n\0" + "100\n\ncontent/a.md\ncontent/b.md\n"
        XCTAssertEqual(GitHistory.times(inLog: log), ["content/a.md": 200, "content/b.md": 100])
    }
}
