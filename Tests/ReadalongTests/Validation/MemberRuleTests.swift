import XCTest
@testable import Readalong

final class MemberRuleTests: XCTestCase {
    private func member(_ frontMatter: String, extra: [String: String?] = [:]) throws -> CheckResult {
        var changes = extra
        changes["content/members/pau.md"] = "---\n\(frontMatter)\n---\n"
        return try SiteFixture.check(changes)
    }

    func testFriendsMustExistAndNotBeSelf() throws {
        let result = try member("name: Pau\nfriends: [marta, pau, jaon]")
        XCTAssertDiagnostics(result, ["E023 content/members/pau.md:3:18", "E022 content/members/pau.md:3:23"])
        XCTAssertEqual(result.diagnostics[1].hint, "did you mean 'joan'?")
    }

    func testFriendListedTwice() throws {
        XCTAssertDiagnostics(try member("name: Pau\nfriends: [marta, marta]"), ["E025 content/members/pau.md:3:18"])
    }

    func testJoinedVerifiedAndAvatar() throws {
        XCTAssertDiagnostics(try member("name: Pau\njoined: 2024-02-30\nverified: yes"),
                             ["E013 content/members/pau.md:3:9", "E004 content/members/pau.md:4:11"])
        let withAvatar = try member("name: Pau\navatar: pau.svg\nverified: true", extra: ["content/members/pau.svg": "<svg/>"])
        XCTAssertDiagnostics(withAvatar, [])
        let pau = withAvatar.site?.members.first { $0.handle == "pau" }
        XCTAssertEqual(pau?.avatar?.value, "pau.svg")
        XCTAssertEqual(pau?.verified, true)
    }

    /// YAML keeps the line break that ends `>` and `|` blocks; a one-line value drops it.
    func testOneLineBlockValuesLoseTheirFinalLineBreak() throws {
        let svg: [String: String?] = ["content/members/pau.svg": "<svg/>"]
        for header in [">", "|"] {
            let result = try member("name: Pau\navatar: \(header)\n  pau.svg\n", extra: svg)
            XCTAssertDiagnostics(result, [])
            XCTAssertEqual(result.site?.members.first { $0.handle == "pau" }?.avatar?.value, "pau.svg", header)
        }
        let twoLines = try member("name: Pau\navatar: |\n  pau.svg\n  more\n", extra: svg)
        XCTAssertEqual(twoLines.diagnostics.first?.message, "'pau.svg\nmore\n' is not a supported image")
    }

    func testEmailAndPhoneMustBeText() throws {
        XCTAssertDiagnostics(try member("name: Pau\nemail: [a]\nphone: \"+34 600 000 000\""), ["E004 content/members/pau.md:3:8"])
    }
}
