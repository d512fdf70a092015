import Foundation
@testable import Readalong

/// Files kept in memory, for tests of the renderer: nothing is ever reused.
final class MemorySink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data] = [:]

    func reuse(_ path: String, key: ContentHash) throws -> Bool { false }

    func write(_ data: Data, to path: String, key: ContentHash) throws {
        lock.lock()
        defer { lock.unlock() }
        storage[path] = data
    }

    func fingerprint(of path: String) -> ContentHash? {
        files[path].map { ContentHash($0) }
    }

    /// Everything written, by path.
    var files: [String: Data] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
