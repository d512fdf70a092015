import XCTest

/// `publish new site`, and the placeholders of every `publish new` kind, run for real.
final class NewSiteCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-new-site-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func publish(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try SiteFolder().publish(arguments)
    }

    private func newSite(_ changes: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let options = ["--title": "Fulls del Ter", "--language": "ca", "--timezone": "Europe/Madrid",
                       "--base-url": "https://club.example.org/fulls", "--name": "Marta Puig", "--handle": "marta"]
            .merging(changes) { $1 }
        return try publish(["new", "site", folder.path, "--now", "2026-11-22"]
                           + options.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
    }

    func testANewSiteWithAForgeGetsTheFormsOfTakingPart() throws {
        let created = try newSite(["--forge": "https://github.com/fulls-del-ter/web/", "--language": "es"])
        XCTAssertEqual(created.status, 0, created.err)
        XCTAssertTrue(created.out.hasPrefix("created .github/ISSUE_TEMPLATE/join.yml\n"), created.out)
        XCTAssertTrue(created.out.contains("created .github/workflows/take-part.yml\n"), created.out)
        let site = try String(contentsOf: folder.appendingPathComponent("content/site.yml"), encoding: .utf8)
        XCTAssertTrue(site.hasSuffix("take_part:\n  forge: https://github.com/fulls-del-ter/web\n"), site)
        let form = try String(contentsOf: folder.appendingPathComponent(".github/ISSUE_TEMPLATE/vote.yml"), encoding: .utf8)
        XCTAssertTrue(form.contains("description: \"Un libro por línea, el preferido primero.\"\n"), form)
        XCTAssertEqual(try publish(["check", "--strict", "--site", folder.path, "--now", "2026-11-22"]).status, 0)
        try FileManager.default.removeItem(at: folder)
        let refused = try newSite(["--forge": "https://gitlab.com/club/web"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.err, "error: --forge 'https://gitlab.com/club/web' is not a GitHub repository's address; "
                       + "write it as https://github.com/OWNER/REPOSITORY\n")
    }

    func testANewSiteChecksCleanAndBuildsInEachLanguage() throws {
        for (language, page, words) in [("ca", "normes", "Respecta el ritme"), ("es", "normas", "Respeta el ritmo"),
                                        ("en", "norms", "Respect everyone's pace")] {
            try? FileManager.default.removeItem(at: folder)
            let created = try newSite(["--language": language])
            XCTAssertEqual(created.status, 0, created.err)
            XCTAssertTrue(created.out.hasPrefix("created .github/workflows/publish.yml\ncreated .gitignore\n"
                                                + "created content/members/marta.md\n"), created.out)
            XCTAssertEqual(created.err, "")
            let check = try publish(["check", "--strict", "--site", folder.path, "--now", "2026-11-22"])
            XCTAssertEqual(check.out, "checked 4 files: 0 errors, 0 warnings\n", check.err)
            XCTAssertEqual(check.status, 0)
            let build = try publish(["build", "--site", folder.path, "--now", "2026-11-22"])
            XCTAssertEqual(build.status, 0, build.err)
            let norms = try String(contentsOf: folder.appendingPathComponent("output/pages/\(page)/index.html"), encoding: .utf8)
            XCTAssertTrue(norms.contains(words), language)
            let home = try String(contentsOf: folder.appendingPathComponent("output/index.html"), encoding: .utf8)
            XCTAssertTrue(home.contains("href=\"https://club.example.org/fulls/pages/\(page)/\"")
                          || home.contains("pages/\(page)/"), "the norms are not in the menu")
        }
        let site = try String(contentsOf: folder.appendingPathComponent("content/site.yml"), encoding: .utf8)
        XCTAssertTrue(site.contains("\nbase_url: https://club.example.org/fulls/\n") && site.contains("\nlanguage: en\n"), site)
        let member = try String(contentsOf: folder.appendingPathComponent("content/members/marta.md"), encoding: .utf8)
        XCTAssertTrue(member.hasPrefix("---\nname: \"Marta Puig\"\njoined: 2026-11-22\n"), member)
        let gitignore = try String(contentsOf: folder.appendingPathComponent(".gitignore"), encoding: .utf8)
        XCTAssertTrue(gitignore.contains("\noutput/\n.output.staging/\n"))
    }

    func testANewSiteNeverOverwritesAnything() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent(".gitignore"))
        let refused = try newSite()
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.err, "error: .gitignore already exists; nothing was written\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("content").path))
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(".gitignore"), encoding: .utf8), "mine\n")
    }

    func testBadSettingsAreRefusedWithExitTwo() throws {
        let cases = [
            ["--language": "fr"]: "error: --language 'fr' is not one of ca, es or en (the languages Readalong writes the site's pages and menus in)\n",
            ["--timezone": "Europe/Madird"]: "error: --timezone 'Europe/Madird' is not a time zone; did you mean 'Europe/Madrid'?\n",
            ["--handle": "Marta Puig"]: "error: --handle 'Marta Puig' is not a valid handle: use lower-case letters, digits and hyphens, e.g. 'marta-puig'\n",
            ["--base-url": "club.example.org"]: "error: --base-url: 'club.example.org' is not an absolute URL; write the site's full address, e.g. https://club.github.io/club/\n",
        ]
        for (change, message) in cases {
            let refused = try newSite(change)
            XCTAssertEqual(refused.status, 2, "\(change)")
            XCTAssertEqual(refused.err, message)
        }
        let missing = try publish(["new", "site", folder.path, "--title", "Fulls del Ter"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.hasPrefix("error: a new site needs --language, --timezone, --base-url, --name, --handle; e.g. "), missing.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
    }

    func testAnItemOutsideASitePointsToNewSite() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outside = try publish(["new", "member", "laia", "--site", folder.path])
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.err.hasSuffix("to start a new club's site, run publish new site DIR (see publish new --help)\n"), outside.err)
    }

    func testEveryKindsExampleTextIsWarnedAtItsLine() throws {
        let site = try SiteFolder()
        let now = ["--site", site.path, "--now", "2026-11-22"]
        let commands: [[String]] = [["book", "quadern"], ["member", "nuria"], ["room", "hivern", "--book", "nada", "--host", "marta"],
                                    ["transcript", "primer", "--room", "hivern"], ["news", "avis"],
                                    ["list", "millors", "--book", "nada"], ["pick", "gener", "--by", "marta"]]
        for command in commands {
            let new = try site.publish(["new"] + command + now)
            XCTAssertEqual(new.status, 0, new.err)
            XCTAssertTrue(new.err.contains("warning[W015]"), "publish new \(command[0]) printed no placeholder warning")
        }
        let check = try site.publish(["check", "--format", "github"] + now)
        XCTAssertEqual(check.status, 0)
        let warned = check.out.split(separator: "\n").filter { $0.contains("title=W015") }
            .map { $0.split(separator: ",").prefix(3).joined(separator: ",") }
        XCTAssertEqual(warned, [
            "::warning file=content/books/quadern.md,line=5,col=11", "::warning file=content/books/quadern.md,line=21,col=1",
            "::warning file=content/lists/millors.md,line=11,col=11", "::warning file=content/lists/millors.md,line=16,col=1",
            "::warning file=content/members/nuria.md,line=24,col=1", "::warning file=content/news/avis.md,line=18,col=1",
            "::warning file=content/picks/gener.md,line=30,col=1",
            "::warning file=content/rooms/hivern/chat/primer.md,line=13,col=14",
            "::warning file=content/rooms/hivern/chat/primer.md,line=14,col=3",
            "::warning file=content/rooms/hivern/chat/primer.md,line=15,col=24",
            "::warning file=content/rooms/hivern/index.md,line=24,col=1",
        ])
    }
}
