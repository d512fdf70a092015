import Foundation

/// How long each stage of a run took, in order: what `--timings` prints.
public struct StageTimings: Sendable {
    /// Stage names and their durations in seconds.
    public private(set) var stages: [(name: String, seconds: Double)] = []
    private var last = DispatchTime.now().uptimeNanoseconds

    /// Starts the clock.
    public init() {}

    /// Records the time since the previous mark as the stage `name`.
    mutating func mark(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        stages.append((name, Double(now - last) / 1e9))
        last = now
    }

    /// Appends another run's stages (a build adds its own after the check's).
    mutating func append(_ other: StageTimings) {
        stages += other.stages
        last = DispatchTime.now().uptimeNanoseconds
    }
}
