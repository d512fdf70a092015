import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for Open Library on 127.0.0.1 and an ephemeral port: answers GET requests
/// from a table of paths (the query is ignored), each connection on a thread of its own,
/// and remembers what was asked. `stop()` closes it and releases every slow answer.
final class FakeOpenLibrary: @unchecked Sendable {
    /// What a path answers.
    enum Reply {
        /// 200 with this JSON text.
        case json(String)
        /// 200 with these bytes as `image/jpeg`.
        case image([UInt8])
        /// This status and a short text body.
        case status(Int)
        /// 302 to this path of the same server.
        case redirect(String)
        /// Nothing for this many seconds, then 200 with `{}`.
        case slow(Double)
    }

    let port: UInt16
    private let listener: Int32
    private let routes: [String: Reply]
    private let lock = NSLock()
    private var asked: [String] = []
    private let stopped = DispatchSemaphore(value: 0)

    /// `http://127.0.0.1:<port>`.
    var base: String { "http://127.0.0.1:\(port)" }

    /// The paths asked for so far (with their queries), in order.
    var requests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return asked
    }

    init(_ routes: [String: Reply]) throws {
        self.routes = routes
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, named == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw URLError(.cannotConnectToHost)
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Stops accepting connections and lets slow answers go.
    func stop() {
        for _ in 0..<64 { stopped.signal() }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [weak self] in
                self?.answer(connection)
                close(connection)
            }
        }
    }

    private func answer(_ connection: Int32) {
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.containsHeadEnd {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            head += buffer[0..<count]
        }
        let requestLine = String(decoding: head, as: UTF8.self).prefix { !$0.isNewline }.split(separator: " ")
        guard requestLine.count == 3 else { return }
        let target = String(requestLine[1])
        lock.lock()
        asked.append(target)
        lock.unlock()
        let path = String(target.prefix { $0 != "?" })
        switch routes[path] ?? .status(404) {
        case .json(let text): send(connection, status: 200, type: "application/json", body: Array(text.utf8))
        case .image(let bytes): send(connection, status: 200, type: "image/jpeg", body: bytes)
        case .status(let status): send(connection, status: status, type: "text/plain", body: Array("status \(status)\n".utf8))
        case .redirect(let location):
            send(connection, status: 302, type: "text/plain", body: [], extra: "Location: \(location)\r\n")
        case .slow(let seconds):
            _ = stopped.wait(timeout: .now() + seconds)
            send(connection, status: 200, type: "application/json", body: Array("{}".utf8))
        }
    }

    private func send(_ connection: Int32, status: Int, type: String, body: [UInt8], extra: String = "") {
        let head = "HTTP/1.1 \(status) Status\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Connection: close\r\n\(extra)\r\n"
        let bytes = Array(head.utf8) + body
        _ = bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}

private extension Array where Element == UInt8 {
    /// Whether the bytes hold the blank line that ends a request head.
    var containsHeadEnd: Bool {
        count >= 4 && indices.dropLast(3).contains { self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10 }
    }
}
