import XCTest
@testable import Readalong

final class BookRuleTests: XCTestCase {
    private let path = "content/books/solitud.md"

    private func book(_ frontMatter: String, extra: [String: String?] = [:], bytes: [String: [UInt8]] = [:],
                      links: [String: String] = [:]) throws -> CheckResult {
        var changes = extra
        changes[path] = "---\n\(frontMatter)\n---\nText.\n"
        return try SiteFixture.check(changes, bytes: bytes, links: links)
    }

    func testAuthorAndAuthorsTogether() throws {
        XCTAssertDiagnostics(try book("title: S\nauthor: A\nauthors: [B]"), ["E017 content/books/solitud.md:3:1"])
    }

    func testAuthorsMissingOrEmpty() throws {
        XCTAssertDiagnostics(try book("title: S"), ["E005 content/books/solitud.md:1:1"])
        XCTAssertDiagnostics(try book("title: S\nauthors: []"), ["E005 content/books/solitud.md:3:1"])
    }

    func testISBNChecksumAndForm() throws {
        let wrong = try book("title: S\nauthors: [A]\nisbn: 978-84-9759-329-1")
        XCTAssertDiagnostics(wrong, ["E019 content/books/solitud.md:4:7"])
        XCTAssertEqual(wrong.diagnostics[0].hint, "the digits give check digit 8; look for a mistyped digit")
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\nisbn: 12345"), ["E019 content/books/solitud.md:4:7"])
    }

    func testISBN10IsShownAsISBN13() throws {
        let result = try book("title: S\nauthors: [A]\nisbn: 0-306-40615-2")
        XCTAssertDiagnostics(result, [])
        XCTAssertEqual(result.site?.books.first { $0.slug == "solitud" }?.isbn?.value.digits, "9780306406157")
    }

    func testPagesAndPublished() throws {
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\npages: -3"), ["E018 content/books/solitud.md:4:8"])
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\npublished: last year"), ["E013 content/books/solitud.md:4:12"])
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\npublished: 1905\nlanguage: ca"), [])
    }

    func testDuplicateISBNNamesBothFiles() throws {
        let result = try book("title: Una altra\nauthors: [A]\nisbn: 9788432200014")
        XCTAssertDiagnostics(result, ["E020 content/books/solitud.md:4:7"])
        XCTAssertEqual(result.diagnostics[0].message, "ISBN 9788432200014 is also the ISBN of content/books/nada.md")
    }

    func testDuplicateTitleAndAuthorAfterFolding() throws {
        let result = try book("title: \"NADA!\"\nauthors: [carmen  LAFORÉT]")
        XCTAssertDiagnostics(result, ["E020 content/books/solitud.md:2:8"])
        XCTAssertTrue(result.diagnostics[0].message.contains("content/books/nada.md"))
    }

    func testLinksMustBeSafeURLs() throws {
        let result = try book("title: S\nauthors: [A]\nlinks:\n  Wikipedia: https://ca.wikipedia.org/wiki/Solitud\n  Trap: \"java\\tscript:alert(1)\"\n  Mail: mailto:club@example.org")
        // mailto: is a valid scheme; an address site.yml does not list is not published (W009).
        XCTAssertDiagnostics(result, ["E010 content/books/solitud.md:6:9", "W009 content/books/solitud.md:7:9"])
    }

    func testAMissingImageSuggestsTheOneMeant() throws {
        let message = "E014 content/books/solitud.md:4:8: the image 'solitud.jpg' does not exist (looked for content/books/solitud.jpg)"
        XCTAssertReports(try book("title: S\nauthors: [A]\ncover: solitud.jpg", extra: ["content/books/Solitud.JPG": "jpg"]),
                         [Report(message, hint: "did you mean 'Solitud.JPG'? upper and lower case count in file names")])
        XCTAssertReports(try book("title: S\nauthors: [A]\ncover: solitud.jpg", extra: ["content/books/solitut.jpg": "jpg"]),
                         [Report(message, hint: "did you mean 'solitut.jpg'?")])
        XCTAssertReports(try book("title: S\nauthors: [A]\ncover: portades/solitud.png",
                                  extra: ["content/books/portades/Solitud.png": "png", "content/books/Solitud.png": "png"]),
                         [Report("W003 content/books/Solitud.png:1:1: no book or member uses the image 'content/books/Solitud.png'",
                                 hint: "reference it with `cover:` or `avatar:`, or remove it"),
                          Report("E014 content/books/solitud.md:4:8: the image 'portades/solitud.png' does not exist "
                                 + "(looked for content/books/portades/solitud.png)",
                                 hint: "did you mean 'portades/Solitud.png'? upper and lower case count in file names")])
        let avatar = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\navatar: pau.png\n---\n",
                                            "content/members/Pau.PNG": "png"])
        XCTAssertReports(avatar, [Report("E014 content/members/pau.md:3:9: the image 'pau.png' does not exist "
                                         + "(looked for content/members/pau.png)",
                                         hint: "did you mean 'Pau.PNG'? upper and lower case count in file names")])
    }

    /// A real (small) PNG: covers are opened while checking.
    private static let png = TestPhotos.make(width: 64, height: 96, suffix: ".png")

    func testCoverMustExistAndBeAnImage() throws {
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\ncover: solitud.jpg"), ["E014 content/books/solitud.md:4:8"])
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\ncover: solitud.txt", extra: ["content/books/solitud.txt": "x"]),
                             ["E016 content/books/solitud.md:4:8", "W002 content/books/solitud.txt:1:1"])
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\ncover: covers/solitud.png",
                                      bytes: ["content/books/covers/solitud.png": Self.png]), [])
    }

    func testCoverMayNotLeaveTheSite() throws {
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\ncover: ../../../etc/passwd.png"),
                             ["E015 content/books/solitud.md:4:8"])
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\ncover: /etc/cover.png"), ["E015 content/books/solitud.md:4:8"])
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\ncover: ../assets/cover.png",
                                      bytes: ["content/assets/cover.png": Self.png]), [])
    }

    func testCoverSymlinkOutOfTheSite() throws {
        let result = try book("title: S\nauthors: [A]\ncover: solitud.png", links: ["content/books/solitud.png": "/etc/shadow"])
        XCTAssertDiagnostics(result, ["E015 content/books/solitud.md:4:8", "E015 content/books/solitud.png:1:1"])
    }

    func testSVGCoversMayNotCarryScripts() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"10\" height=\"10\"/></svg>"
        XCTAssertDiagnostics(try book("title: S\nauthors: [A]\ncover: c.svg", extra: ["content/books/c.svg": svg]), [])
        for active in ["<svg onload=\"alert(1)\"/>", "<svg><script>alert(1)</script></svg>", "<svg><a href=\"javascript:alert(1)\"/></svg>",
                       "<svg><foreignObject><p>x</p></foreignObject></svg>", "<svg><g\nONCLICK = \"x()\"/></svg>"] {
            let result = try book("title: S\nauthors: [A]\ncover: c.svg", extra: ["content/books/c.svg": active])
            XCTAssertDiagnostics(result, ["E016 content/books/solitud.md:4:8"])
        }
    }

    func testUnreferencedImageBesideABook() throws {
        let result = try SiteFixture.check(["content/books/nada.jpg": "jpg"])
        XCTAssertDiagnostics(result, ["W003 content/books/nada.jpg:1:1"])
    }
}
