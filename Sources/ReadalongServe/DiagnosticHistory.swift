import Foundation
import Readalong

/// The diagnostics of the preview's last build, kept from one build to the next so that
/// the overlay can tell what the last change brought from what was already there.
public final class DiagnosticHistory: @unchecked Sendable {
    private let lock = NSLock()
    private var previous: Set<String>?

    /// A history with no build yet.
    public init() {}

    /// The report of a build that failed with `diagnostics` (each formatted in
    /// `formatted`), compared with the build before (which this build then becomes).
    public func failed(_ diagnostics: [Diagnostic], formatted: [String]) -> PreviewReport {
        let earlier = lock.withLock { previous }
        remember(diagnostics)
        return PreviewReport.make(diagnostics, formatted: formatted, previous: earlier)
    }

    /// Records the diagnostics (warnings only) of a build that succeeded.
    public func succeeded(_ diagnostics: [Diagnostic]) {
        remember(diagnostics)
    }

    private func remember(_ diagnostics: [Diagnostic]) {
        let identities = Set(diagnostics.map(PreviewReport.identity))
        lock.withLock { previous = identities }
    }
}
