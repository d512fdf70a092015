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
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
