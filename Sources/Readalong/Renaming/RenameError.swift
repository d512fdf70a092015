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

    /// Why, in English.
    public var description: String { text.english }

    /// Why, as a sentence of the tools.
    public var text: ToolText {
        switch self {
        case .badName(let name, let suggestion):
            return ToolText("rename.badName", ["name": name, "suggestion": suggestion])
        case .sameName(let name):
            return ToolText("rename.sameName", ["name": name])
        case .missing(let kind, let name, let suggestion):
            let values = ["name": name, "place": kind.place(of: name), "suggestion": suggestion ?? ""]
            return ToolText("rename.missing.\(kind.rawValue)" + (suggestion == nil ? "" : ".suggestion"), values)
        case .taken(let kind, let name, let path):
            return ToolText("rename.taken.\(kind.rawValue)", ["name": name, "path": path])
        case .ownAlias(let kind, let name, let path):
            return ToolText("rename.ownAlias.\(kind.rawValue)", ["name": name, "path": path])
        case .invalidSite(let result):
            return ToolText(result.errorCount == 1 ? "rename.invalidSite.one" : "rename.invalidSite.other",
                            ["count": "\(result.errorCount)"])
        case .invalidResult(let result):
            return ToolText(result.errorCount == 1 ? "rename.invalidResult.one" : "rename.invalidResult.other",
                            ["count": "\(result.errorCount)"])
        case .cannotEdit(let path, let line, let what):
            return ToolText("rename.cannotEdit", ["path": path, "line": "\(line)", "what": what])
        case .unreadable(let reason):
            return .verbatim(reason)
        }
    }
}
