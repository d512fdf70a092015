import FlyingSocks

/// Reads one request head from a client, within the head time limit and size limit.
enum RequestReader {
    /// Why no head could be read.
    enum Failure: Error {
        /// The client closed the connection (or it broke) first.
        case closed
        /// The time limit passed first (an idle or very slow client).
        case timedOut
        /// The head is longer than the limit.
        case tooLarge
    }

    /// The bytes of the head, up to and including its blank line (anything after it, a
    /// body the server does not use, is left unread).
    static func head(from client: AsyncSocket, limits: ServerLimits) async throws(Failure) -> [UInt8] {
        do {
            return try await withDeadline(seconds: limits.headTimeout) {
                var bytes: [UInt8] = []
                while true {
                    let chunk = try await client.read(atMost: 4096)
                    let searchFrom = max(0, bytes.count - 3)
                    bytes += chunk
                    if let end = RequestHead.end(in: Array(bytes[searchFrom...])) { return Array(bytes[..<(searchFrom + end)]) }
                    if bytes.count > limits.headBytes { throw Failure.tooLarge }
                }
            }
        } catch let failure as Failure {
            throw failure
        } catch is DeadlinePassed {
            throw .timedOut
        } catch {
            throw .closed
        }
    }
}
