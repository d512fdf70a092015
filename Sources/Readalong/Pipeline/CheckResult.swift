/// The outcome of loading and validating a site.
public struct CheckResult: Sendable {
    /// The resolved site, present only when there are no errors.
    public let site: Site?
    /// Every diagnostic of the run, sorted by path, line, column and code.
    public private(set) var diagnostics: [Diagnostic]
    /// The text of each file that has a diagnostic, for quoting its lines.
    public let sources: [String: String]
    /// The language the diagnostics are written in.
    public private(set) var language = ToolLanguage.english
    /// How many content files were read.
    public let fileCount: Int
    /// How long loading and validating took.
    public var timings = StageTimings()
    /// What opening each image found, for the next build to reuse.
    var imageChecks = ImageCheckCache()
    /// Members' private forge logins and e-mail addresses by handle, for `publish take-part`
    /// to recognise a sender; never part of `site`.
    var accounts: [String: MemberAccount] = [:]

    init(site: Site?, diagnostics: [Diagnostic], sources: [String: String], fileCount: Int, timings: StageTimings = StageTimings()) {
        self.site = site
        self.diagnostics = diagnostics
        self.sources = sources
        self.fileCount = fileCount
        self.timings = timings
    }

    /// The same result with its diagnostics written in `language`.
    public func speaking(_ language: ToolLanguage) -> CheckResult {
        var result = self
        result.diagnostics = diagnostics.map { $0.speaking(language) }
        result.language = language
        return result
    }

    /// Number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// Number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
