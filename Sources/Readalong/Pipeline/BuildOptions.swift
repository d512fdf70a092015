/// What a run of the pipeline is asked to do.
public struct BuildOptions: Sendable {
    /// The build clock.
    public var clock: BuildClock
    /// Whether drafts are published (and so may be linked to).
    public var includeDrafts: Bool

    /// Creates options.
    public init(clock: BuildClock, includeDrafts: Bool = false) {
        self.clock = clock
        self.includeDrafts = includeDrafts
    }
}
