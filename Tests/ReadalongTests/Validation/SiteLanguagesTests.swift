import XCTest
@testable import Readalong

/// site.yml `languages:` and `default_prefix:` (CONTENT-SPEC, "Languages of a site").
final class SiteLanguagesTests: XCTestCase {
    private func site(_ lines: String) throws -> CheckResult {
        try SiteFixture.check(["content/site.yml": "title: C\nbase_url: https://c.example/\n" + lines])
    }

    func testTheFirstLanguageIsTheSitesOwn() throws {
        let result = try site("languages: [ca, es, en]\ndefault_prefix: true\n")
        XCTAssertDiagnostics(result, [])
        let config = try XCTUnwrap(result.site?.config)
        XCTAssertEqual(config.language, "ca")
        XCTAssertEqual(config.languages, ["ca", "es", "en"])
        XCTAssertEqual(config.translatedLanguages, ["es", "en"])
        XCTAssertTrue(config.declaresLanguages)
        XCTAssertTrue(config.defaultPrefix)
    }

    func testOneLanguageIsLikeLanguage() throws {
        let list = try XCTUnwrap(try site("languages:\n  - ca\n").site?.config)
        let single = try XCTUnwrap(try site("language: ca\n").site?.config)
        XCTAssertEqual(list.languages, ["ca"])
        XCTAssertEqual(single.languages, ["ca"])
        XCTAssertTrue(list.declaresLanguages)
        XCTAssertFalse(single.declaresLanguages)
        XCTAssertFalse(single.defaultPrefix)
    }

    func testLanguageAndLanguagesTogetherIsAnError() throws {
        let result = try site("language: ca\nlanguages: [ca, es]\n")
        XCTAssertDiagnostics(result, ["E160 content/site.yml:4:1"])
        XCTAssertEqual(result.diagnostics[0].message, "site.yml has both 'language: ca' and 'languages:'")
        XCTAssertEqual(result.diagnostics[0].hint,
                       "keep only 'languages:'; its first language is the site's own, the one original files are written in")
    }

    func testALanguageWithoutInterfaceStringsNamesTheFileToAdd() throws {
        let result = try site("languages: [ca, fr]\n")
        XCTAssertDiagnostics(result, ["E161 content/site.yml:3:17"])
        XCTAssertEqual(result.diagnostics[0].message, "Readalong has no interface strings for 'fr', so its pages cannot be published")
        XCTAssertTrue(result.diagnostics[0].hint?.contains("strings/fr.json") == true)
        // A regional tag uses its language's strings.
        XCTAssertDiagnostics(try site("languages: [es-MX, en]\n"), [])
    }

    func testMalformedAndRepeatedTags() throws {
        XCTAssertDiagnostics(try site("languages: [ca, català]\n"), ["E011 content/site.yml:3:17"])
        let repeated = try site("languages:\n  - ca\n  - es\n  - CA\n")
        XCTAssertDiagnostics(repeated, ["E162 content/site.yml:6:5"])
        XCTAssertEqual(repeated.diagnostics[0].message, "'CA' is listed twice in 'languages:'")
    }

    func testDefaultPrefixIsTrueOrFalse() throws {
        XCTAssertDiagnostics(try site("languages: [ca, es]\ndefault_prefix: sí\n"), ["E004 content/site.yml:4:17"])
    }
}
