import XCTest

/// Runs the real `publish` binary on folders written to a temporary directory.
final class PublishCommandTests: SiteFolderTestCase {
    func testCleanSiteExitsZero() throws {
        let run = try publish(["check", "--site", site.path, "--now", "2026-11-22"])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertEqual(run.out, "checked 11 files: 0 errors, 0 warnings\n")
    }

    func testContentErrorsExitOneWithJSON() throws {
        try write("content/rooms/tardor/index.md", "---\nbook: solitud\nhost: mrta\nmembers: [joan, anna]\n---\n")
        let run = try publish(["check", "--site", site.path, "--format", "json"])
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["errors"] as? Int, 1)
        let first = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["file"] as? String, "content/rooms/tardor/index.md")
        XCTAssertEqual(first["line"] as? Int, 3)
        XCTAssertEqual(first["column"] as? Int, 7)
    }

    func testWarningsFailOnlyWhenStrict() throws {
        try write("content/notes.txt", "stray")
        XCTAssertEqual(try publish(["check", "--site", site.path]).status, 0)
        let strict = try publish(["check", "--site", site.path, "--strict", "--format", "github"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.out, "::warning file=content/notes.txt,line=1,col=1,title=W002::'content/notes.txt' fits no rule of the content layout and is ignored%0Ahint: move it to content/assets/ to publish it as is, or remove it\n")
    }

    func testUsageAndIOFailuresExitTwo() throws {
        XCTAssertEqual(try publish(["check", "--site", site.path, "--format", "xml"]).status, 2)
        XCTAssertEqual(try publish(["check", "--site", site.path, "--now", "yesterday"]).status, 2)
        XCTAssertEqual(try publish(["check", "--site", site.path, "--now", "2026-11-22"],
                                   environment: ["SOURCE_DATE_EPOCH": "soon"]).status, 0, "--now wins over SOURCE_DATE_EPOCH")
        XCTAssertEqual(try publish(["check"], environment: ["SOURCE_DATE_EPOCH": "soon"]).status, 2)
        let missing = try publish(["check", "--site", site.appendingPathComponent("nowhere").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("no content/ folder"), missing.err)
    }

    func testDefaultCommandBuildsTheSiteIntoOutput() throws {
        let run = try publish(["--site", site.path, "--now", "2026-11-22"])
        XCTAssertEqual(run.status, 0, run.err)
        // 43, nine search files, the room's link preview card, for offline reading the offline
        // page, the manifest, three icons and the service worker, and four year pages and
        // their stylesheet, and the book's ten companion chapter pages (its room's target is 1-10)
        XCTAssertTrue(run.out.hasPrefix("built 41 pages, 74 files in "), run.out)
        let room = try String(contentsOf: site.appendingPathComponent("output/rooms/tardor/index.html"), encoding: .utf8)
        XCTAssertTrue(room.contains("<h1 dir=\"auto\">Solitud</h1>"))
    }

    func testALinkedOutputFolderIsRefusedAndLeftAlone() throws {
        let served = site.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("output"), withDestinationURL: served)
        let run = try publish(["build", "--site", site.path, "--now", "2026-11-22"])
        XCTAssertEqual(run.status, 2, run.err)
        XCTAssertTrue(run.err.contains("output/ is a symbolic link"), run.err)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: site.appendingPathComponent("output").path), served.path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: served.path), [])
    }

    func testANamedPipeInContentIsReportedNotWaitedOn() throws {
        XCTAssertEqual(mkfifo(site.appendingPathComponent("content/books/canonada.md").path, 0o644), 0)
        let run = try publish(["build", "--site", site.path, "--now", "2026-11-22"])
        XCTAssertEqual(run.status, 2, run.err)
        XCTAssertTrue(run.err.contains("content/books/canonada.md: it is not a regular file"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("output").path))
    }

    func testFailedBuildLeavesThePreviousOutputAndStaleFilesGo() throws {
        XCTAssertEqual(try publish(["build", "--site", site.path, "--now", "2026-11-22"]).status, 0)
        let output = site.appendingPathComponent("output")
        try Data("old".utf8).write(to: output.appendingPathComponent("stale.html"))
        let before = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        try write("content/rooms/tardor/index.md", "---\nbook: solitud\nhost: mrta\n---\n")
        let failed = try publish(["build", "--site", site.path, "--now", "2026-11-22"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.err.contains("nothing was published; output/ is as it was"), failed.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(), before)
        try write("content/rooms/tardor/index.md", SiteFixture.files["content/rooms/tardor/index.md"]!)
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/members/pau.md"))
        XCTAssertEqual(try publish(["build", "--site", site.path, "--now", "2026-11-22"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("members/pau").path),
                       "the page of a removed member goes")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("stale.html").path),
                       "files put in output/ by hand go too")
    }

    func testTimingsListEveryStage() throws {
        let build = try publish(["build", "--site", site.path, "--now", "2026-11-22", "--timings"])
        XCTAssertEqual(build.status, 0)
        XCTAssertTrue(build.out.contains("\nstage "), build.out)
        for stage in ["load and parse", "resolve", "validate", "plan", "render and write", "swap into output/", "total"] {
            XCTAssertTrue(build.out.contains("\n\(stage) "), "\(stage) missing: \(build.out)")
        }
        let check = try publish(["check", "--site", site.path, "--timings"])
        XCTAssertTrue(check.err.contains("load and parse") && check.err.contains("validate"), check.err)
    }

    func testBaseURLOverride() throws {
        XCTAssertEqual(try publish(["build", "--site", site.path, "--base-url", "ftp://x"]).status, 2)
        XCTAssertEqual(try publish(["build", "--site", site.path, "--now", "2026-11-22", "--base-url", "https://example.org/club/"]).status, 0)
        let home = try String(contentsOf: site.appendingPathComponent("output/index.html"), encoding: .utf8)
        XCTAssertTrue(home.contains("href=\"/club/theme/readalong.css\""))
    }

    func testFolderLinksAreNotFollowed() throws {
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("content/books/loop"),
                                                   withDestinationURL: site.appendingPathComponent("content"))
        let run = try publish(["check", "--site", site.path, "--format", "github"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.out.hasPrefix("::warning file=content/books/loop,line=1,col=1,title=W002::"), run.out)
    }

    func testBinaryJunkNeverCrashes() throws {
        try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0xFE, 0x00, 0x80]).write(to: site.appendingPathComponent("content/books/nada.md"))
        try write("content/rooms/tardor/chat/primera.md", String(repeating: "\u{0}\u{7}18:0 [[[ : ]]]\n", count: 500))
        let run = try publish(["check", "--site", site.path, "--format", "json"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.contains("\"file\": \"content/books/nada.md\""))
        XCTAssertTrue(run.out.contains("\"code\": \"E001\""))
    }
}
