/// The machine-readable report: one JSON object with the counts and every diagnostic.
///
/// `{"errors": N, "warnings": M, "diagnostics": [{"severity": "error", "code": "E012",
/// "file": "content/…", "line": 5, "column": 12, "message": "…", "hint": "…" or null}]}`
public enum JSONFormatter {
    /// The JSON document for a check result (with a final newline).
    public static func format(_ result: CheckResult) -> String {
        let items = result.diagnostics.map { diagnostic in
            "{\"severity\": \"\(diagnostic.severity.rawValue)\", \"code\": \"\(diagnostic.code.id)\", "
                + "\"file\": \(Escaping.jsonString(diagnostic.location.path)), \"line\": \(diagnostic.location.line), "
                + "\"column\": \(diagnostic.location.column), \"message\": \(Escaping.jsonString(diagnostic.message)), "
                + "\"hint\": \(diagnostic.hint.map { Escaping.jsonString($0) } ?? "null")}"
        }
        let list = items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]"
        return "{\n  \"errors\": \(result.errorCount),\n  \"warnings\": \(result.warningCount),\n"
            + "  \"diagnostics\": \(list)\n}\n"
    }
}
