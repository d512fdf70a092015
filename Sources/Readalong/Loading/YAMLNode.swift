/// A YAML value with the position it was written at: the typed readers turn these into
/// model values and place every diagnostic on the right line and column.
struct YAMLNode: Equatable, Sendable {
    /// How a scalar was written: plain values may be numbers or booleans, quoted ones are text.
    enum ScalarStyle: Equatable, Sendable {
        case plain, quoted, block
    }

    enum Content: Equatable, Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    let content: Content
    /// 1-based line in the file (not in the front matter).
    let line: Int
    /// 1-based column, in Unicode scalars.
    let column: Int

    /// The scalar's text as written (after YAML unquoting), or `nil` for lists and maps.
    var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Whether this is YAML's null: nothing written, `~` or `null`.
    var isNull: Bool {
        guard case .scalar(let text, .plain) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The kind of value, as told to a user in a type error.
    var kindDescription: ToolText {
        switch content {
        case .scalar(let text, .plain):
            if isNull { return ToolText("kind.nothing") }
            if Int(text) != nil { return ToolText("kind.number") }
            if ["true", "false"].contains(text.lowercased()) { return ToolText("kind.boolean") }
            return ToolText("kind.text")
        case .scalar: return ToolText("kind.text")
        case .sequence: return ToolText("kind.list")
        case .mapping: return ToolText("kind.map")
        }
    }

    func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}

/// One `key: value` entry of a YAML map.
struct YAMLPair: Equatable, Sendable {
    let key: YAMLNode
    let value: YAMLNode

    /// The key's text (keys are always read as text).
    var name: String { key.scalarText ?? "" }
}
