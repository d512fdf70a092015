import XCTest
@testable import Readalong

final class SiteConfigTests: XCTestCase {
    private func site(_ text: String) throws -> CheckResult {
        try SiteFixture.check(["content/site.yml": text])
    }

    func testBaseURLMustBeAbsoluteHTTP() throws {
        XCTAssertDiagnostics(try site("title: C\nbase_url: club.example.org\n"), ["E010 content/site.yml:2:11"])
        XCTAssertDiagnostics(try site("title: C\nbase_url: ftp://club.example.org/\n"), ["E010 content/site.yml:2:11"])
        XCTAssertDiagnostics(try site("title: C\n"), ["E005 content/site.yml:1:1"])
    }

    func testLanguageTag() throws {
        XCTAssertDiagnostics(try site("title: C\nbase_url: https://c.example/\nlanguage: català\n"), ["E011 content/site.yml:3:11"])
        let regional = try site("title: C\nbase_url: https://c.example/\nlanguage: es-MX\n")
        XCTAssertDiagnostics(regional, [])
        XCTAssertEqual(regional.site?.config.language, "es-MX")
    }

    func testLanguageWithoutInterfaceStringsIsAWarning() throws {
        XCTAssertDiagnostics(try site("title: C\nbase_url: https://c.example/\nlanguage: fr\n"), ["W007 content/site.yml:3:11"])
    }

    func testUnknownTimeZoneSuggestsTheRightSpelling() throws {
        let result = try site("title: C\nbase_url: https://c.example/\ntimezone: europe/madrid\n")
        XCTAssertDiagnostics(result, ["E012 content/site.yml:3:11"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'Europe/Madrid'?")
    }

    func testBookLinkTemplatePlaceholders() throws {
        let good = try site("title: C\nbase_url: https://c.example/\nlinks:\n  book: https://lib.example/search?q={isbn}&t={title}\n")
        XCTAssertDiagnostics(good, [])
        XCTAssertEqual(good.site?.config.bookLinkTemplate, "https://lib.example/search?q={isbn}&t={title}")
        let bad = try site("title: C\nbase_url: https://c.example/\nlinks:\n  book: https://lib.example/?q={isbm}\n")
        XCTAssertDiagnostics(bad, ["E052 content/site.yml:4:9"])
        XCTAssertEqual(bad.diagnostics[0].hint, "did you mean 'isbn'?")
        let unsafe = try site("title: C\nbase_url: https://c.example/\nlinks:\n  book: javascript:alert({isbn})\n")
        XCTAssertDiagnostics(unsafe, ["E010 content/site.yml:4:9"])
    }

    func testModerationAndFooter() throws {
        let result = try site("title: C\nbase_url: https://c.example/\nmoderation:\n  blocked_words: [merda]\n  words: []\nfooter: Fet amb **Readalong**\n")
        XCTAssertDiagnostics(result, ["W001 content/site.yml:5:3"])
        XCTAssertEqual(result.site?.config.blockedWords, ["merda"])
        XCTAssertEqual(result.site?.config.footer?.text, "Fet amb **Readalong**")
    }
}
