import XCTest

/// `publish new` and `publish templates`, run for real on a folder.
final class AuthoringCommandTests: XCTestCase {
    func testNewFilesValidateAndAreNeverOverwritten() throws {
        let site = try SiteFolder()
        let now = ["--site", site.path, "--now", "2026-11-22"]
        XCTAssertEqual(try site.publish(["new", "book", "el-quadern-gris"] + now).out, "created content/books/el-quadern-gris.md\n")
        XCTAssertEqual(try site.publish(["new", "member", "laia"] + now).status, 0)
        let room = try site.publish(["new", "room", "hivern", "--book", "el-quadern-gris", "--host", "laia"] + now)
        XCTAssertEqual(room.out, "created content/rooms/hivern/index.md\ncreated content/rooms/hivern/schedule.yml\n")
        XCTAssertEqual(try site.publish(["new", "transcript", "primer", "--room", "hivern"] + now).status, 0)
        XCTAssertTrue(try site.read("content/rooms/hivern/schedule.yml").contains("date: 2026-11-29\n"))
        let chat = try site.read("content/rooms/hivern/chat/primer.md")
        XCTAssertTrue(chat.contains("date: 2026-11-29\n") && chat.contains("\n19:00 laia: "), chat)
        let check = try site.publish(["check"] + now)
        XCTAssertEqual(check.status, 0, check.out)
        XCTAssertEqual(Set((check.out + check.err).matches(of: /\[([EW]\d+)\]/).map { String($0.1) }), ["W015"], "only example text to replace")
        let again = try site.publish(["new", "book", "el-quadern-gris"] + now)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.err, "error: content/books/el-quadern-gris.md already exists; nothing was written\n")
    }

    func testANewBookGoesIntoItsFolderWhenTheFolderExists() throws {
        let site = try SiteFolder()
        let now = ["--site", site.path, "--now", "2026-11-22"]
        try site.write("content/books/quanta-guerra/notes.md", "## ch 1 · marta\n> La guerra.\n\nEl principi.\n")
        let made = try site.publish(["new", "book", "quanta-guerra"] + now)
        XCTAssertEqual(made.out, "created content/books/quanta-guerra/index.md\n", made.err)
        let check = try site.publish(["check"] + now)
        XCTAssertEqual(check.status, 0, check.out)
        XCTAssertFalse(check.out.contains("E132"), check.out)
        let again = try site.publish(["new", "book", "quanta-guerra"] + now)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.err, "error: content/books/quanta-guerra/index.md already exists; nothing was written\n")
    }

    func testNewRefusesBadNamesAndUnknownReferences() throws {
        let site = try SiteFolder()
        XCTAssertEqual(try site.publish(["new", "book", "El Quadern", "--site", site.path]).status, 2)
        let room = try site.publish(["new", "room", "hivern", "--book", "solitut", "--host", "marta", "--site", site.path])
        XCTAssertEqual(room.status, 2)
        XCTAssertEqual(room.err, "error: there is no book 'solitut'; did you mean 'solitud'?\n")
        XCTAssertEqual(try site.publish(["new", "room", "hivern", "--site", site.path]).status, 2)
        XCTAssertEqual(try site.publish(["new", "poem", "x", "--site", site.path]).status, 2)
    }

    func testTemplatesListAndEject() throws {
        let site = try SiteFolder()
        let list = try site.publish(["templates", "list", "--site", site.path])
        XCTAssertTrue(list.out.contains("room-card\n"))
        XCTAssertEqual(try site.publish(["templates", "eject", "poll", "--site", site.path]).status, 0)
        XCTAssertTrue(try site.read("templates/poll.mustache").contains("<figure class=\"poll\">"))
        XCTAssertTrue(try site.publish(["templates", "list", "--site", site.path]).out.contains("poll  (overridden by templates/poll.mustache)\n"))
        XCTAssertEqual(try site.publish(["templates", "eject", "poll", "--site", site.path]).status, 1)
        XCTAssertEqual(try site.publish(["templates", "eject", "nope", "--site", site.path]).status, 2)
    }
}
