/// A YAML text as Unicode scalars with its line starts, for the checks that look at what
/// Yams composed: where a quoted value or a bracketed list or map ends, and whether a `#`
/// sticks to what comes before it. Lines and columns are 1-based, columns in Unicode
/// scalars, as Yams counts them.
struct YAMLText {
    /// Where a quoted scalar or a flow collection ends, and the first place inside or right
    /// after it that libyaml reads differently from YAML.
    struct Span {
        let lastLine: Int
        let misread: Misread?
    }

    /// A place libyaml reads differently from YAML.
    struct Misread {
        enum Kind {
            /// A `#` with no blank before it: not a comment in YAML, one for libyaml.
            case stuckComment
            /// A plain `-` or `?` opening a value in brackets (`[-]`, `[?x]`): libyaml takes
            /// it for an entry or key indicator.
            case indicator
            /// A line of blanks opening a block scalar with more spaces than the block's
            /// first line of text: YAML refuses it, libyaml reads on.
            case longBlankLine
        }

        let kind: Kind
        let line: Int
        let column: Int
    }

    private let scalars: [Unicode.Scalar]
    /// The index in `scalars` where each line starts.
    private let lineStarts: [Int]

    init(_ yaml: String) {
        scalars = Array(yaml.unicodeScalars)
        var starts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The scalars of line `number`, without its line break.
    func line(_ number: Int) -> ArraySlice<Unicode.Scalar> {
        guard lineStarts.indices.contains(number - 1) else { return [] }
        let start = lineStarts[number - 1]
        let end = number < lineStarts.count ? lineStarts[number] - 1 : scalars.count
        return scalars[start..<max(start, end)]
    }

    /// The span of the quoted scalar or flow collection whose node starts at `line`, `column`
    /// (anchors and tags before it included); `nil` when no quote or bracket opens there.
    func span(line: Int, column: Int) -> Span? {
        guard lineStarts.indices.contains(line - 1) else { return nil }
        var index = skipProperties(from: lineStarts[line - 1] + column - 1)
        guard index < scalars.count else { return nil }
        switch scalars[index] {
        case "\"", "'": index = closingQuote(from: index)
        case "[", "{": guard let (end, misread) = closingBracket(from: index) else { return nil }
            if let misread { return Span(lastLine: lineNumber(of: end), misread: misread) }
            index = end
        default: return nil
        }
        let after = index + 1
        let stuck = after < scalars.count && scalars[after] == "#" ? misread(.stuckComment, at: after) : nil
        return Span(lastLine: lineNumber(of: min(index, scalars.count - 1)), misread: stuck)
    }

    /// Whether a `[` or `{` opens the node written at `line`, `column` (after its anchor and tag).
    func opensBracket(line: Int, column: Int) -> Bool {
        guard lineStarts.indices.contains(line - 1) else { return false }
        let index = skipProperties(from: lineStarts[line - 1] + column - 1)
        return index < scalars.count && (scalars[index] == "[" || scalars[index] == "{")
    }

    /// What libyaml misreads in the block scalar whose header (`|`, `>`, then chomping and
    /// indentation indicators) is written at `line`, `column`, in a block map or list indented
    /// by `parentIndent`: a `#` right after the header, or (without an indentation
    /// indicator) an opening line of blanks longer than the block's first line of text.
    func blockScalarMisread(line: Int, column: Int, parentIndent: Int) -> Misread? {
        guard lineStarts.indices.contains(line - 1) else { return nil }
        var index = skipProperties(from: lineStarts[line - 1] + column - 1)
        guard index < scalars.count, scalars[index] == "|" || scalars[index] == ">" else { return nil }
        index += 1
        var explicitIndent = false
        while index < scalars.count, "+-0123456789".unicodeScalars.contains(scalars[index]) {
            explicitIndent = explicitIndent || scalars[index].properties.numericType != nil
            index += 1
        }
        if index < scalars.count, scalars[index] == "#" { return misread(.stuckComment, at: index) }
        guard !explicitIndent else { return nil }
        var longestBlank = (spaces: 0, line: 0)
        for number in (line + 1)...max(line + 1, lineStarts.count) {
            let text = self.line(number)
            let spaces = text.prefix { $0 == " " }.count
            if spaces == text.count {
                if spaces > longestBlank.spaces { longestBlank = (spaces, number) }
                continue
            }
            guard spaces > parentIndent, longestBlank.spaces > spaces else { return nil }
            return Misread(kind: .longBlankLine, line: longestBlank.line, column: spaces + 1)
        }
        return nil
    }

    /// The 0-based column of the last `-` before `column` on `line`: the dash of a block
    /// list item written there; `nil` when there is none.
    func dash(before column: Int, line number: Int) -> Int? {
        let line = line(number)
        let before = line.prefix(max(0, column - 1))
        return before.lastIndex(of: "-").map { $0 - line.startIndex }
    }

    // MARK: Scanning

    /// The index after the anchors (`&name`) and tags (`!tag`) starting at `index`, and the
    /// blanks after them.
    private func skipProperties(from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] == "&" || scalars[index] == "!" {
            while index < scalars.count, !isBlank(scalars[index]) { index += 1 }
            while index < scalars.count, isBlank(scalars[index]) { index += 1 }
        }
        return index
    }

