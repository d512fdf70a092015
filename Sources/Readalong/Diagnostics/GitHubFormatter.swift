/// GitHub Actions workflow commands, which show each diagnostic on the line of the pull
/// request it belongs to: `::error file=…,line=…,col=…,title=E012::message`.
public enum GitHubFormatter {
    /// One annotation line per diagnostic.
    public static func format(_ result: CheckResult) -> String {
        result.diagnostics.map { diagnostic in
            let location = diagnostic.location
            var message = diagnostic.message
            if let hint = diagnostic.hint {
                message += "\n" + ToolCatalogue.of(diagnostic.language).render(ToolText("label.hint")) + ": " + hint
            }
            return "::\(diagnostic.severity.rawValue) file=\(Escaping.workflowProperty(location.path)),line=\(location.line),"
                + "col=\(location.column),title=\(diagnostic.code.id)::\(Escaping.workflowMessage(message))"
        }.map { $0 + "\n" }.joined()
    }
}
