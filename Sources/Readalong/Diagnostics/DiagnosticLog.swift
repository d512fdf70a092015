/// Collects the diagnostics of one unit of work (a file, a room, a rule family).
///
/// Not shared between threads: each parallel task fills its own log and the pipeline
/// merges them, so no locking is needed.
final class DiagnosticLog {
    private(set) var entries: [Diagnostic] = []

    /// Records an error or warning (the code decides which).
    func report(_ code: DiagnosticCode, at location: SourceLocation, _ text: ToolText, hint: ToolText? = nil) {
        entries.append(Diagnostic(code, at: location, text, hint: hint))
    }

    /// Takes over the diagnostics of another unit.
    func append(contentsOf other: [Diagnostic]) {
        entries.append(contentsOf: other)
    }
}
