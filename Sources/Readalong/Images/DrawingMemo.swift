import Foundation

/// A test-support hook: share cards and site icons kept by what is drawn on them, so that
/// a test run building the same small sites again and again draws each one once (drawing is
/// about half the time of a build of a small site). Off unless the tests turn it on; the CLI
/// and the preview always draw.
final class DrawingMemo: @unchecked Sendable {
    /// The one memo of the process.
    static let shared = DrawingMemo()

    private let lock = NSLock()
    private var on = false
    private var drawings: [String: Data] = [:]

    private init() {}

    /// Turns keeping on (keeping what is kept) or off (forgetting every drawing).
    func keep(_ keeping: Bool) {
        lock.lock()
        defer { lock.unlock() }
        on = keeping
        if !keeping { drawings = [:] }
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
