import XCTest

/// `publish take-part`, run for real: one line for the member, one file edited, and on any
/// refusal exit status 1 with not one byte of content/ changed.
final class TakePartCommandTests: SiteFolderTestCase {
    private let now = ["--now", "2026-11-22T12:00:00Z"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        for (path, text) in TakePartFixture.changes { try write(path, text!) }
        try write("submissions/reply.md", "### Action\n\nreply\n\n### Room\n\ntardor\n\n### Event\n\nsopar\n\n### Answer\n\nHi aniré\n")
    }

    /// Every file under content/, by path.
    private func content() throws -> [String: Data] {
        let root = site.appendingPathComponent("content")
        var files: [String: Data] = [:]
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! {
            if let data = FileManager.default.contents(atPath: url.path) { files[url.path] = data }
        }
        return files
    }

    func testAFormIsAppliedAndSaidInOneLine() throws {
        let run = try publish(["take-part", site.appendingPathComponent("submissions/reply.md").path, "--from", "MartaP",
                               "--site", site.path] + now)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, "Marta Puig: hi anirà a «Sopar de club», 28 de novembre de 2026\n")
        XCTAssertTrue(try folder.read(TakePartFixture.schedulePath).contains("      - joan  # said so at the last debate\n    going: [marta]\n"))
        XCTAssertEqual(try publish(["check", "--site", site.path] + now).status, 0)
    }

    func testAnEmailInJSON() throws {
        try write("submissions/join.eml", "From: Joan Vila <joan@example.org>\r\nSubject: [take-part] rate estiu 5\r\n\r\nGràcies!\r\n")
        let run = try publish(["take-part", site.appendingPathComponent("submissions/join.eml").path, "--format", "json",
                               "--site", site.path] + now)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, """
        {"action":"rate","added":[],"changed":true,"file":"content/rooms/estiu/index.md","member":"joan","ok":true,"summary":"Joan Vila: valora «Nada» amb 5 de 5"}

        """)
    }

    func testAReportInJSONNamesItsReasonWithQuotesAndSlashesAsWritten() throws {
        try write("submissions/report.md", "### Action\n\nreport\n\n### Room\n\ntardor\n\n### Transcript\n\nprimera\n\n"
                  + "### Message\n\nm-20261112-180300\n\n### Reason\n\nDiu \"el final\" a http://x.example/y \\ i més\n")
        let run = try publish(["take-part", site.appendingPathComponent("submissions/report.md").path, "--from", "pau", "--format", "json",
                               "--site", site.path] + now)
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, """
        {"action":"report","added":[],"changed":true,"file":"content/rooms/tardor/chat/primera.md","member":"pau","ok":true,\
        "reason":"Diu \\"el final\\" a http://x.example/y \\\\ i més","summary":"Pau Roca: ha denunciat un missatge de «Solitud»; \
        la moderació el revisarà"}

        """)
    }

    func testARefusalInJSONHasItsErrorAndHint() throws {
        let run = try publish(["take-part", site.appendingPathComponent("submissions/reply.md").path, "--from", "pau", "--format", "json",
                               "--site", site.path] + now)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.out, """
        {"error":"Pau Roca is not a reader of 'tardor'","hint":"ask to join the room first","ok":false}

        """)
    }

    func testARefusalChangesNoByte() throws {
        let before = try content()
        let run = try publish(["take-part", site.appendingPathComponent("submissions/reply.md").path, "--from", "pau",
                               "--site", site.path] + now)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "error: Pau Roca is not a reader of 'tardor'\nhint: ask to join the room first\nnothing was changed\n")
        XCTAssertEqual(try content(), before)
        let json = try publish(["take-part", site.appendingPathComponent("submissions/reply.md").path, "--from", "nobody",
                                "--format", "json", "--site", site.path] + now)
        XCTAssertEqual(json.status, 1)
        XCTAssertTrue(json.out.hasPrefix("{\"error\":\"the forge login 'nobody' is not a member's\""), json.out)
        XCTAssertEqual(try content(), before)
    }

    func testUsageMistakesExitWithTwo() throws {
        let before = try content()
        let noSender = try publish(["take-part", site.appendingPathComponent("submissions/reply.md").path, "--site", site.path] + now)
        XCTAssertEqual(noSender.status, 2)
        XCTAssertEqual(noSender.err, "error: who sent this is not known\nhint: pass the forge login of the issue's author with --from LOGIN\n")
        XCTAssertEqual(try publish(["take-part", "/nonexistent/form.md", "--from", "pau", "--site", site.path] + now).status, 2)
        XCTAssertEqual(try publish(["take-part", "--site", site.path] + now).status, 2)
        XCTAssertEqual(try content(), before)
    }

    func testNewFormsNeedsAForgeAndNeverOverwrites() throws {
        let none = try publish(["new", "forms", "--site", site.path] + now)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.err.hasPrefix("error: the forms are for a GitHub repository, and content/site.yml names none\n"), none.err)
        try write("content/site.yml", SiteFixture.files["content/site.yml"]! + "\ntake_part:\n  forge: https://github.com/club/lectures\n")
        let forms = try publish(["new", "forms", "--site", site.path] + now)
        XCTAssertEqual(forms.status, 0, forms.err)
        XCTAssertEqual(forms.out.split(separator: "\n").count, 7)
        XCTAssertTrue(try folder.read(".github/ISSUE_TEMPLATE/reply.yml").contains("name: \"Vindré a una trobada\"\n"))
        let again = try publish(["new", "forms", "--site", site.path] + now)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.err.hasSuffix("already exists; nothing was written\n"), again.err)
    }
}
