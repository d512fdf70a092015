import XCTest
@testable import Readalong

/// The site of `SiteFixture` as the importers see it, and the check of imported files.
enum ImportFixture {
    /// The fixture (with changes) in memory.
    static func fileSystem(_ changes: [String: String?] = [:]) -> InMemoryFileSystem {
        InMemoryFileSystem(SiteFixture.files(changes))
    }

    static func site(_ changes: [String: String?] = [:]) throws -> ImportSite {
        try ImportSite.load(from: fileSystem(changes))
    }

    /// The content check of `files` added to the fixture, at the fixture's clock.
    static func check(_ files: [ImportedFile], changes: [String: String?] = [:]) throws -> CheckResult {
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        return try ImportCheck.run(files, on: fileSystem(changes), options: BuildOptions.english(clock: clock))
    }

    /// Lines joined with newlines, plus a final newline.
    static func text(_ lines: String...) -> [UInt8] {
        Array((lines.joined(separator: "\n") + "\n").utf8)
    }
}
