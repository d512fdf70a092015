import XCTest
@testable import Readalong

/// Every image in a page says its size, its text alternative and how to load it.
final class ImageMarkupTests: XCTestCase {
    private func site() throws -> [String: String] {
        let files = try SiteFixture.renderFiles(
            ["content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\ncover: nada.jpg\n---\nBarcelona, 1940.\n",
             "content/members/pau.md": "---\nname: Pau Roca\navatar: pau.png\n---\n"],
            bytes: ["content/books/nada.jpg": TestPhotos.make(width: 800, height: 1200, suffix: ".jpg"),
                    "content/members/pau.png": TestPhotos.make(width: 300, height: 300, suffix: ".png", alpha: true)])
        return files.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    func testTheBookPageCoverIsAPictureFetchedFirst() throws {
        let page = try XCTUnwrap(try site()["books/nada/index.html"])
        let picture = try XCTUnwrap(page.firstMatch(of: /<picture>.*?<\/picture>/)).output
        XCTAssertNotNil(picture.firstMatch(of: /<source type="image\/webp" srcset="\/images\/v\/[0-9a-f]{32}\.webp 200w, \/images\/v\/[0-9a-f]{32}\.webp 400w, \/images\/v\/[0-9a-f]{32}\.webp 600w" sizes="\(min-width: 455px\) 200px, 44vw">/))
        XCTAssertTrue(picture.contains(#"alt="Coberta de Nada" width="200" height="300" decoding="async" loading="eager">"#), "\(picture)")
        XCTAssertFalse(picture.contains("loading=\"lazy\""))
    }

    func testAvatarsWithTransparencyFallBackToPNG() throws {
        let page = try XCTUnwrap(try site()["members/pau/index.html"])
        XCTAssertNotNil(page.firstMatch(of: /<img class="avatar avatar-large" src="\/images\/v\/[0-9a-f]{32}\.png" srcset="[^"]+ 96w, [^"]+ 192w, [^"]+ 288w" sizes="96px" alt="" width="96" height="96" decoding="async" loading="eager">/))
    }

    func testEveryImageHasSizeAltAndLoadingAttributes() throws {
        var images = 0
        for (path, page) in try site() {
            for match in page.matches(of: /<img [^>]*>/) {
                images += 1
                let tag = String(match.output)
                for attribute in ["alt=", "width=", "height=", "decoding=\"async\""] {
                    XCTAssertTrue(tag.contains(attribute), "\(path): \(tag) lacks \(attribute)")
                }
                XCTAssertTrue(tag.contains("loading=\"lazy\"") != tag.contains("loading=\"eager\""), "\(path): \(tag)")
            }
        }
        XCTAssertGreaterThanOrEqual(images, 5)
    }

    func testTheFirstRowOfCoversIsFetchedAtOnceAndChipsLazily() throws {
        let pages = try site()
        let books = try XCTUnwrap(pages["books/index.html"])
        XCTAssertNotNil(books.firstMatch(of: /<img class="cover" src="\/images\/v\/[0-9a-f]{32}\.jpg" srcset="[^"]+" sizes="\(min-width: 40rem\) 150px, 30vw" alt="" width="120" height="180" decoding="async" loading="eager">/))
        let members = try XCTUnwrap(pages["members/index.html"])
        XCTAssertNotNil(members.firstMatch(of: /<img class="avatar" src="\/images\/v\/[0-9a-f]{32}\.png" srcset="[^"]+ 32w, [^"]+ 64w, [^"]+ 96w" sizes="32px" alt="" width="32" height="32" decoding="async" loading="lazy">/))
    }
}
