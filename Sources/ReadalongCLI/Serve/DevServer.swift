import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP server on 127.0.0.1 for previewing the site: one thread accepts, each
/// request is served on a worker queue.
final class DevServer: @unchecked Sendable {
    /// Why the server could not start.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    private let listener: Int32
    private let output: String
    private let reload: LiveReload
    private let workers = DispatchQueue(label: "readalong.serve", attributes: .concurrent)

    /// Binds to 127.0.0.1:`port`.
    init(port: UInt16, output: String, reload: LiveReload) throws {
        self.output = output
        self.reload = reload
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw StartError(description: "cannot open a socket") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw StartError(description: "port \(port) on 127.0.0.1 is not available; try --port with another number")
        }
    }

    /// Accepts connections until the process ends.
    func run() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            workers.async { [output, reload] in
                HTTPConnection.handle(connection, output: output, reload: reload)
            }
        }
    }
}
