import Yams

/// What libyaml (inside Yams) accepts although YAML does not, checked on the text and the
/// tree Yams composed: a `#` with no blank before it, which is not a comment
/// (`key: "value"#note`, `block: >#note`, `%YAML 1.2#note`), and the lines of a quoted
/// value or of a bracketed list or map that run on without being indented more than the
/// key or `- ` they belong to.
enum YAMLStrictness {
    /// A problem found, placed within the YAML text (1-based line and column).
    struct Problem: Equatable {
        let line: Int
        let column: Int
        let message: ToolText
        let hint: ToolText
    }

    /// The first problem of the directives (`%` lines) opening `yaml`.
    static func directiveProblem(in yaml: String) -> Problem? {
        let text = YAMLText(yaml)
        var number = 1
        while true {
            let line = text.line(number)
            guard line.first == "%" else { return nil }
            if let hash = line.indices.dropFirst().first(where: { line[$0] == "#" && line[$0 - 1] != " " && line[$0 - 1] != "\t" }) {
                return stuckComment(line: number, column: hash - line.startIndex + 1)
            }
            number += 1
        }
    }

    /// The first problem in the tree `root` that Yams composed from `yaml`.
    static func problem(in yaml: String, root: Node) -> Problem? {
        check(root, blockIndent: nil, in: YAMLText(yaml))
    }

    /// `blockIndent` is the column (0-based) of the keys or `- ` of the block map or list
    /// holding `node`; lines that continue a quoted or bracketed value must go further in.
    private static func check(_ node: Node, blockIndent: Int?, in text: YAMLText) -> Problem? {
        guard let mark = node.mark else { return nil }
        if let anchor = text.anchor(line: mark.line, column: mark.column), anchor.contains(":") {
            return Problem(line: mark.line, column: mark.column,
                           message: ToolText("yaml.anchorColon", ["anchor": anchor]),
                           hint: ToolText("yaml.anchorColon.hint"))
        }
        switch node {
        case .scalar(let scalar) where scalar.style == .literal || scalar.style == .folded:
            return text.blockScalarMisread(line: mark.line, column: mark.column, parentIndent: blockIndent ?? -1).map(problem)
        case .scalar(let scalar) where scalar.style == .singleQuoted || scalar.style == .doubleQuoted:
            return spanProblem(at: mark, blockIndent: blockIndent, in: text, what: ToolText("yaml.quotedValue"))
        // Yams gives lists and maps the style of their closing event (always `.any`): the text says.
        case .mapping where text.opensBracket(line: mark.line, column: mark.column):
            return spanProblem(at: mark, blockIndent: blockIndent, in: text, what: ToolText("yaml.bracedMap"))
        case .sequence where text.opensBracket(line: mark.line, column: mark.column):
            return spanProblem(at: mark, blockIndent: blockIndent, in: text, what: ToolText("yaml.bracketedList"))
        case .mapping(let mapping):
            let indent = (mapping.first?.key.mark?.column ?? mark.column) - 1
            for (key, value) in mapping {
                if let problem = check(key, blockIndent: indent, in: text) ?? check(value, blockIndent: indent, in: text) {
                    return problem
                }
            }
            return nil
        case .sequence(let sequence):
            let indent = sequence.first.flatMap { $0.mark }.flatMap { text.dash(before: $0.column, line: $0.line) } ?? mark.column - 1
            for item in sequence {
                if let problem = check(item, blockIndent: indent, in: text) { return problem }
            }
            return nil
        default:
            return nil
        }
    }

    private static func spanProblem(at mark: Mark, blockIndent: Int?, in text: YAMLText, what: ToolText) -> Problem? {
        guard let span = text.span(line: mark.line, column: mark.column) else { return nil }
        if let misread = span.misread { return problem(misread) }
        guard let indent = blockIndent, span.lastLine > mark.line else { return nil }
        for number in (mark.line + 1)...span.lastLine {
            let line = text.line(number)
            guard let first = line.firstIndex(where: { $0 != " " && $0 != "\t" }) else { continue }
            let spaces = line.prefix { $0 == " " }.count
            if spaces <= indent {
                return Problem(line: number, column: first - line.startIndex + 1,
                               message: ToolText("yaml.continuation", texts: ["what": what]),
                               hint: ToolText(indent == 0 ? "yaml.continuation.hint.one" : "yaml.continuation.hint",
                                              ["spaces": "\(indent + 1)"]))
            }
        }
        return nil
    }

    private static func stuckComment(line: Int, column: Int) -> Problem {
        Problem(line: line, column: column, message: ToolText("yaml.stuckComment"),
                hint: ToolText("yaml.stuckComment.hint"))
    }

    private static func problem(_ misread: YAMLText.Misread) -> Problem {
        switch misread.kind {
        case .stuckComment:
            return stuckComment(line: misread.line, column: misread.column)
        case .indicator:
            return Problem(line: misread.line, column: misread.column,
                           message: ToolText("yaml.bareIndicator"),
                           hint: ToolText("yaml.bareIndicator.hint"))
        case .longBlankLine:
            return Problem(line: misread.line, column: misread.column,
                           message: ToolText("yaml.longBlankLine"),
                           hint: ToolText("yaml.longBlankLine.hint"))
        }
    }
}
