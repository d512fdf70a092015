/// Why `publish take-part` changed nothing.
public enum TakePartError: Error, Sendable, CustomStringConvertible {
    /// The submission could not be read (a form edited out of shape, an unknown action, a
    /// value that is not a name), with a hint.
    case unreadable(String, hint: String)
    /// The sender is not a member of the club.
    case notAMember(String, hint: String)
    /// The site's rules do not allow it (a closed pick, a started event, a full room…), or
    /// it names something the site does not have.
    case refused(String, hint: String)
    /// The site has errors before the change.
    case invalidSite(CheckResult)
    /// The changed site would have errors.
    case invalidResult(CheckResult)
    /// The place to change is written in a form that is not edited safely.
    case cannotEdit(path: String, what: String)
    /// The site's files could not be read.
    case failedToRead(String)

    public var description: String {
        switch self {
        case .unreadable(let message, _), .notAMember(let message, _), .refused(let message, _): message
        case .invalidSite(let result):
            "the site has \(result.errorCount) error\(result.errorCount == 1 ? "" : "s") already; fix them first (publish check)"
        case .invalidResult(let result):
            "the change would leave the site with \(result.errorCount) error\(result.errorCount == 1 ? "" : "s")"
        case .cannotEdit(let path, let what):
            "\(path): \(what) is written in a way this command does not edit"
        case .failedToRead(let reason): reason
        }
    }

    /// What to do about it, when there is something to say.
    public var hint: String? {
        switch self {
        case .unreadable(_, let hint), .notAMember(_, let hint), .refused(_, let hint): hint
        case .cannotEdit: "make the change by hand, or write the list as [a, b] or one '- name' line per item"
        case .invalidSite, .invalidResult, .failedToRead: nil
        }
    }

    /// Whether the fault is the run's, not the submission's (exit status 2).
    public var isUsageFailure: Bool {
        if case .failedToRead = self { return true }
        return false
    }
}
