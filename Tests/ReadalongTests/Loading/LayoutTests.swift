import XCTest
@testable import Readalong

final class LayoutTests: XCTestCase {
    func testFileNameBreakingTheSlugRule() throws {
        let text = SiteFixture.files["content/books/nada.md"]!
        let result = try SiteFixture.check(["content/books/nada.md": nil, "content/books/Nada.md": text])
        XCTAssertDiagnostics(result, ["E006 content/books/Nada.md:1:1"])
        XCTAssertEqual(result.diagnostics[0].hint, "use lower-case letters, digits and hyphens, e.g. 'nada'")
    }

    func testRoomFolderBreakingTheSlugRule() throws {
        var changes: [String: String?] = [:]
        for (path, text) in SiteFixture.files where path.hasPrefix("content/rooms/tardor/") {
            changes[path] = nil
            changes[path.replacingOccurrences(of: "rooms/tardor/", with: "rooms/Tardor 2026/")] = text
        }
        let result = try SiteFixture.check(changes)
        XCTAssertDiagnostics(result, ["E006 content/rooms/Tardor 2026/index.md:1:1"])
    }

    func testRoomSlugsOfTheStatusListsAreReserved() throws {
        var changes: [String: String?] = [:]
        for (path, text) in SiteFixture.files where path.hasPrefix("content/rooms/tardor/") {
            changes[path] = nil
            changes[path.replacingOccurrences(of: "rooms/tardor/", with: "rooms/active/")] = text
        }
        let result = try SiteFixture.check(changes)
        XCTAssertDiagnostics(result, ["E006 content/rooms/active/index.md:1:1"])
        XCTAssertEqual(result.diagnostics[0].message, "a room cannot be called 'active'")
    }

    func testRoomWithoutScheduleIsNotAMissingFile() throws {
        let result = try SiteFixture.check(["content/rooms/tardor/schedule.yml": nil, "content/rooms/tardor/chat/primera.md": nil])
        XCTAssertDiagnostics(result, [])
    }

    func testRoomWithoutIndex() throws {
        let result = try SiteFixture.check(["content/rooms/tardor/index.md": nil])
        XCTAssertDiagnostics(result, ["E007 content/rooms/tardor/index.md:1:1"])
    }

    func testSiteWithoutSiteFile() throws {
        let result = try SiteFixture.check(["content/site.yml": nil])
        XCTAssertDiagnostics(result, ["E007 content/site.yml:1:1"])
        XCTAssertNil(result.site)
    }

    func testUnknownFilesAreWarnings() throws {
        let result = try SiteFixture.check([
            "content/notes.txt": "x", "content/books/old/solitud.md": "x",
            "content/rooms/tardor/photo.jpg": "x", "content/.DS_Store": "x",
        ])
        XCTAssertDiagnostics(result, [
            "W002 content/books/old/solitud.md:1:1", "W002 content/notes.txt:1:1",
            "W002 content/rooms/tardor/photo.jpg:1:1",
        ])
    }

    func testLinksOutOfContentAreNeverRead() throws {
        let result = try SiteFixture.check(links: ["content/assets/notes.txt": "/etc/hostname", "content/pages/fuga.md": "/tmp/fuga.md",
                                                   "content/rooms/lluny": "/srv/room"])
        XCTAssertDiagnostics(result, ["E015 content/assets/notes.txt:1:1", "E015 content/pages/fuga.md:1:1", "E015 content/rooms/lluny:1:1"])
        XCTAssertEqual(result.diagnostics[0].message, "'content/assets/notes.txt' is a link to a file outside content/ and is not read")
    }

    func testAssetsAreListed() throws {
        let result = try SiteFixture.check(["content/assets/logo.svg": "<svg/>", "content/assets/css/extra.css": "a{}"])
        XCTAssertDiagnostics(result, [])
        XCTAssertEqual(result.site?.assets, ["content/assets/css/extra.css", "content/assets/logo.svg"])
    }
}
