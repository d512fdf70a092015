import FlyingSocks
import Foundation

/// Writes an answer to a client: the head, then the body (unless the request was HEAD),
/// files streamed in chunks so that a large asset never sits in memory whole. Each write
/// has the write time limit: a client that stops reading is dropped.
enum ResponseWriter {
    static let chunkSize = 64 * 1024

    /// Writes `response`; throws when the client is gone or too slow.
    static func write(_ response: Response, to client: AsyncSocket, headOnly: Bool, limits: ServerLimits) async throws {
        try await send(response.head(), to: client, limits: limits)
        guard !headOnly else { return }
        switch response.body {
        case .none:
            return
        case .bytes(let data):
            try await send(data, to: client, limits: limits)
        case .file(let path, let offset, let length):
            guard let file = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadNoSuchFile) }
            defer { try? file.close() }
            try file.seek(toOffset: UInt64(offset))
            var left = length
            while left > 0 {
                guard let chunk = try file.read(upToCount: min(chunkSize, left)), !chunk.isEmpty else {
                    throw CocoaError(.fileReadUnknown)
                }
                try await send(chunk, to: client, limits: limits)
                left -= chunk.count
            }
        }
    }

    static func send(_ data: Data, to client: AsyncSocket, limits: ServerLimits) async throws {
        try await withDeadline(seconds: limits.writeTimeout) { try await client.write(data) }
    }
}
