@testable import ReadalongServe
import XCTest

final class MediaTypesTests: XCTestCase {
    func testEveryKindOfPublishedFileHasItsType() {
        let expected = [
            "index.html": "text/html; charset=utf-8", "a/b.PDF": "application/pdf", "f.woff": "font/woff",
            "f.woff2": "font/woff2", "t.mp3": "audio/mpeg", "v.mp4": "video/mp4", "v.webm": "video/webm",
            "a.ogg": "audio/ogg", "favicon.ico": "image/x-icon", "site.webmanifest": "application/manifest+json",
            "m.mjs": "text/javascript; charset=utf-8", "w.wasm": "application/wasm", "s.vtt": "text/vtt; charset=utf-8",
            "c.avif": "image/avif", "c.heic": "image/heic", "c.webp": "image/webp", "calendar.ics": "text/calendar; charset=utf-8",
            "feed.xml": "application/xml", "search.json": "application/json", "robots.txt": "text/plain; charset=utf-8",
        ]
        for (name, type) in expected { XCTAssertEqual(MediaTypes.type(of: name), type, name) }
    }

    func testUnknownOrMissingExtensions() {
        XCTAssertEqual(MediaTypes.type(of: "notes.xyz"), "application/octet-stream")
        XCTAssertEqual(MediaTypes.type(of: "README"), "application/octet-stream")
        XCTAssertEqual(MediaTypes.type(of: "dir.d/file"), "application/octet-stream")
    }
}
