@testable import ReadalongServe
import Readalong
import XCTest

/// The preview tree as served, on a folder made for each test.
final class ServedTreeTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-served-\(UUID().uuidString)")
        try write("index.html", "<html><body><h1>Home</h1></body></html>")
        try write("404.html", "<html><body><h1>Lost</h1></body></html>")
        try write("books/index.html", "<html><body>Books</body></html>")
        try write("assets/talk.mp3", String(repeating: "0123456789", count: 10))
        try write("images/empty/.keep", "")
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func response(_ path: String, query: Substring? = nil, range: String? = nil, errors: String? = nil) -> Response {
        ServedTree(root: root.path, errors: errors.map(PreviewReport.init(failure:)), language: .english).response(for: path, query: query, range: range)
    }

    private func text(_ response: Response) -> String {
        guard case .bytes(let data) = response.body else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    private func field(_ response: Response, _ name: String) -> String? {
        response.fields.first { $0.name == name }?.value
    }

    func testPagesGetTheReloadScriptAndTheErrorOverlay() {
        let page = response("/")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(text(page), "<html><body><h1>Home</h1><script>document.documentElement.setAttribute(\"data-preview\", \"\");"
                       + "new EventSource(\"/__readalong/events\")"
                       + ".addEventListener(\"reload\", function () { location.reload(); });</script>\n</body></html>")
        let broken = text(response("/books/", errors: "content/a.md:1:1: error[E001]: <bad>"))
        XCTAssertTrue(broken.contains("id=\"readalong-errors\""))
        XCTAssertTrue(broken.contains("content/a.md:1:1: error[E001]: &lt;bad&gt;"), "the report is escaped")
    }

    /// A built service worker would keep serving cached pages while the preview changes
    /// them: its address answers with a worker that removes itself instead.
    func testTheServiceWorkerIsOneThatRemovesItself() throws {
        try write("sw.js", "self.addEventListener(\"fetch\", function () {});")
        let worker = response("/sw.js")
        XCTAssertEqual(worker.status, 200)
        XCTAssertEqual(field(worker, "Content-Type"), "text/javascript; charset=utf-8")
        XCTAssertEqual(field(worker, "Cache-Control"), "no-store")
        XCTAssertEqual(text(worker), PreviewWorker.script)
        XCTAssertTrue(PreviewWorker.script.contains("self.registration.unregister()"))
        XCTAssertFalse(PreviewWorker.script.contains("\"fetch\""), "it answers no request")
        XCTAssertEqual(text(response("/books/sw.js")), text(response("/nowhere")), "only the site's root has it")
    }

    func testFoldersWithoutTheirSlashAreRedirected() {
        let redirect = response("/books", query: "a=%20")
        XCTAssertEqual(redirect.status, 301)
        XCTAssertEqual(field(redirect, "Location"), "/books/?a=%20")
        XCTAssertEqual(field(response("//books"), "Location"), "/books/", "never to another host")
        XCTAssertEqual(response("/images/empty/").status, 404, "a folder without index.html")
    }

    func testSymbolicLinksOutOfTheTreeAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: root.path + "/passwd", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/etc", withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/inside.mp3", withDestinationPath: root.path + "/assets/talk.mp3")
        for path in ["/passwd", "/etc/passwd", "/etc/", "/../../etc/passwd", "/.hidden", "/a\\..\\passwd"] {
            let refused = response(path)
            XCTAssertEqual(refused.status, 404, path)
            XCTAssertTrue(text(refused).contains("<h1>Lost</h1>"), path)
        }
        XCTAssertEqual(response("/inside.mp3").status, 200, "a link that stays inside is followed")
    }

    func testFilesAreStreamedWithTheirTypeAndRanges() {
        let whole = response("/assets/talk.mp3")
        XCTAssertEqual(whole.status, 200)
        XCTAssertEqual(field(whole, "Content-Type"), "audio/mpeg")
        XCTAssertEqual(field(whole, "Accept-Ranges"), "bytes")
        guard case .file(let path, 0, 100) = whole.body else { return XCTFail("\(whole.body)") }
        XCTAssertTrue(path.hasSuffix("/assets/talk.mp3"))
        let part = response("/assets/talk.mp3", range: "bytes=10-19")
        XCTAssertEqual(part.status, 206)
        XCTAssertEqual(field(part, "Content-Range"), "bytes 10-19/100")
        guard case .file(_, 10, 10) = part.body else { return XCTFail("\(part.body)") }
        let beyond = response("/assets/talk.mp3", range: "bytes=100-")
        XCTAssertEqual(beyond.status, 416)
        XCTAssertEqual(field(beyond, "Content-Range"), "bytes */100")
    }

    func testBeforeTheFirstBuildAPageSaysSo() {
        let missing = ServedTree(root: root.path + "/nothing", errors: PreviewReport(failure: "content/site.yml:1:1: error[E001]: x"), language: .english)
            .response(for: "/", query: nil, range: nil)
        XCTAssertEqual(missing.status, 503)
        XCTAssertTrue(text(missing).contains("The site has not been built yet"))
        XCTAssertTrue(text(missing).contains("readalong-errors"))
    }

    func testThePreviewSpeaksTheRunsLanguage() throws {
        try write("index.html", "<html><body><p>Hola</p></body></html>")
        let catalan = ServedTree(root: root.path, errors: PreviewReport(failure: "content/site.yml:1:1: error[E001]: x"), language: .catalan)
            .response(for: "/", query: nil, range: nil)
        XCTAssertTrue(text(catalan).contains("<strong>L’últim canvi té errors; aquesta pàgina mostra la versió anterior.</strong>"),
                      text(catalan))
        XCTAssertTrue(text(catalan).contains("<p style=\"margin:.5rem 0 0\">El que ha trobat aquesta generació (1):</p>"), text(catalan))
        let compared = PreviewReport(new: ["a.md:1:1: warning[W001]: x"], earlier: ["b.md:2:1: error[E001]: y"], compared: true)
        let spanishOverlay = PageDecoration.decorate("<body></body>", errors: compared, language: .spanish)
        XCTAssertTrue(spanishOverlay.contains("<p style=\"margin:.5rem 0 0\">Lo que ha traído el último cambio (1):</p>"), spanishOverlay)
        XCTAssertTrue(spanishOverlay.contains("<details open style=\"margin-top:.75rem\"><summary>Ya estaba antes del último cambio (1)</summary>"),
                      spanishOverlay)
        let spanish = ServedTree(root: root.path + "/nothing", errors: nil, language: .spanish).response(for: "/", query: nil, range: nil)
        XCTAssertTrue(text(spanish).contains("<html lang=\"es\">"), text(spanish))
        XCTAssertTrue(text(spanish).contains("<h1>El sitio todavía no se ha generado</h1>"), text(spanish))
    }
}
