import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `publish serve`, driven like an editor would: open pages, change files, break one.
final class ServeCommandTests: XCTestCase {
    func testServesRebuildsReloadsAndShowsErrors() throws {
        let site = try SiteFolder()
        let port = UInt16(20_000 + Int.random(in: 0..<20_000))
        let process = try SiteFolder.process(["serve", "--site", site.path, "--port", "\(port)", "--now", "2026-11-22"])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate() }

        let page = try XCTUnwrap(waitFor(port, "/books/solitud/") { $0.contains("<h1 dir=\"auto\">Solitud</h1>") })
        XCTAssertTrue(page.contains("new EventSource(\"/__readalong/events\")"), "the reload script is in served pages")
        XCTAssertFalse(try site.read("output/books/solitud/index.html").contains("EventSource"), "but never in output/")
        XCTAssertTrue(page.contains("href=\"http://127.0.0.1:\(port)/books/solitud/\""), "links point at the preview")
        XCTAssertTrue(try get(port, "/../../etc/passwd").hasPrefix("HTTP/1.1 404"))

        let events = try XCTUnwrap(openSocket(port))
        defer { close(events) }
        send(events, "GET /__readalong/events HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertTrue(receive(events, until: "retry: 500").contains("text/event-stream"))

        try site.write("content/books/solitud.md", "---\ntitle: Solitud revisada\nauthors: [Víctor Català]\n---\nNou text.\n")
        XCTAssertTrue(receive(events, until: "event: reload").contains("event: reload"), "open pages are told to reload")
        XCTAssertNotNil(waitFor(port, "/books/solitud/") { $0.contains("<h1 dir=\"auto\">Solitud revisada</h1>") })

        try site.write("content/rooms/tardor/index.md", "---\nbook: solitud\nhost: mrta\n---\n")
        let broken = try XCTUnwrap(waitFor(port, "/books/solitud/") { $0.contains("readalong-errors") })
        XCTAssertTrue(broken.contains("content/rooms/tardor/index.md:3:7: error[E022]"), "the overlay names file, line and column")
        XCTAssertTrue(broken.contains("<h1 dir=\"auto\">Solitud revisada</h1>"), "the previous build is still served")
    }

    /// Fetches `path` until `accept` likes the body (10 s at most).
    private func waitFor(_ port: UInt16, _ path: String, _ accept: (String) -> Bool) -> String? {
        for _ in 0..<100 {
            if let response = try? get(port, path), accept(response) { return response }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    private func get(_ port: UInt16, _ path: String) throws -> String {
        guard let socket = openSocket(port) else { throw URLError(.cannotConnectToHost) }
        defer { close(socket) }
        send(socket, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return receive(socket, until: nil)
    }

    private func openSocket(_ port: UInt16) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    private func send(_ socket: Int32, _ text: String) {
        _ = text.withCString { Glibc.send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until `marker` appears (or, without one, until the server closes).
    private func receive(_ socket: Int32, until marker: String?) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
            if let marker, String(decoding: data, as: UTF8.self).contains(marker) { break }
        }
        return String(decoding: data, as: UTF8.self)
    }
}
