/// Why `publish take-part` changed nothing.
public enum TakePartError: Error, Sendable, CustomStringConvertible {
    /// The submission could not be read (a form edited out of shape, an unknown action, a
    /// value that is not a name), with a hint.
    case unreadable(ToolText, hint: ToolText)
    /// The sender is not a member of the club.
    case notAMember(ToolText, hint: ToolText)
    /// The site's rules do not allow it (a closed pick, a started event, a full room…), or
    /// it names something the site does not have.
    case refused(ToolText, hint: ToolText)
    /// The site has errors before the change.
    case invalidSite(CheckResult)
    /// The changed site would have errors.
    case invalidResult(CheckResult)
    /// The place to change is written in a form that is not edited safely.
    case cannotEdit(path: String, what: ToolText)
    /// The site's files could not be read.
    case failedToRead(String)

    /// Why, as a sentence of the catalogue.
    public var text: ToolText {
        switch self {
        case .unreadable(let message, _), .notAMember(let message, _), .refused(let message, _): message
        case .invalidSite(let result):
            ToolText("takePart.invalidSite.\(result.errorCount == 1 ? "one" : "other")", ["count": "\(result.errorCount)"])
        case .invalidResult(let result):
            ToolText("takePart.invalidResult.\(result.errorCount == 1 ? "one" : "other")", ["count": "\(result.errorCount)"])
        case .cannotEdit(let path, let what):
            ToolText("takePart.cannotEdit", ["path": path], texts: ["what": what])
        case .failedToRead(let reason): .verbatim(reason)
        }
    }

    /// What to do about it, when there is something to say.
    public var hintText: ToolText? {
        switch self {
        case .unreadable(_, let hint), .notAMember(_, let hint), .refused(_, let hint): hint
        case .cannotEdit: ToolText("takePart.cannotEdit.hint")
        case .invalidSite, .invalidResult, .failedToRead: nil
        }
    }

    /// Why, in English.
    public var description: String { text.english }

    /// What to do about it, in English.
    public var hint: String? { hintText?.english }

    /// Whether the fault is the run's, not the submission's (exit status 2).
    public var isUsageFailure: Bool {
        if case .failedToRead = self { return true }
        return false
    }
}
