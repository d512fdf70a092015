import XCTest
@testable import Readalong

/// A book page names the book's language the way the room filters do, not by its code.
final class BookLanguageTests: XCTestCase {
    func testTheBookPageNamesTheLanguageAsTheFiltersDo() throws {
        let book = "---\ntitle: Nada\nauthor: Carmen Laforet\nlanguage: es\n---\nBarcelona, 1940.\n"
        let room = "---\nbook: nada\nhost: marta\nmembers: [joan, anna]\n---\nLlegim.\n"
        let files = try SiteFixture.render(["content/books/nada.md": book, "content/rooms/tardor/index.md": room])
        let page = try XCTUnwrap(files["books/nada/index.html"])
        XCTAssertTrue(page.contains("<dd>Espanyol</dd>"), HTMLText.main(of: page))
        XCTAssertFalse(page.contains("<dd>es</dd>"))
        XCTAssertTrue(try XCTUnwrap(files["rooms/index.html"]).contains("Espanyol"))
    }
}
