import XCTest
@testable import Readalong

/// Values of every wrong shape in news, lists, shelves and picks: each gives diagnostics,
/// never a crash, and a check that fails never hands back a site.
final class ClubHostileInputTests: XCTestCase {
    private let values = ["", "~", "[]", "{}", "[[]]", "{a: {b: c}}", "\"\"", "-1", "0", "99999999999999999999",
                          "9999-99-99", "2026-02-30", "2026-11-01 25:00", "[solitud, [nada]]", "[~, ~]", "|\n  bloc",
                          "[{book: ~}]", "[{book: solitud, by: [marta]}]", "{marta: {}}", "{marta: [[]]}", "true"]

    private func check(_ path: String, _ frontMatter: String) throws -> CheckResult {
        try SiteFixture.check([path: "---\n\(frontMatter)\n---\n"])
    }

    func testEveryKeyWithEveryWrongShape() throws {
        let files: [(path: String, base: [String: String])] = [
            ("content/news/avis.md", ["title": "Avís", "date": "2026-11-20", "author": "marta", "tags": "[a]", "room": "tardor",
                                      "pinned": "true", "draft": "false"]),
            ("content/lists/llista.md", ["title": "Llista", "curator": "anna", "ordered": "true", "books": "[nada]",
                                         "draft": "false"]),
            ("content/picks/tria.md", ["title": "Tria", "opens": "2026-11-01", "closes": "2026-11-30", "method": "ranked",
                                       "seats": "1", "candidates": "[{book: nada}, {book: solitud}]",
                                       "ballots": "{marta: [nada]}", "room": "tardor", "public_ballots": "true",
                                       "draft": "false"]),
        ]
        var checks = 0
        for file in files {
            let valid = file.base.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
            XCTAssertDiagnostics(try check(file.path, valid), [])
            for key in file.base.keys.sorted() {
                for value in values {
                    let frontMatter = file.base.sorted { $0.key < $1.key }
                        .map { "\($0.key): \($0.key == key ? value : $0.value)" }.joined(separator: "\n")
                    let result = try check(file.path, frontMatter)
                    if result.diagnostics.contains(where: { $0.severity == .error }) { XCTAssertNil(result.site) }
                    checks += 1
                }
            }
        }
        for value in values {
            let result = try check("content/members/joan.md", "name: Joan\nshelves: \(value)")
            if result.diagnostics.contains(where: { $0.severity == .error }) { XCTAssertNil(result.site) }
            _ = try check("content/members/joan.md", "name: Joan\nshelves:\n  Prestatge: \(value)")
            checks += 2
        }
        XCTAssertEqual(checks, (7 + 5 + 10) * values.count + 2 * values.count)
    }
}
