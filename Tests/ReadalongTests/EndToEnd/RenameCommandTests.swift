import XCTest

/// `publish rename`, run for real on a site folder in git.
final class RenameCommandTests: SiteFolderTestCase {
    private let now = ["--now", "2026-11-22"]

    private func git(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", site.path, "-c", "user.name=Test", "-c", "user.email=test@example.org"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
    }

    private func commitEverything() throws {
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "site"])
    }

    func testARenameInGitRewritesMovesAndBuildsWithARedirect() throws {
        try write("content/pages/sobre.md", "---\ntitle: Sobre nosaltres\n---\nParla amb [en Joan](@/members/joan.md).\n")
        try commitEverything()
        let rename = try publish(["rename", "member", "joan", "joan-vila", "--site", site.path] + now)
        XCTAssertEqual(rename.status, 0, rename.err)
        XCTAssertEqual(rename.out, """
        moved content/members/joan.md to content/members/joan-vila.md
        updated content/members/marta.md
        updated content/pages/sobre.md
        updated content/rooms/tardor/chat/primera.md
        updated content/rooms/tardor/index.md
        rewrote 5 references in 4 files; 'joan' is now an alias of 'joan-vila', so its old addresses redirect

        """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/members/joan.md").path))
        XCTAssertEqual(try folder.read("content/members/joan-vila.md"), "---\nname: Joan Vila\naliases: [joan]\n---\n")
        XCTAssertEqual(try publish(["check", "--strict", "--site", site.path] + now).status, 0)
        XCTAssertEqual(try publish(["build", "--site", site.path] + now).status, 0)
        let redirect = try folder.read("output/members/joan/index.html")
        XCTAssertTrue(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=/members/joan-vila/\">"), redirect)
        XCTAssertEqual(try folder.read("output/members/joan/calendar.ics"), try folder.read("output/members/joan-vila/calendar.ics"))
    }

    func testARoomRenameMovesTheWholeFolder() throws {
        try write("content/rooms/tardor/notes.txt", "not content")
        try commitEverything()
        let rename = try publish(["rename", "room", "tardor", "tardor-2026", "--site", site.path] + now)
        XCTAssertEqual(rename.status, 0, rename.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/rooms/tardor").path))
        XCTAssertEqual(try folder.read("content/rooms/tardor-2026/notes.txt"), "not content")
        XCTAssertTrue(try folder.read("content/rooms/tardor-2026/index.md").contains("aliases: [tardor]\n"))
    }

    func testUncommittedChangesAreRefused() throws {
        try commitEverything()
        try write("content/members/pau.md", "---\nname: Pau Roca i Vila\n---\n")
        let rename = try publish(["rename", "member", "joan", "joan-vila", "--site", site.path] + now)
        XCTAssertEqual(rename.status, 1)
        XCTAssertEqual(rename.err, """
        error: content/ has changes that are not committed:
          content/members/pau.md
        hint: commit them (or stash them) first, so the rename can be reviewed and undone on its own
        nothing was written

        """)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/members/joan.md").path))
    }

    func testASiteOutsideGitNeedsToBeToldSo() throws {
        let refused = try publish(["rename", "book", "nada", "nada-1945", "--site", site.path] + now)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.err.contains("is not in a git repository"), refused.err)
        XCTAssertEqual(try publish(["rename", "book", "nada", "nada-1945", "--without-git", "--site", site.path] + now).status, 0)
        XCTAssertTrue(try folder.read("content/books/nada-1945.md").contains("aliases: [nada]\n"))
    }

    func testAnInvalidSiteIsReportedAndNotRenamed() throws {
        try write("content/rooms/tardor/index.md", "---\nbook: solitut\nhost: marta\nmembers: [joan, anna]\n---\n")
        try commitEverything()
        let rename = try publish(["rename", "member", "joan", "joan-vila", "--site", site.path] + now)
        XCTAssertEqual(rename.status, 1)
        XCTAssertTrue(rename.err.contains("error[E021]"), rename.err)
        XCTAssertTrue(rename.err.hasSuffix("error: the site has 1 error; fix them first (publish check)\nnothing was written\n"), rename.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/members/joan.md").path))
    }

    func testAMissingOldNameIsRefusedWithTheClosestOne() throws {
        try commitEverything()
        let rename = try publish(["rename", "member", "jon", "joan-vila", "--site", site.path] + now)
        XCTAssertEqual(rename.status, 1)
        XCTAssertEqual(rename.err, "error: no member 'jon' (content/members/jon.md does not exist); did you mean 'joan'?\nnothing was written\n")
    }
}
