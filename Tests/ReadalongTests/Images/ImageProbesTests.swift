import Foundation
@testable import Readalong
import XCTest

/// The image files of a site are looked at once, before the rules, which read what was found.
final class ImageProbesTests: XCTestCase {
    func testEveryImageOfTheSiteIsLookedAtBeforeTheRules() throws {
        let photo = TestPhotos.make(width: 300, height: 450, suffix: ".jpg")
        let active = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20" onload="alert(1)"/>"#.utf8)
        let plain = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"/>"#.utf8)
        let fileSystem = InMemoryFileSystem(SiteFixture.files, bytes: [
            "content/books/nada.jpg": photo, "content/members/joan.svg": active,
            "content/assets/plànol.svg": plain, "content/books/trencada.png": Array("not a png".utf8),
        ])
        let inventory = try ContentInventory.discover(in: fileSystem, log: DiagnosticLog())
        let probes = ImageProbes.probe(inventory, fileSystem: fileSystem, memory: ImageCheckMemory())

        let nada = try XCTUnwrap(probes["content/books/nada.jpg"])
        XCTAssertTrue(nada.insideSite)
        XCTAssertEqual(try nada.outcome.get(), ImageHeader(format: .jpeg, width: 300, height: 450, hasAlpha: false))
        XCTAssertTrue(try XCTUnwrap(probes["content/members/joan.svg"]).activeSVG)
        XCTAssertFalse(try XCTUnwrap(probes["content/assets/plànol.svg"]).activeSVG)
        XCTAssertThrowsError(try XCTUnwrap(probes["content/books/trencada.png"]).outcome.get())
        XCTAssertNil(probes["content/books/nada.md"], "not an image")
        XCTAssertEqual(probes.checks.entries.count, 4, "every outcome is remembered for the next run")
    }

    func testTheRulesOpenNoFile() throws {
        XCTAssertEqual(try LibrarySource.lines(in: ["Validation"], matching: "[Ff]ileSystem|contents\\(of:"), [])
    }
}
