import Foundation

/// Work started on a thread of its own, ahead of the stage that needs it: the plan of the
/// site, made while the rules still run on the other cores (it needs nothing they find but
/// whether there is an error, and then its value is dropped). It counts into the build's
/// `BuildCounters` as publishing work.
final class WorkAhead<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once by the work's thread, read only after `done`.
    private var value: Value?

    /// Starts `work` now.
    init(_ work: @escaping @Sendable () -> Value) {
        let binding = BuildCounters.binding(stage: .publish)
        DispatchQueue.global(qos: .userInitiated).async(group: done) { [self] in
            value = binding.run(work)
        }
    }

    /// The work's value, once it is done.
    var result: Value {
        done.wait()
        return value!
    }
}
