import XCTest
@testable import Readalong

final class RoomRuleTests: XCTestCase {
    private let path = "content/rooms/tardor/index.md"

    private func room(_ frontMatter: String, extra: [String: String?] = [:]) throws -> CheckResult {
        var changes = extra
        changes["content/rooms/tardor/chat/primera.md"] = .some(nil)
        changes[path] = "---\n\(frontMatter)\n---\nPresentació.\n"
        return try SiteFixture.check(changes)
    }

    func testBookAndHostMustExist() throws {
        let result = try room("book: solitut\nhost: Marta Puig\nmembers: [joan]")
        XCTAssertDiagnostics(result, ["E021 content/rooms/tardor/index.md:2:7", "E022 content/rooms/tardor/index.md:3:7"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'solitud'?")
        XCTAssertEqual(result.diagnostics[1].hint, "write member handles (file names), not display names")
    }

    func testRequiredKeys() throws {
        XCTAssertDiagnostics(try room("title: Sense llibre"),
                             ["E005 content/rooms/tardor/index.md:1:1", "E005 content/rooms/tardor/index.md:1:1"])
    }

    func testMembersMustExistAndNotRepeat() throws {
        XCTAssertDiagnostics(try room("book: solitud\nhost: marta\nmembers: [joan, anna, joan, ghost]"),
                             ["E025 content/rooms/tardor/index.md:4:23", "E022 content/rooms/tardor/index.md:4:29"])
    }

    func testHostMayBeListedAmongMembers() throws {
        XCTAssertDiagnostics(try room("book: solitud\nhost: marta\nmembers: [marta, joan]\ncapacity: 2"), [])
    }

    func testModeratorsMustBeMembers() throws {
        XCTAssertDiagnostics(try room("book: solitud\nhost: marta\nmoderators: [anna, marta]\nmembers: [joan]"),
                             ["E024 content/rooms/tardor/index.md:4:14"])
    }

    func testCapacity() throws {
        XCTAssertDiagnostics(try room("book: solitud\nhost: marta\nmembers: [joan, anna]\ncapacity: 2"),
                             ["E026 content/rooms/tardor/index.md:5:11"])
        XCTAssertDiagnostics(try room("book: solitud\nhost: marta\ncapacity: 0"), ["E018 content/rooms/tardor/index.md:4:11"])
    }

    func testRatingsOnlyFromTheRoomAndInRange() throws {
        let result = try room("book: solitud\nhost: marta\nmembers: [joan]\nratings:\n  marta: 5\n  joan: 7\n  pau: 3")
        XCTAssertDiagnostics(result, ["E018 content/rooms/tardor/index.md:7:9", "E027 content/rooms/tardor/index.md:8:3"])
    }

    func testEnumeratedValuesSuggestTheIntendedOne() throws {
        let result = try room("book: solitud\nhost: marta\nvisibility: privat\njoining: invite")
        XCTAssertDiagnostics(result, ["E008 content/rooms/tardor/index.md:4:13", "E008 content/rooms/tardor/index.md:5:10"])
        XCTAssertEqual(result.diagnostics[0].hint, "did you mean 'private'?")
        XCTAssertEqual(result.diagnostics[1].hint, "use one of: open, request, closed")
    }

    func testJoinURLRefusesScripts() throws {
        XCTAssertDiagnostics(try room("book: solitud\nhost: marta\njoin_url: \"  JavaScript:alert(document.cookie)\""),
                             ["E010 content/rooms/tardor/index.md:4:11"])
        // A mailto: link is a valid join URL; one to an address site.yml does not list is not published (W009).
        XCTAssertDiagnostics(try room("book: solitud\nhost: marta\njoin_url: mailto:club@example.org\njoining: request"),
                             ["W009 content/rooms/tardor/index.md:4:11"])
    }

    func testDraftAnonymousAndVisibilityAreRead() throws {
        let result = try room("book: solitud\nhost: marta\nmembers: [joan]\nvisibility: unlisted\nanonymous: true\ndraft: true\ntags: [clàssics]")
        let room = try XCTUnwrap(result.site?.rooms.first)
        XCTAssertEqual(room.visibility, .unlisted)
        XCTAssertTrue(room.anonymous)
        XCTAssertTrue(room.draft)
        XCTAssertEqual(room.tags, ["clàssics"])
    }
}
