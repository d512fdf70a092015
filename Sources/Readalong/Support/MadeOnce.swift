import Foundation

/// A value made once, by whichever rendering thread asks first; the others wait for it.
final class MadeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var get: Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
