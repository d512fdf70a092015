import Foundation
import XCTest
@testable import Readalong

/// `publish serve --port 0`, the real binary on 127.0.0.1, driven like an editor and
/// attacked like a hostile page would: every test starts its own server and stops it.
final class ServeCommandTests: SiteFolderTestCase {
    private func files(under folder: String) throws -> [String: Data] {
        let root = site.appendingPathComponent(folder).path
        var found: [String: Data] = [:]
        let listing = FileManager.default.enumerator(atPath: root)
        while let path = listing?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { found[path] = FileManager.default.contents(atPath: root + "/" + path) }
        }
        return found
    }

    private func page(_ port: UInt16, _ path: String, until accept: (String) -> Bool) -> String? {
        for _ in 0..<100 {
            if let answer = try? RawHTTP.get(port, path), accept(answer.text) { return answer.text }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    func testThePreviewNeverTouchesOutputAndDiffersFromABuildOnlyByItsScript() throws {
        XCTAssertEqual(try publish(["build", "--site", site.path, "--now", "2026-11-22"]).status, 0)
        let before = try files(under: "output")
        let preview = try PreviewProcess(site: folder)
        XCTAssertNotEqual(preview.port, 0, "--port 0 announces the real port")
        let address = "http://127.0.0.1:\(preview.port)/"

        let served = try XCTUnwrap(RawHTTP.get(preview.port, "/books/solitud/"))
        XCTAssertEqual(served.status, 200)
        let script = "<script>document.documentElement.setAttribute(\"data-preview\", \"\");new EventSource(\"/__readalong/events\")"
            + ".addEventListener(\"reload\", function () { location.reload(); });</script>\n"
        XCTAssertTrue(served.text.contains(script))
        // The same site built for the preview address, elsewhere: the served page is that, plus the script.
        let twin = try SiteFolder()
        XCTAssertEqual(try twin.publish(["build", "--site", twin.path, "--now", "2026-11-22", "--base-url", address]).status, 0)
        XCTAssertEqual(served.text.replacingOccurrences(of: script, with: ""), try twin.read("output/books/solitud/index.html"))
        XCTAssertEqual(try RawHTTP.get(preview.port, "/sitemap.xml")?.text, try twin.read("output/sitemap.xml"))
        // The built service worker would cache what the preview changes: one that removes itself stands in.
        XCTAssertTrue(try twin.read("output/sw.js").contains("caches.open(PRECACHE)"))
        XCTAssertEqual(try RawHTTP.get(preview.port, "/sw.js")?.text, PreviewWorker.script)

        try write("content/books/solitud.md", "---\ntitle: Solitud revisada\nauthors: [Víctor Català]\n---\nNou text.\n")
        XCTAssertNotNil(page(preview.port, "/books/solitud/") { $0.contains("<h1 dir=\"auto\">Solitud revisada</h1>") })
        try write("content/rooms/tardor/index.md", "---\nbook: solitud\nhost: mrta\n---\n")
        let broken = try XCTUnwrap(page(preview.port, "/books/solitud/") { $0.contains("readalong-errors") })
        XCTAssertTrue(broken.contains("content/rooms/tardor/index.md:3:7: error[E022]"), "the overlay names file, line and column")
        XCTAssertTrue(broken.contains("<h1 dir=\"auto\">Solitud revisada</h1>"), "the previous build is still served")
        preview.stop()

        XCTAssertEqual(try files(under: "output"), before, "output/ is byte for byte what publish build wrote")
        XCTAssertFalse(try files(under: "output").values.contains { String(decoding: $0, as: UTF8.self).contains("127.0.0.1") })
    }

    func testOpenPagesAreToldToReloadAndTheirStreamCloses() throws {
        let preview = try PreviewProcess(site: folder)
        let baseline = preview.descriptors
        // Pages that open their stream and leave at once, between page loads (descriptor
        // numbers are reused quickly, and each new stream must still notice its page leave).
        for _ in 0..<30 {
            let leaving = try RawHTTP(port: preview.port)
            leaving.send("GET /__readalong/events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\n\r\n")
            XCTAssertTrue(leaving.receive(until: "retry: 1000").contains("Content-Type: text/event-stream"))
            XCTAssertEqual(try RawHTTP.get(preview.port, "/books/")?.status, 200)
        }
        XCTAssertTrue(waitUntil { preview.descriptors == baseline }, "streams close as soon as their pages leave, event or not")
        let events = try RawHTTP(port: preview.port)
        events.send("GET /__readalong/events HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\n\r\n")
        XCTAssertTrue(events.receive(until: "retry: 1000").contains("Content-Type: text/event-stream"))
        XCTAssertEqual(preview.descriptors, baseline + 1)
        try write("content/books/nada.md", "---\ntitle: Nada\nauthors: [Carmen Laforet]\n---\nUn altre text.\n")
        XCTAssertTrue(events.receive(until: "event: reload").contains("event: reload\ndata: 2\n\n"))
        withExtendedLifetime(events) {}
        close(events.descriptor)
        XCTAssertTrue(waitUntil { preview.descriptors == baseline }, "the stream is closed when the page leaves")

        let head = try XCTUnwrap(RawHTTP.get(preview.port, "/__readalong/events", method: "HEAD"))
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.body.count, 0)
        XCTAssertTrue(waitUntil { preview.descriptors == baseline }, "HEAD does not subscribe")
    }

    func testRefusesMalformedForeignAndEscapingRequests() throws {
        let preview = try PreviewProcess(site: folder)
        let port = preview.port
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PROPFIND"] {
            let answer = try XCTUnwrap(RawHTTP.get(port, "/", method: method), method)
            XCTAssertEqual(answer.status, 405, method)
            XCTAssertEqual(answer.fields["allow"], "GET, HEAD")
        }
        for request in ["HELLO\r\n\r\n", "GET /\r\n\r\n", "GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n",
                        "GET /a\u{1}b HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", "GET / HTTP/1.1\r\n\r\n"] {
            let client = try RawHTTP(port: port)
            client.send(request)
            XCTAssertEqual(client.answer()?.status, 400, request)
        }
        let bareLF = try RawHTTP(port: port)
        bareLF.send("GET /books/ HTTP/1.1\nHost: 127.0.0.1:\(port)\n\n")
        XCTAssertEqual(bareLF.answer()?.status, 200, "a request with bare LF line ends is answered, not left hanging")

        XCTAssertEqual(try RawHTTP.get(port, "/", host: "evil.example:\(port)")?.status, 421, "DNS rebinding")
        XCTAssertEqual(try RawHTTP.get(port, "/", host: "127.0.0.1")?.status, 421)
        XCTAssertEqual(try RawHTTP.get(port, "/", host: "localhost:\(port)")?.status, 200)

        for target in ["/search.json%00.html", "/books/%00", "/%0d%0aX:%20y", "/%zz", "/%C3"] {
            XCTAssertEqual(try RawHTTP.get(port, target)?.status, 400, target)
        }
        let tree = site.path + "/.output.staging/preview/site"
        try FileManager.default.createSymbolicLink(atPath: tree + "/passwd", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: tree + "/etc", withDestinationPath: "/etc")
        for target in ["/passwd", "/etc/passwd", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd",
                       "/.output.staging", "/books/..%5c..%5cetc/passwd"] {
            let answer = try XCTUnwrap(RawHTTP.get(port, target), target)
            XCTAssertEqual(answer.status, 404, target)
            XCTAssertFalse(answer.text.contains("root:"), target)
        }
        let redirect = try XCTUnwrap(RawHTTP.get(port, "/books?x=1"))
        XCTAssertEqual(redirect.status, 301)
        XCTAssertEqual(redirect.fields["location"], "/books/?x=1")
    }

    func testFilesHaveTheirTypesRangesAndHead() throws {
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let kinds = ["talk.mp3": "audio/mpeg", "clip.webm": "video/webm", "guide.pdf": "application/pdf",
                     "font.woff2": "font/woff2", "favicon.ico": "image/x-icon", "site.webmanifest": "application/manifest+json",
                     "module.mjs": "text/javascript; charset=utf-8", "subs.vtt": "text/vtt; charset=utf-8"]
        for name in kinds.keys {
            let file = site.appendingPathComponent("content/assets/" + name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: file)
        }
        let preview = try PreviewProcess(site: folder)
        for (name, type) in kinds {
            let answer = try XCTUnwrap(RawHTTP.get(preview.port, "/assets/" + name), name)
            XCTAssertEqual(answer.status, 200, name)
            XCTAssertEqual(answer.fields["content-type"], type, name)
            XCTAssertEqual(answer.body, bytes, name)
        }
        let part = try XCTUnwrap(RawHTTP.get(preview.port, "/assets/talk.mp3", fields: ["Range: bytes=100000-100009"]))
        XCTAssertEqual(part.status, 206)
        XCTAssertEqual(part.fields["content-range"], "bytes 100000-100009/300000")
        XCTAssertEqual(part.body, bytes[100_000..<100_010])
        let tail = try XCTUnwrap(RawHTTP.get(preview.port, "/assets/talk.mp3", fields: ["Range: bytes=-4"]))
        XCTAssertEqual(tail.body, bytes.suffix(4))
        let beyond = try XCTUnwrap(RawHTTP.get(preview.port, "/assets/talk.mp3", fields: ["Range: bytes=300000-"]))
        XCTAssertEqual(beyond.status, 416)
        XCTAssertEqual(beyond.fields["content-range"], "bytes */300000")
        let head = try XCTUnwrap(RawHTTP.get(preview.port, "/assets/talk.mp3", method: "HEAD"))
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.fields["content-length"], "300000")
        XCTAssertEqual(head.body.count, 0)
    }

    func testPhotosAreServedAsTheirVariants() throws {
        let photo = try TestPhotos.withGPS(TestPhotos.make(width: 1200, height: 1600, suffix: ".jpg"), suffix: ".jpg")
        try Data(photo).write(to: site.appendingPathComponent("content/books/solitud.jpg"))
        try write("content/books/solitud.md", "---\ntitle: Solitud\nauthors: [Víctor Català]\ncover: solitud.jpg\n---\nUna dona a la muntanya.\n")
        let preview = try PreviewProcess(site: folder)
        let page = try XCTUnwrap(RawHTTP.get(preview.port, "/books/solitud/"))
        let sources = page.text.matches(of: /<source type="image\/webp" srcset="([^"]*)"/).map { String($0.1) }
        let webp = try XCTUnwrap(sources.first?.split(separator: " ").first.map(String.init), page.text)
        let fallback = try XCTUnwrap(page.text.firstMatch(of: /<img class="cover[^"]*" src="([^"]*)"/)?.1)
        for (path, type) in [(webp, "image/webp"), (String(fallback), "image/jpeg")] {
            let answer = try XCTUnwrap(RawHTTP.get(preview.port, path), path)
            XCTAssertEqual(answer.status, 200, path)
            XCTAssertEqual(answer.fields["content-type"], type, path)
            XCTAssertNotNil(Vips.header(of: Array(answer.body)), "\(path) is an image")
            XCTAssertEqual(try TestPhotos.metadata(of: Array(answer.body), suffix: type == "image/webp" ? ".webp" : ".jpg"), [], path)
        }
        let preview404 = try XCTUnwrap(RawHTTP.get(preview.port, "/images/books/solitud.jpg"))
        XCTAssertEqual(preview404.status, 404, "the phone's original is never served")
    }

    func testDescriptorsAndThreadsStayFlatOverASession() throws {
        let preview = try PreviewProcess(site: folder)
        let port = preview.port
        _ = try RawHTTP.get(port, "/")
        let (descriptors, threads) = (preview.descriptors, preview.threads)
        for round in 0..<20 {
            for path in ["/", "/books/", "/books/solitud/", "/rooms/tardor/", "/missing/", "/calendar.ics", "/feed.xml", "/books",
                         "/assets/../x", "/__readalong/events"] {
                _ = try RawHTTP.get(port, path, method: path.hasPrefix("/__") ? "HEAD" : "GET")
            }
            // A page opening its reload stream and leaving.
            for _ in 0..<5 {
                let events = try RawHTTP(port: port)
                events.send("GET /__readalong/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                _ = events.receive(until: "retry:")
            }
            if round % 4 == 0 {
                try write("content/pages/sobre.md", "---\ntitle: Sobre nosaltres \(round)\nmenu: 1\n---\nSom un club.\n")
                XCTAssertTrue(preview.waitForBuilds(2 + round / 4))
            }
        }
        XCTAssertTrue(waitUntil { preview.descriptors <= descriptors }, "descriptors: \(preview.descriptors) after, \(descriptors) before")
        XCTAssertLessThanOrEqual(preview.threads, threads + 2, "threads")
    }

    func testIdleAndSlowClientsDoNotDelayOthers() throws {
        let preview = try PreviewProcess(site: folder)
        let port = preview.port
        let idle = try (0..<8).map { _ in try RawHTTP(port: port) }
        let slow = try (0..<40).map { _ in try RawHTTP(port: port) }
        for step in 0..<3 {
            for client in slow { client.send(step == 0 ? "GET / HTTP/1.1\r\n" : "X-Slow-\(step): 1\r\n") }
            let started = Date()
            XCTAssertEqual(try RawHTTP.get(port, "/books/")?.status, 200)
            XCTAssertLessThan(Date().timeIntervalSince(started), 0.5, "a normal request is answered at once")
            Thread.sleep(forTimeInterval: 0.2)
        }
        withExtendedLifetime((idle, slow)) {}
    }

    func testRunningOutOfDescriptorsPausesInsteadOfSpinning() throws {
        let preview = try PreviewProcess(site: folder, limitDescriptors: 48)
        let port = preview.port
        var held: [RawHTTP] = []
        for _ in 0..<60 { held.append(try RawHTTP(port: port)) }
        Thread.sleep(forTimeInterval: 0.3)
        let ticks = preview.cpuTicks
        Thread.sleep(forTimeInterval: 1)
        XCTAssertLessThan(preview.cpuTicks - ticks, 30, "under a third of one core while accept fails")
        held.removeAll()
        let started = Date()
        XCTAssertNotNil(page(port, "/books/") { $0.contains("Solitud") }, "answers again once clients leave")
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
        try write("content/pages/sobre.md", "---\ntitle: Encara vigilant\nmenu: 1\n---\nSom un club.\n")
        XCTAssertNotNil(page(port, "/pages/sobre/") { $0.contains("Encara vigilant") }, "and the watcher still sees edits")
    }

    private func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<100 {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
