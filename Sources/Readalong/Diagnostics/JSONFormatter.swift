/// The machine-readable report: one JSON object with the counts and every diagnostic.
///
/// `{"errors": N, "warnings": M, "diagnostics": [{"severity": "error", "code": "E012",
/// "file": "content/…", "line": 5, "column": 12, "message": "…", "hint": "…" or null}]}`
public enum JSONFormatter {
    /// The JSON document for a check result (with a final newline).
    public static func format(_ result: CheckResult) -> String {
        let items = result.diagnostics.map { diagnostic in
            "{\"severity\": \"\(diagnostic.severity.rawValue)\", \"code\": \"\(diagnostic.code.id)\", "
                + "\"file\": \(quoted(diagnostic.location.path)), \"line\": \(diagnostic.location.line), "
                + "\"column\": \(diagnostic.location.column), \"message\": \(quoted(diagnostic.message)), "
                + "\"hint\": \(diagnostic.hint.map(quoted) ?? "null")}"
        }
        let list = items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]"
        return "{\n  \"errors\": \(result.errorCount),\n  \"warnings\": \(result.warningCount),\n"
            + "  \"diagnostics\": \(list)\n}\n"
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        let body = TextEscaping.escape(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{2028}": return "\\u2028"
            case "\u{2029}": return "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
        return "\"" + body + "\""
    }
}
