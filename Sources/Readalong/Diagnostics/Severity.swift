/// How serious a diagnostic is: errors fail the build, warnings only with `--strict`.
public enum Severity: String, Sendable, Hashable {
    case error
    case warning
}
