import Foundation

/// Where rendered files go: a staging folder on disk, or memory in tests.
protocol OutputSink: Sendable {
    /// Writes one file at a path inside the output.
    func write(_ data: Data, to path: String) throws
}

/// Files kept in memory, for tests of the renderer.
final class MemorySink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data] = [:]

    func write(_ data: Data, to path: String) throws {
        lock.lock()
        defer { lock.unlock() }
        storage[path] = data
    }

    /// Everything written, by path.
    var files: [String: Data] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
