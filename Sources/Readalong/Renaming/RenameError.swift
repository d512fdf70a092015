/// Why `publish rename` wrote nothing.
public enum RenameError: Error, Sendable, CustomStringConvertible {
    /// The new name breaks the slug rule (with a name that follows it).
    case badName(String, suggestion: String)
    /// Old and new name are the same.
    case sameName(String)
    /// Nothing of that kind has the old name (with the closest name, if any).
    case missing(RenameKind, String, suggestion: String?)
    /// The new name is taken by a file (or folder).
    case taken(RenameKind, String, path: String)
    /// The new name is one of the item's own old names: take it out of `aliases:` first.
    case ownAlias(RenameKind, String, path: String)
    /// The site has errors before the rename.
    case invalidSite(CheckResult)
    /// The renamed site would have errors.
    case invalidResult(CheckResult)
    /// A reference sits where its text could not be rewritten safely (an unusual YAML form).
    case cannotEdit(path: String, line: Int, what: String)
    /// The site's files could not be read.
    case unreadable(String)

    public var description: String {
        switch self {
        case .badName(let name, let suggestion):
            return "'\(name)' breaks the naming rule (lower-case letters, digits and hyphens); try '\(suggestion)'"
        case .sameName(let name):
            return "'\(name)' is already the name; nothing to rename"
        case .missing(let kind, let name, let suggestion):
            return "no \(kind.rawValue) '\(name)' (\(kind.place(of: name)) does not exist)"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .taken(let kind, let name, let path):
            return "the new \(kind.nameWord) '\(name)' is taken: \(path) exists"
        case .ownAlias(let kind, let name, let path):
            return "'\(name)' is an old \(kind.nameWord) of this \(kind.rawValue): remove it from aliases in \(path) first"
        case .invalidSite(let result):
            return "the site has \(result.errorCount) error\(result.errorCount == 1 ? "" : "s"); fix them first (publish check)"
        case .invalidResult(let result):
            return "the renamed site would have \(result.errorCount) error\(result.errorCount == 1 ? "" : "s")"
        case .cannotEdit(let path, let line, let what):
            return "\(path):\(line): cannot rewrite \(what) here; edit this line by hand and rename again"
        case .unreadable(let reason):
            return reason
        }
    }
}
