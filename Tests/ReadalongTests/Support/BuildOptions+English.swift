@testable import Readalong

extension BuildOptions {
    /// Options whose diagnostics are in English whatever the fixture site's language, so
    /// that tests can assert the exact English texts.
    static func english(clock: BuildClock, includeDrafts: Bool = false) -> BuildOptions {
        BuildOptions(clock: clock, includeDrafts: includeDrafts, language: .always(.english))
    }
}
