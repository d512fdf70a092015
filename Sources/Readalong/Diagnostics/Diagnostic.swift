/// One problem found in the content: where, what, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    /// The stable code, e.g. `E012`; its severity is the diagnostic's severity.
    public let code: DiagnosticCode
    /// Where the problem is.
    public let location: SourceLocation
    /// What is wrong, in one sentence of the catalogue.
    public let text: ToolText
    /// How to fix it, when there is something useful to say.
    public let hintText: ToolText?
    /// The language `message` and `hint` are written in.
    public let language: ToolLanguage

    /// Creates a diagnostic, written in English until the run's language is known.
    public init(_ code: DiagnosticCode, at location: SourceLocation, _ text: ToolText, hint: ToolText? = nil,
                language: ToolLanguage = .english) {
        self.code = code
        self.location = location
        self.text = text
        self.hintText = hint
        self.language = language
    }

    /// What is wrong, in one sentence of the diagnostic's language.
    public var message: String { text.rendered(in: language) }
    /// How to fix it, in the diagnostic's language.
    public var hint: String? { hintText?.rendered(in: language) }

    /// The same diagnostic written in `language`.
    public func speaking(_ language: ToolLanguage) -> Diagnostic {
        Diagnostic(code, at: location, text, hint: hintText, language: language)
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
