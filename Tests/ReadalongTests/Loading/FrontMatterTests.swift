import XCTest
@testable import Readalong

final class FrontMatterTests: XCTestCase {
    private let book = "content/books/solitud.md"

    func testInvalidUTF8NamesLineColumnAndByteOffset() throws {
        let bytes = Array("---\ntitle: So".utf8) + [0xC3, 0x28] + Array("\n---\n".utf8)
        let result = try SiteFixture.check([book: nil], bytes: [book: bytes])
        XCTAssertDiagnostics(result, ["E001 content/books/solitud.md:2:10"])
        XCTAssertEqual(result.diagnostics[0].message, "invalid UTF-8 at byte offset 13")
    }

    func testBOMAndCRLFAreAccepted() throws {
        let text = "\u{FEFF}---\r\ntitle: Solitud\r\nauthors: [Víctor Català]\r\n---\r\nText\r\n"
        let result = try SiteFixture.check([book: text])
        XCTAssertDiagnostics(result, [])
        XCTAssertEqual(result.site?.books.last?.title.value, "Solitud")
    }

    func testMissingFrontMatter() throws {
        let result = try SiteFixture.check([book: "title: Solitud\n"])
        XCTAssertDiagnostics(result, ["E003 content/books/solitud.md:1:1"])
    }

    func testUnterminatedFrontMatter() throws {
        let result = try SiteFixture.check([book: "---\ntitle: Solitud\nauthors: [A]\n"])
        XCTAssertDiagnostics(result, ["E003 content/books/solitud.md:1:1"])
    }

    func testMalformedYAMLIsPlacedInTheFile() throws {
        let result = try SiteFixture.check([book: "---\ntitle: Solitud\nauthors: [A, B\n---\n"])
        XCTAssertEqual(result.placed.count, 1)
        XCTAssertTrue(result.placed[0].hasPrefix("E002 content/books/solitud.md:"), "\(result.placed)")
        XCTAssertGreaterThanOrEqual(result.diagnostics[0].location.line, 3)
    }

    func testYAMLErrorInSiteFileKeepsItsOwnLines() throws {
        let result = try SiteFixture.check(["content/site.yml": "title: Club\nbase_url: https://a.example/\n  bad: [\n"])
        XCTAssertEqual(result.diagnostics.map(\.code.id), ["E002"])
        XCTAssertEqual(result.diagnostics[0].location.path, "content/site.yml")
    }

    func testDeepNestingIsRefusedWithoutCrashing() throws {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let result = try SiteFixture.check([book: "---\ntitle: \(deep)\n---\n"])
        XCTAssertDiagnostics(result, ["E002 content/books/solitud.md:2:1"])
    }

    func testNestedBlockIndicatorsAreRefused() throws {
        let deep = String(repeating: "- ", count: 3000) + "x"
        let result = try SiteFixture.check([book: "---\ntitle: A\nauthors:\n\(deep)\n---\n"])
        XCTAssertDiagnostics(result, ["E002 content/books/solitud.md:4:1"])
    }

    func testLongLinesOfSpacesAreNotNesting() throws {
        let spaced = "title: \"A" + String(repeating: " -: ", count: 400) + "\"\nauthors: [B]"
        XCTAssertDiagnostics(try SiteFixture.check([book: "---\n\(spaced)\n---\n"]), [])
    }

