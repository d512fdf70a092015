import Foundation

/// A one-line progress counter on standard error, for terminals only.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0

    /// Counts one more file written out of `total`, redrawing the line now and then.
    func advance(of total: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if done % 50 == 0 || done == total {
            Terminal.writeError("\rbuilding: \(done)/\(total) files")
        }
    }

    /// Erases the line.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if done > 0 { Terminal.writeError("\r\u{1B}[K") }
    }
}
