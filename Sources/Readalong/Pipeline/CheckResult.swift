/// The outcome of loading and validating a site.
public struct CheckResult: Sendable {
    /// The resolved site, present only when there are no errors.
    public let site: Site?
    /// Every diagnostic of the run, sorted by path, line, column and code.
    public let diagnostics: [Diagnostic]
    /// The text of each file that has a diagnostic, for quoting its lines.
    public let sources: [String: String]
    /// How many content files were read.
    public let fileCount: Int

    /// Number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// Number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
