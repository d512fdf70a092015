import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A client of the preview on 127.0.0.1 that sends exactly the bytes a test gives it, so
/// that malformed, slow and idle requests can be made on purpose.
final class RawHTTP {
    /// An answer as read: status, header fields (names lower-cased) and body bytes.
    struct Answer {
        let status: Int
        let fields: [String: String]
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; reads wait at most `timeout` seconds.
    init(port: UInt16, timeout: Int = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw URLError(.cannotConnectToHost)
        }
    }

    deinit {
        close(descriptor)
    }

    func send(_ text: String) {
        send(Data(text.utf8))
    }

    func send(_ data: Data) {
        _ = data.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Everything until the server closes (or the read time limit passes).
    func receiveAll() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Reads until `marker` shows (or the server closes).
    func receive(until marker: String) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !String(decoding: data, as: UTF8.self).contains(marker) {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The answer to everything the server sends before closing.
    func answer() -> Answer? {
        Self.parse(receiveAll())
    }

    /// One request on a new connection.
    static func get(_ port: UInt16, _ target: String, method: String = "GET", host: String? = nil,
                    fields: [String] = []) throws -> Answer? {
        let client = try RawHTTP(port: port)
        let lines = ["\(method) \(target) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"] + fields
        client.send(lines.joined(separator: "\r\n") + "\r\n\r\n")
        return client.answer()
    }

    static func parse(_ data: Data) -> Answer? {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Answer(status: status, fields: fields, body: data[end.upperBound...])
    }
}
