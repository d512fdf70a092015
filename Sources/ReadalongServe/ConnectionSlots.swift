import Foundation

/// A count of open connections against a limit.
final class ConnectionSlots: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var open = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a slot; `false` when all are taken.
    func take() -> Bool {
        lock.withLock {
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    /// Gives a slot back.
    func give() {
        lock.withLock { open -= 1 }
    }
}