    func testAliasExpansionIsBounded() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let result = try SiteFixture.check([book: "---\ntitle: A\nauthors: [B]\n\(yaml)---\n"])
        XCTAssertEqual(result.diagnostics.map(\.code.id), ["E002"])
        XCTAssertTrue(result.diagnostics[0].message.contains("expands to more than"), result.diagnostics[0].message)
    }

    func testSimpleAliasesWork() throws {
        let schedule = "events:\n  - kind: start\n    date: 2026-11-01\n    location: &sala Biblioteca, sala 2\n  - kind: end\n    date: 2026-12-01\n    location: *sala\n"
        let result = try SiteFixture.check(["content/rooms/tardor/schedule.yml": schedule,
                                            "content/rooms/tardor/chat/primera.md": nil])
        XCTAssertDiagnostics(result, [])
        XCTAssertEqual(result.site?.rooms.first?.schedule?.events.last?.location, .place("Biblioteca, sala 2"))
    }

    func testFrontMatterMustBeAMap() throws {
        let result = try SiteFixture.check([book: "---\n- a\n- b\n---\n"])
        XCTAssertDiagnostics(result, ["E004 content/books/solitud.md:2:1"])
    }

    func testMissingRequiredKeyIsReportedAtTheFileStart() throws {
        let result = try SiteFixture.check([book: "---\nauthors: [A]\n---\n"])
        XCTAssertDiagnostics(result, ["E005 content/books/solitud.md:1:1"])
        XCTAssertEqual(result.diagnostics[0].message, "required key 'title' is missing")
    }

    func testEmptyRequiredValueIsReportedAtTheKey() throws {
        let result = try SiteFixture.check([book: "---\ntitle:\nauthors: [A]\n---\n"])
        XCTAssertDiagnostics(result, ["E005 content/books/solitud.md:2:1"])
    }

    func testATabAtTheStartOfALineIsNamed() throws {
        let message = "YAML syntax error: a tab at the start of this line; YAML indents with spaces only"
        let hint = "replace the tab with spaces (two for each level), lining the line up with the lines around it"
        XCTAssertReports(try SiteFixture.check([book: "---\ntitle: Solitud\n\tauthors: [A]\n---\n"]),
                         [Report("E002 content/books/solitud.md:3:1: " + message, hint: hint)])
        XCTAssertReports(try SiteFixture.check([book: "---\ntitle: Solitud\nauthors:\n  \t- A\n---\n"]),
                         [Report("E002 content/books/solitud.md:4:3: " + message, hint: hint)])
        let schedule = "events:\n  - kind: start\n    date: 2026-11-01\n  - kind: end\n\tdate: 2026-12-01\n"
        XCTAssertReports(try SiteFixture.check(["content/rooms/tardor/schedule.yml": schedule]),
                         [Report("E002 content/rooms/tardor/schedule.yml:5:1: " + message, hint: hint)])
    }

    func testATabInsideAValueIsNoError() throws {
        XCTAssertDiagnostics(try SiteFixture.check([book: "---\ntitle:\tSolitud\nauthors: [A]\t\n---\n"]), [])
    }

    func testDuplicateKey() throws {
        let result = try SiteFixture.check([book: "---\ntitle: A\nauthors: [A]\ntitle: B\n---\n"])
        XCTAssertReports(result, [Report("E009 content/books/solitud.md:4:1: key 'title' is written twice",
                                         hint: "keep one of the two; the file is not read further until then")])
    }

    func testTheFirstKeyToComeAgainIsReported() throws {
        // Reading order, not alphabetical order: 'title' comes again before 'authors' does.
        let result = try SiteFixture.check([book: "---\ntitle: A\nauthors: [A]\ntitle: B\npages: 3\nauthors: [B]\n---\n"])
        XCTAssertDiagnostics(result, ["E009 content/books/solitud.md:4:1"])
    }

    func testUnknownKeySuggestsTheClosestKnownKey() throws {
        let result = try SiteFixture.check([book: "---\ntitle: A\nauthors: [A]\nsubtitel: B\n---\n"])
        XCTAssertDiagnostics(result, ["W001 content/books/solitud.md:4:1"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'subtitle'?")
        XCTAssertNotNil(result.site, "warnings do not prevent a site")
    }

    func testWrongTypeIsReportedAtTheValue() throws {
        let result = try SiteFixture.check([book: "---\ntitle: A\nauthors: [A]\npages: many\ngenres: novel·la\n---\n"])
        XCTAssertDiagnostics(result, ["E004 content/books/solitud.md:4:8", "E004 content/books/solitud.md:5:9"])
        XCTAssertEqual(result.diagnostics[0].message, "'pages' must be a whole number, found text")
    }

    func testStringFieldsKeepTheirSourceText() throws {
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!
        let chat = "---\ndate: 2026-11-12\npolls:\n  - question: Q\n    at: 18:30\n    options:\n      - text: Sí\n        votes: [joan]\n---\n18:02 marta: Hola\n"
        let result = try SiteFixture.check(["content/rooms/tardor/chat/primera.md": chat,
                                            "content/rooms/tardor/schedule.yml": schedule])
        XCTAssertDiagnostics(result, [])
        XCTAssertEqual(result.site?.rooms.first?.transcripts.loaded.first?.polls.first?.at, 18 * 3600 + 30 * 60)
    }
}
