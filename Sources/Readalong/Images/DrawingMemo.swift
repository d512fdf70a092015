import Foundation

/// A test-support hook: share cards and site icons kept by what is drawn on them, so that
/// test runs building the same small sites again and again draw each one once. Off unless
/// a test turns it on; the CLI and the preview always draw.
final class DrawingMemo: @unchecked Sendable {
    /// The one memo of the process.
    static let shared = DrawingMemo()

    private let lock = NSLock()
    private var on = false
    private var drawings: [String: Data] = [:]

    private init() {}

    /// Turns keeping on or off; turning it off forgets every drawing.
    func keep(_ keeping: Bool) {
        lock.lock()
        defer { lock.unlock() }
        on = keeping
        drawings = [:]
    }

    /// The drawing of `key`: the one kept, or what `draw` makes (kept when the memo is on).
    func drawing(_ key: String, _ draw: () throws -> Data) rethrows -> Data {
        lock.lock()
        let keeping = on
        let kept = drawings[key]
        lock.unlock()
        if let kept { return kept }
        let drawn = try draw()
        if keeping {
            lock.lock()
            drawings[key] = drawn
            lock.unlock()
        }
        return drawn
    }
}
