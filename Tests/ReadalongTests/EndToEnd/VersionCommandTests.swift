import XCTest
@testable import Readalong

/// `publish --version`: the release and the commit the program was built from.
final class VersionCommandTests: XCTestCase {
    func testVersionNamesTheReleaseAndTheCommit() throws {
        let result = try SiteFolder().publish(["--version"])
        XCTAssertEqual(result.status, 0)
        let pattern = /readalong (\d+\.\d+\.\d+) \(commit ([0-9a-f]{12}(-modified)?|unknown)\)\n/
        let match = try XCTUnwrap(result.out.wholeMatch(of: pattern), result.out)
        XCTAssertEqual(String(match.1), ReadalongRelease.version)
        let head = Process()
        head.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        head.arguments = ["git", "-C", URL(fileURLWithPath: #filePath).deletingLastPathComponent().path, "rev-parse", "--short=12", "HEAD"]
        let out = Pipe()
        head.standardOutput = out
        head.standardError = FileHandle.nullDevice
        try head.run()
        head.waitUntilExit()
        let commit = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard head.terminationStatus == 0 else { throw XCTSkip("not a git work tree: the commit is 'unknown'") }
        XCTAssertEqual(String(match.2).prefix(12), Substring(commit), "publish was built from another commit than HEAD")
    }
}