    /// The index of the quote that closes the one at `start` (the last index when none does).
    private func closingQuote(from start: Int) -> Int {
        let quote = scalars[start]
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if quote == "\"", scalar == "\\" {
                index += 2
                continue
            }
            if scalar == quote {
                guard quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" else { return index }
                index += 2
                continue
            }
            index += 1
        }
        return scalars.count - 1
    }

    /// The text of the anchor (`&name`) written at `line`, `column`, up to a blank or a flow
    /// indicator; `nil` when no anchor starts there.
    func anchor(line: Int, column: Int) -> String? {
        guard lineStarts.indices.contains(line - 1) else { return nil }
        let start = lineStarts[line - 1] + column - 1
        guard start < scalars.count, scalars[start] == "&" else { return nil }
        var end = start + 1
        while end < scalars.count, !isBlank(scalars[end]), !",[]{}".unicodeScalars.contains(scalars[end]) { end += 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// The index of the bracket that closes the one at `start`, and the first place inside
    /// that libyaml misreads; `nil` when unclosed. Quotes, `-` and `?` count only where a
    /// value starts (after a bracket, a comma, or a `:` and a blank), not inside a plain one.
    private func closingBracket(from start: Int) -> (Int, Misread?)? {
        var depth = 0
        var index = start
        var atValueStart = true
        while index < scalars.count {
            let scalar = scalars[index]
            let previous: Unicode.Scalar = index > start ? scalars[index - 1] : " "
            let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : " "
            switch scalar {
            case "[", "{":
                depth += 1
                atValueStart = true
            case "]", "}":
                depth -= 1
                if depth == 0 { return (index, nil) }
                atValueStart = false
            case ",":
                atValueStart = true
            case ":" where isBlank(next) || previous == "\"" || previous == "'":
                atValueStart = true
            case "\"" where atValueStart, "'" where atValueStart:
                index = closingQuote(from: index)
                if index + 1 < scalars.count, scalars[index + 1] == "#" { return (index, misread(.stuckComment, at: index + 1)) }
                atValueStart = false
            case "#" where isBlank(previous):
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            case "#" where "[]{},".unicodeScalars.contains(previous):
                return (index, misread(.stuckComment, at: index))
            case "-" where atValueStart:
                if isBlank(next) || ",]}".unicodeScalars.contains(next) { return (index, misread(.indicator, at: index)) }
                atValueStart = false
            case "?" where atValueStart:
                // `? ` opens an explicit key, whose value starts after it.
                if !isBlank(next) { return (index, misread(.indicator, at: index)) }
            default:
                if !isBlank(scalar) { atValueStart = false }
            }
            index += 1
        }
        return nil
    }

    private func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private func lineNumber(of index: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    private func misread(_ kind: Misread.Kind, at index: Int) -> Misread {
        let line = lineNumber(of: index)
        return Misread(kind: kind, line: line, column: index - lineStarts[line - 1] + 1)
    }
}
