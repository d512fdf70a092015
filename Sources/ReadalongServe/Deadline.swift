/// A time limit on socket work: a read or write that takes longer is cancelled.
struct DeadlinePassed: Error {}

/// Runs `work`, cancelling it and throwing `DeadlinePassed` after `seconds`.
func withDeadline<T: Sendable>(seconds: Double, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await work() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw DeadlinePassed() }
        return value
    }
}
