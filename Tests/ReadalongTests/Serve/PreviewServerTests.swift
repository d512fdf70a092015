@testable import ReadalongServe
import XCTest

/// The server's limits, in process with short time limits: idle clients are dropped,
/// connections beyond the limit are refused, and both leave room for the next request.
final class PreviewServerTests: XCTestCase {
    private var root: URL!
    private var server: PreviewServer!
    private var running: Task<Void, any Error>!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("<html><body>Home</body></html>".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data(count: 48 << 20).write(to: root.appendingPathComponent("film.mp4"))
        server = try PreviewServer(port: 0, tree: root.path, reload: LiveReload(),
                                   limits: ServerLimits(connections: 4, headTimeout: 0.3, writeTimeout: 0.5))
        let server = server!
        running = Task { try await server.run() }
    }

    override func tearDownWithError() throws {
        running.cancel()
        try FileManager.default.removeItem(at: root)
    }

    func testTheRealPortIsKnown() {
        XCTAssertNotEqual(server.port, 0)
    }

    func testAnIdleClientIsAnswered408AndClosed() throws {
        let idle = try RawHTTP(port: server.port)
        idle.send("GET / HTTP/1.1\r\nHo")
        let started = Date()
        let answer = try XCTUnwrap(idle.answer())
        XCTAssertEqual(answer.status, 408)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }

    func testAClientThatStopsReadingIsDropped() throws {
        let stalled = try (0..<4).map { _ in try RawHTTP(port: server.port) }
        for client in stalled { client.send("GET /film.mp4 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n") }
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(try RawHTTP.get(server.port, "/")?.status, 503, "the four slots are taken by clients that do not read")
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(try RawHTTP.get(server.port, "/")?.status, 200, "and freed when their writes time out")
        withExtendedLifetime(stalled) {}
    }

    func testConnectionsBeyondTheLimitAreRefused() throws {
        let held = try (0..<4).map { _ in try RawHTTP(port: server.port) }
        Thread.sleep(forTimeInterval: 0.1)
        let refused = try XCTUnwrap(RawHTTP.get(server.port, "/"))
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(refused.fields["retry-after"], "1")
        withExtendedLifetime(held) {}
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertEqual(try RawHTTP.get(server.port, "/")?.status, 200, "slots come back when the idle clients are dropped")
    }
}
