import XCTest
@testable import Readalong

final class FormatterTests: XCTestCase {
    private func brokenSite() throws -> CheckResult {
        try SiteFixture.check([
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: mrta\nmembers: [joan, anna]\n---\n",
            "content/members/pau.md": "---\nname: \"Pau \\\"el lector\\\"\"\ncolour: blue\njoined: 2026-02-30\n---\n",
        ])
    }

    func testHumanFormatShowsSourceLineCaretAndHint() throws {
        let text = HumanFormatter(colour: false).format(try brokenSite())
        XCTAssertTrue(text.contains("""
        content/rooms/tardor/index.md:3:7: error[E022]: 'host' names 'mrta', who is not a member
            3 | host: mrta
              |       ^
              = hint: did you mean 'marta'?
        """), text)
        XCTAssertTrue(text.hasSuffix("checked 11 files: 2 errors, 1 warning\n"), text)
        XCTAssertFalse(text.contains("\u{1B}["))
        XCTAssertTrue(HumanFormatter(colour: true).format(try brokenSite()).contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    /// Many diagnostics of one long file, each on its own line: every block shows its own
    /// line (lines are indexed once per source, not counted from the top for each one).
    func testHumanFormatShowsTheRightLineForManyDiagnosticsOfOneSource() {
        let source = (1...3000).map { "línia \($0) 🙂\tfi" }.joined(separator: "\n") + "\n"
        let numbers = [1, 2, 17, 1500, 2999, 3000, 3001, 3002]
        let diagnostics = numbers.map {
            Diagnostic(.unknownFile, at: SourceLocation(path: "content/x.md", line: $0, column: 3), .verbatim("at \($0)"))
        }
        let formatter = HumanFormatter(colour: false)
        let blocks = formatter.format(diagnostics, sources: ["content/x.md": source])
        XCTAssertEqual(blocks.count, numbers.count)
        for (number, block) in zip(numbers.prefix(6), blocks) {
            XCTAssertTrue(block.contains("\n    \(number) | línia \(number) 🙂 fi\n"), block)
        }
        XCTAssertEqual(blocks[6], "content/x.md:3001:3: warning[W002]: at 3001\n    3001 | \n         | ^",
                       "the empty line after the last line break; the caret stays within it")
        XCTAssertFalse(blocks[7].contains("|"), "no line past the end")
        for (diagnostic, block) in zip(diagnostics, blocks) {
            XCTAssertEqual(formatter.format(diagnostic, source: source), block, "one at a time gives the same")
        }
        XCTAssertEqual(formatter.format([diagnostics[0]], sources: [:]), ["content/x.md:1:3: warning[W002]: at 1"])
    }

    func testSourceLinesSplitAtLineFeedsOnly() {
        let lines = SourceLines("a\r\nb\n\nç̧\nlast")
        XCTAssertEqual(lines.line(0), "a", "line 0 reads as line 1, as before")
        XCTAssertEqual(lines.line(1), "a", "a carriage return before the line feed is not shown")
        XCTAssertEqual(lines.line(2), "b")
        XCTAssertEqual(lines.line(3), "")
        XCTAssertEqual(lines.line(4), "ç̧")
        XCTAssertEqual(lines.line(5), "last")
        XCTAssertNil(lines.line(6))
        XCTAssertEqual(SourceLines("").line(1), "")
        XCTAssertNil(SourceLines("").line(2))
    }

    func testJSONFormatParsesBack() throws {
        let result = try brokenSite()
        let data = Data(JSONFormatter.format(result).utf8)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["errors"] as? Int, 2)
        XCTAssertEqual(object["warnings"] as? Int, 1)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertEqual(diagnostics[1]["code"] as? String, "E013")
        XCTAssertEqual(diagnostics[0]["severity"] as? String, "warning")
        XCTAssertEqual(diagnostics[0]["code"] as? String, "W001")
        XCTAssertEqual(diagnostics[0]["file"] as? String, "content/members/pau.md")
        XCTAssertEqual(diagnostics[0]["line"] as? Int, 3)
        XCTAssertEqual(diagnostics[0]["column"] as? Int, 1)
        XCTAssertEqual(diagnostics[2]["code"] as? String, "E022")
        XCTAssertEqual(diagnostics[2]["hint"] as? String, "did you mean 'marta'?")
        let clean = try SiteFixture.check()
        XCTAssertEqual(JSONFormatter.format(clean), "{\n  \"errors\": 0,\n  \"warnings\": 0,\n  \"diagnostics\": []\n}\n")
    }

    func testJSONWritesAMissingHintAsNull() throws {
        let withNullHint = Diagnostic(.frontMatter, at: .file("content/x.md"), .verbatim("m"))
        let result = CheckResult(site: nil, diagnostics: [withNullHint], sources: [:], fileCount: 1)
        XCTAssertTrue(JSONFormatter.format(result).contains("\"hint\": null"))
    }

    func testGitHubAnnotations() throws {
        let lines = GitHubFormatter.format(try brokenSite()).split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[2], "::error file=content/rooms/tardor/index.md,line=3,col=7,title=E022::'host' names 'mrta', who is not a member%0Ahint: did you mean 'marta'?")
    }

    func testEveryCodeIsUniqueAndDocumented() throws {
        let ids = DiagnosticCode.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/content.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for id in ids { XCTAssertTrue(text.contains("### \(id)"), "docs/content.md has no section for \(id)") }
    }
}
