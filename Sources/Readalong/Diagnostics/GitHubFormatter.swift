import Foundation

/// GitHub Actions workflow commands, which show each diagnostic on the line of the pull
/// request it belongs to: `::error file=…,line=…,col=…,title=E012::message`.
public enum GitHubFormatter {
    /// One annotation line per diagnostic.
    public static func format(_ result: CheckResult) -> String {
        result.diagnostics.map { diagnostic in
            let location = diagnostic.location
            var message = diagnostic.message
            if let hint = diagnostic.hint { message += "\nhint: \(hint)" }
            return "::\(diagnostic.severity.rawValue) file=\(property(location.path)),line=\(location.line),"
                + "col=\(location.column),title=\(diagnostic.code.id)::\(data(message))"
        }.map { $0 + "\n" }.joined()
    }

    /// Escapes a message the way the runner unescapes it.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value, which also may not hold `:` or `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
