/// What a run of the pipeline is asked to do.
public struct BuildOptions: Sendable {
    /// The build clock.
    public var clock: BuildClock
    /// Whether drafts are published (and so may be linked to).
    public var includeDrafts: Bool
    /// The language diagnostics and hints are written in.
    public var language: ToolLanguageChoice

    /// Creates options.
    public init(clock: BuildClock, includeDrafts: Bool = false, language: ToolLanguageChoice = ToolLanguageChoice()) {
        self.clock = clock
        self.includeDrafts = includeDrafts
        self.language = language
    }
}
