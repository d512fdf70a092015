import XCTest
@testable import Readalong

/// `![alt](…)` in Markdown: checked at its line, published as responsive variants.
final class MarkdownImageTests: XCTestCase {
    private let photo = TestPhotos.make(width: 1600, height: 1200, suffix: ".jpg")

    private func page(_ body: String) -> [String: String] {
        ["content/pages/sobre.md": "---\ntitle: Sobre nosaltres\nmenu: 1\n---\nSom un club.\n\n\(body)\n"]
    }

    func testAMissingImageIsAnErrorAtItsLine() throws {
        let result = try SiteFixture.check(page("![La trobada](@/assets/trobada.jpg)"))
        XCTAssertDiagnostics(result, ["E074 content/pages/sobre.md:7:15"])
        XCTAssertEqual(result.diagnostics.first?.message,
                       "the image '@/assets/trobada.jpg' does not exist (looked for content/assets/trobada.jpg)")
    }

    func testAnImageOutsideTheSiteIsAnError() throws {
        XCTAssertDiagnostics(try SiteFixture.check(page("![Casa](../../../casa.jpg)")), ["E075 content/pages/sobre.md:7:9"])
        XCTAssertDiagnostics(try SiteFixture.check(page("![Casa](/etc/casa.jpg)")), ["E075 content/pages/sobre.md:7:9"])
    }

    func testEmptyAltTextIsAWarning() throws {
        let result = try SiteFixture.check(page("Abans.\n\n![](@/assets/trobada.jpg)"), bytes: ["content/assets/trobada.jpg": photo])
        XCTAssertDiagnostics(result, ["W011 content/pages/sobre.md:9:5"])
    }

    func testABrokenPhotoInTextIsAnErrorAtItsLine() throws {
        let result = try SiteFixture.check(page("![Trobada](../assets/trobada.jpg)"), bytes: ["content/assets/trobada.jpg": []])
        XCTAssertDiagnostics(result, ["E070 content/pages/sobre.md:7:12"])
    }

    func testImagesInTextBecomePicturesUnderTheBasePath() throws {
        for written in ["@/assets/trobada.jpg", "/assets/trobada.jpg", "../assets/trobada.jpg"] {
            let files = try SiteFixture.renderFiles(page("![Una trobada a la biblioteca](\(written))"),
                                                    bytes: ["content/assets/trobada.jpg": photo],
                                                    baseURL: "https://example.org/club/")
            let html = String(decoding: try XCTUnwrap(files["pages/sobre/index.html"]), as: UTF8.self)
            let picture = try XCTUnwrap(html.firstMatch(of: /<picture>.*?<\/picture>/), written).output
            XCTAssertNotNil(picture.firstMatch(of: /<source type="image\/webp" srcset="\/club\/images\/v\/[0-9a-f]{32}\.webp 672w, \/club\/images\/v\/[0-9a-f]{32}\.webp 1344w, \/club\/images\/v\/[0-9a-f]{32}\.webp 1600w"/), "\(picture)")
            XCTAssertTrue(picture.hasSuffix(#"alt="Una trobada a la biblioteca" width="672" height="504" decoding="async" loading="lazy"></picture>"#), "\(picture)")
            let variants = files.keys.filter { $0.hasPrefix("images/v/") }
            XCTAssertEqual(variants.count, 6, written)
        }
    }

    func testThePartialAndTheSwiftMarkupAgree() throws {
        let files = try SiteFixture.renderFiles(
            ["content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\ncover: ../assets/nada.jpg\n---\n![Portada](../assets/nada.jpg)\n"],
            bytes: ["content/assets/nada.jpg": TestPhotos.make(width: 400, height: 600, suffix: ".jpg")])
        let html = String(decoding: try XCTUnwrap(files["books/nada/index.html"]), as: UTF8.self)
        let pictures = html.matches(of: /<picture>.*?<\/picture>/).map { String($0.output) }
        XCTAssertEqual(pictures.count, 2)
        // The same tags and attributes in the same order, whichever wrote them.
        let shape = pictures.map { $0.replacing(/"[^"]*"/, with: "\"\"") }
        XCTAssertEqual(shape[0], shape[1])
    }
}
