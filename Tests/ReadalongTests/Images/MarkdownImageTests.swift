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
            XCTAssertNotNil(picture.firstMatch(of: /<source type="image\/webp" srcset="\/club\/images\/v\/[0-9a-f]{32}\.webp 672w, \/club\/images\/v\/[0-9a-f]{32}\.webp 1170w, \/club\/images\/v\/[0-9a-f]{32}\.webp 1344w, \/club\/images\/v\/[0-9a-f]{32}\.webp 1600w"/), "\(picture)")
            XCTAssertTrue(picture.hasSuffix(#"alt="Una trobada a la biblioteca" width="672" height="504" decoding="async" loading="lazy"></picture>"#), "\(picture)")
            let variants = files.keys.filter { $0.hasPrefix("images/v/") }
            XCTAssertEqual(variants.count, 8, written)
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

    func testAnSVGInTextReservesTheSizeItDeclaresNoWiderThanTheColumn() throws {
        let drawings: [(svg: String, size: String)] = [
            (#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"/>"#, #"width="300" height="150""#),
            (#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1344px" height="672px"/>"#, #"width="672" height="336""#),
            (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30" width="100%"/>"#, #"width="40" height="30""#),
            (#"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0,0,800,200' width='400'/>"#, #"width="400" height="100""#),
            (#"<svg xmlns="http://www.w3.org/2000/svg"/>"#, #"width="672" height="672""#),
        ]
        for drawing in drawings {
            let files = try SiteFixture.renderFiles(page("![Plànol](@/assets/planol.svg)"),
                                                    bytes: ["content/assets/planol.svg": Array(drawing.svg.utf8)])
            let html = String(decoding: try XCTUnwrap(files["pages/sobre/index.html"]), as: UTF8.self)
            XCTAssertTrue(html.contains(#"<img class="content-image" src="/assets/planol.svg" alt="Plànol" \#(drawing.size) decoding="async""#),
                          "\(drawing.svg): \(html.firstMatch(of: /<img class="content-image"[^>]*>/)?.output ?? "no image")")
        }
    }

    func testSVGSizesAreReadFromTheRootElementOnly() {
        XCTAssertEqual(SVGSize.declared(in: Array(#"<svg width="2em" height="10" viewBox="0 0 5 1"><rect width="900"/></svg>"#.utf8)).map { [$0.width, $0.height] }, [50, 10])
        XCTAssertNil(SVGSize.declared(in: Array("not a drawing".utf8)))
        XCTAssertNil(SVGSize.declared(in: Array(#"<svg viewBox="0 0 0 10"/>"#.utf8)))
    }
}
