import Foundation

extension Array where Element: Sendable {
    /// `map` spread over all cores; results keep the input order. The workers count into
    /// the caller's `BuildCounters`, if any, in the caller's stage.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<T>(count: count)
        let input = self
        let binding = BuildCounters.binding()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            binding.run { slots.store(transform(input[index]), at: index) }
        }
        return slots.values()
    }
}

/// Write-once slots filled from several threads, one index per task.
private final class ResultSlots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    /// Each index is written by exactly one task, so no two threads touch the same slot.
    func store(_ value: T, at index: Int) {
        buffer[index] = value
    }

    func values() -> [T] {
        buffer.map { $0! }
    }
}
