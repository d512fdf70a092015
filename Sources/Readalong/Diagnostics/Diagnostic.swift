/// One problem found in the content: where, what, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    /// The stable code, e.g. `E012`; its severity is the diagnostic's severity.
    public let code: DiagnosticCode
    /// Where the problem is.
    public let location: SourceLocation
    /// What is wrong, in one sentence.
    public let message: String
    /// How to fix it, when there is something useful to say.
    public let hint: String?

    /// Creates a diagnostic.
    public init(_ code: DiagnosticCode, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.code = code
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// The diagnostic's severity, fixed by its code.
    public var severity: Severity { code.severity }

    /// Sort order of a report: path, line, column, then code.
    static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.code.id != rhs.code.id { return lhs.code.id < rhs.code.id }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics in report order (path, line, column, code), duplicates removed.
    func sortedForReport() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return sorted(by: Diagnostic.ordered).filter { seen.insert($0).inserted }
    }
}
