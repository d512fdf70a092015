import XCTest
@testable import Readalong

/// Room and book pages name a 1200×630 link preview drawn for them; member pages their avatar.
final class ShareCardTests: XCTestCase {
    func testBooksRoomsAndMembersHaveAPreviewPicture() throws {
        let files = try SiteFixture.renderFiles(
            ["content/books/solitud.md": "---\ntitle: Solitud\nauthors: [Víctor Català]\ncover: solitud.jpg\n---\nUna dona.\n",
             "content/members/pau.md": "---\nname: Pau Roca\navatar: pau.jpg\n---\n"],
            bytes: ["content/books/solitud.jpg": try TestPhotos.withGPS(TestPhotos.make(width: 1000, height: 1500, suffix: ".jpg"),
                                                                       suffix: ".jpg"),
                    "content/members/pau.jpg": TestPhotos.make(width: 400, height: 400, suffix: ".jpg")])
        func preview(_ page: String) throws -> String {
            let html = String(decoding: try XCTUnwrap(files[page], page), as: UTF8.self)
            let url = try XCTUnwrap(html.firstMatch(of: /<meta property="og:image" content="https:\/\/club\.example\.org\/([^"]+)">/), page)
            return String(url.output.1)
        }
        let book = try preview("books/solitud/index.html")
        let room = try preview("rooms/tardor/index.html")
        XCTAssertNotNil(book.wholeMatch(of: /images\/share\/[0-9a-f]{32}\.jpg/))
        XCTAssertNotEqual(book, room, "the room's card shows its own title and dates")
        for path in [book, room] {
            let bytes = Array(try XCTUnwrap(files[path], path))
            let header = try XCTUnwrap(Vips.header(of: bytes))
            XCTAssertEqual([header.width, header.height], [1200, 630])
            XCTAssertEqual(header.format, .jpeg)
            XCTAssertEqual(try TestPhotos.metadata(of: bytes, suffix: ".jpg"), [], "the cover's GPS tags stay behind")
        }
        let member = try preview("members/pau/index.html")
        XCTAssertEqual(Vips.header(of: Array(try XCTUnwrap(files[member]))).map { [$0.width, $0.height] }, [288, 288])
    }

    /// A book without a photo cover gets no card (and its page no og:image); a room always
    /// has one, drawn from its title and dates when its book has no cover.
    func testOnlyRoomsAndBooksWithACoverHaveACard() throws {
        let files = try SiteFixture.renderFiles(
            ["content/books/solitud.md": "---\ntitle: Solitud\nauthors: [Víctor Català]\n---\nUna dona.\n",
             "content/books/mirall.md": "---\ntitle: Mirall trencat\nauthors: [Mercè Rodoreda]\ncover: mirall.jpg\n---\nUna casa.\n"],
            bytes: ["content/books/mirall.jpg": TestPhotos.make(width: 600, height: 900, suffix: ".jpg")])
        let cards = files.keys.filter { $0.hasPrefix("images/share/") }
        XCTAssertEqual(cards.count, 2, "the room's and Mirall trencat's: \(cards.sorted())")
        let bare = String(decoding: try XCTUnwrap(files["books/solitud/index.html"]), as: UTF8.self)
        XCTAssertFalse(bare.contains("og:image"))
        for page in ["books/mirall/index.html", "rooms/tardor/index.html"] {
            let html = String(decoding: try XCTUnwrap(files[page], page), as: UTF8.self)
            XCTAssertTrue(html.contains("<meta property=\"og:image\" content=\"https://club.example.org/images/share/"), page)
        }
    }
}
