import Yams

/// Parses YAML text into `YAMLNode`s with positions in the enclosing file.
enum YAMLLoader {
    /// A syntax error, already placed in the enclosing file.
    struct SyntaxError: Error {
        let line: Int
        let column: Int
        let message: ToolText
        /// Set when the error is a key written twice in one map.
        var duplicateKey: String?
        /// What to do about it, when the error has a hint of its own.
        var hint: ToolText?
    }

    /// Deeper nesting than any content needs; refusing it keeps hostile input from
    /// exhausting the stack of the recursive composer.
    static let maximumDepth = 64

    /// Most values one file may expand to; aliases (`*name`) repeat whole subtrees, and a few
    /// nested ones would otherwise expand to billions of values.
    static let maximumNodes = 200_000

    private struct TooManyNodes: Error {}

    /// How Yams explains a stream of several documents.
    private static let secondDocument = "expected a single document in the stream"

    /// How libyaml refuses text after a `...` line that does not start with `---`.
    private static let missingDocumentStart = "did not find expected <document start>"

    /// Whether the last line before `line` (1-based) with something on it other than a
    /// comment is `...`, the end of a document.
    private static func followsDocumentEnd(_ line: Int, in yaml: String) -> Bool {
        let before = yaml.split(separator: "\n", omittingEmptySubsequences: false).prefix(max(0, line - 1))
        let last = before.last { !$0.allSatisfy { $0 == " " } && !$0.hasPrefix("#") }
        return last.map { $0.hasPrefix("...") } ?? false
    }

    /// What Yams calls a repeated key that is a list or a map (sic).
    private static let unnamedKey = "<uncovertable>"

    /// Parses `yaml`, whose first line is line `firstLine` of its file. Empty YAML gives `nil`.
    static func load(_ yaml: String, firstLine: Int) -> Result<YAMLNode?, SyntaxError> {
        if let plain = SimpleYAML.parse(yaml, firstLine: firstLine) { return .success(plain) }
        // libyaml loses the end of a block scalar on a last line without a line break
        // (`key: |` then `  x` then three blanks and the end of the file): YAML reads the
        // text as if the break were there.
        let ended = yaml.isEmpty || yaml.hasSuffix("\n") ? yaml : yaml + "\n"
        return loadWithYams(ended, firstLine: firstLine)
    }

    /// Parses `yaml` with Yams, whatever its shape (`load` tries a faster reader first).
    static func loadWithYams(_ yaml: String, firstLine: Int) -> Result<YAMLNode?, SyntaxError> {
        if let tooDeep = excessiveNesting(in: yaml) {
            return .failure(SyntaxError(line: tooDeep + firstLine - 1, column: 1,
                                        message: ToolText("yaml.tooDeep", ["levels": "\(maximumDepth)"])))
        }
        return composeWithYams(yaml, firstLine: firstLine)
    }

    /// Yams's reading of `yaml`, without the depth guard of `loadWithYams`: for text known
    /// not to nest deep. (The guard counts every `[` and `{`, even those inside a value; the
    /// differential fuzz target compares SimpleYAML with this, Yams's own answer.)
    static func composeWithYams(_ yaml: String, firstLine: Int) -> Result<YAMLNode?, SyntaxError> {
        if let problem = YAMLStrictness.directiveProblem(in: yaml) {
            return .failure(syntaxError(problem, lineOffset: firstLine - 1))
        }
        do {
            // Types come from how a scalar is written (see `YAMLNode.ScalarStyle`), never from
            // Yams's tags, so the basic resolver spares a regular expression per scalar; UTF-8
            // is named so that Yams does not consult the environment for every document.
            guard let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else { return .success(nil) }
            if let problem = YAMLStrictness.problem(in: yaml, root: node) {
                return .failure(syntaxError(problem, lineOffset: firstLine - 1))
            }
            var budget = maximumNodes
            return .success(try convert(node, lineOffset: firstLine - 1, budget: &budget))
        } catch is TooManyNodes {
            return .failure(SyntaxError(line: firstLine, column: 1,
                                        message: ToolText("yaml.tooMany", ["values": "\(maximumNodes)"])))
        } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
            let mark = context.mark
            guard let key = keys.first, key != unnamedKey else {
                // A list or map used as a key, which Yams does not name: written out from the text.
                let text = ComplexKey.text(in: yaml, line: mark.line, column: mark.column)
                return .failure(SyntaxError(line: mark.line + firstLine - 1, column: mark.column,
                                            message: ToolText("yaml.keyTwice", ["key": text]), duplicateKey: text))
            }
            return .failure(duplicateKeyError(key, first: mark, in: yaml, lineOffset: firstLine - 1))
        } catch YamlError.scanner(let context?, TabbedBlockScalar.problem, _, _) {
            guard let retold = TabbedBlockScalar.withIndentation(yaml, header: context.mark.line, column: context.mark.column) else {
                return .failure(SyntaxError(line: context.mark.line + firstLine - 1, column: context.mark.column,
                                            message: LibYAMLProblem.text(TabbedBlockScalar.problem)))
            }
            return composeWithYams(retold, firstLine: firstLine)
        } catch let error as YamlError {
            return .failure(syntaxError(error, lineOffset: firstLine - 1))
        } catch {
            return .failure(SyntaxError(line: firstLine, column: 1, message: LibYAMLProblem.text("\(error)")))
        }
    }

    private static func convert(_ node: Node, lineOffset: Int, budget: inout Int) throws -> YAMLNode {
        budget -= 1
        if budget < 0 { throw TooManyNodes() }
        let line = (node.mark?.line ?? 1) + lineOffset
        let column = node.mark?.column ?? 1
        switch node {
        case .scalar(let scalar):
            let style: YAMLNode.ScalarStyle
            switch scalar.style {
            case .plain, .any: style = .plain
            case .singleQuoted, .doubleQuoted: style = .quoted
            case .literal, .folded: style = .block
            }
            return YAMLNode(content: .scalar(scalar.string, style), line: line, column: column)
        case .sequence(let sequence):
            let items = try sequence.map { try convert($0, lineOffset: lineOffset, budget: &budget) }
            return YAMLNode(content: .sequence(items), line: line, column: column)
        case .mapping(let mapping):
            let pairs = try mapping.map {
                YAMLPair(key: try convert($0.key, lineOffset: lineOffset, budget: &budget),
                         value: try convert($0.value, lineOffset: lineOffset, budget: &budget))
            }
            return YAMLNode(content: .mapping(pairs), line: line, column: column)
        case .alias:
            return YAMLNode(content: .scalar("", .plain), line: line, column: column)
        }
    }

    private static func syntaxError(_ error: YamlError, lineOffset: Int) -> SyntaxError {
        switch error {
        case .scanner(let context, let problem, let mark, let yaml),
             .parser(let context, let problem, let mark, let yaml),
             .composer(let context, let problem, let mark, let yaml):
            if context?.text == secondDocument || (problem == missingDocumentStart && followsDocumentEnd(mark.line, in: yaml)) {
                return SyntaxError(line: mark.line + lineOffset, column: mark.column,
                                   message: ToolText("yaml.secondDocument"), hint: ToolText("yaml.secondDocument.hint"))
            }
            return SyntaxError(line: mark.line + lineOffset, column: mark.column,
                               message: LibYAMLProblem.text(problem, context: context?.text))
        case .reader(let problem, let offset, _, let yaml):
            // The reader counts bytes: the line and column are those of the byte it stopped at.
            let before = yaml.utf8.prefix(offset ?? 0)
            let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: 0x0A).map { before.index(after: $0) } ?? before.startIndex
            let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
            return SyntaxError(line: line + lineOffset, column: column, message: LibYAMLProblem.text(problem))
        default:
            return SyntaxError(line: lineOffset + 1, column: 1, message: LibYAMLProblem.text("\(error)"))
        }
    }

    private static func syntaxError(_ problem: YAMLStrictness.Problem, lineOffset: Int) -> SyntaxError {
        SyntaxError(line: problem.line + lineOffset, column: problem.column, message: problem.message, hint: problem.hint)
    }

    /// Places a duplicate key on its second occurrence: the first key of the map (the one at
    /// `first`) to come again in reading order, or else the next line after `first` that
    /// writes `key` at the same indentation. A repeat inside a list entry that looks like two
    /// entries run together is said to be a missing `- ` line.
    private static func duplicateKeyError(_ key: String, first: Mark, in yaml: String, lineOffset: Int) -> SyntaxError {
        if let repeated = RepeatedKey.find(in: yaml, line: first.line, column: first.column) {
            let line = repeated.line + lineOffset
            guard let entry = repeated.entry else {
                return SyntaxError(line: line, column: repeated.column, message: ToolText("yaml.keyTwice", ["key": repeated.key]),
                                   duplicateKey: repeated.key)
            }
            let values = ["key": repeated.key, "line": "\(line)", "rewrite": repeated.asEntryStart]
            let entryName = ToolText("yaml.entry.\(entry)")
            if repeated.looksLikeTwoEntries {
                return SyntaxError(line: line, column: repeated.column,
                                   message: ToolText("yaml.keyTwiceInEntry.missingDash", values, texts: ["entry": entryName]),
                                   duplicateKey: repeated.key,
                                   hint: ToolText("yaml.keyTwiceInEntry.missingDash.hint", values, texts: ["entry": entryName]))
            }
            return SyntaxError(line: line, column: repeated.column,
                               message: ToolText("yaml.keyTwiceInEntry", values, texts: ["entry": entryName]), duplicateKey: repeated.key,
                               hint: ToolText("yaml.keyTwiceInEntry.hint", values, texts: ["entry": entryName]))
        }
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let indentation = String(repeating: " ", count: max(0, first.column - 1))
        var line = first.line
        for index in first.line..<lines.count {
            let text = lines[index]
            let afterIndent = text.hasPrefix(indentation) ? text.dropFirst(indentation.count) : ""
            let bare = afterIndent.hasPrefix("- ") ? afterIndent.dropFirst(2) : afterIndent
            if bare.hasPrefix(key + ":") || bare.hasPrefix("\"\(key)\":") || bare.hasPrefix("'\(key)':") {
                line = index + 1
                break
            }
        }
        return SyntaxError(line: line + lineOffset, column: first.column, message: ToolText("yaml.keyTwice", ["key": key]),
                           duplicateKey: key)
    }

    /// The 1-based line (within `yaml`) where flow brackets or indentation nest too deep.
    private static func excessiveNesting(in yaml: String) -> Int? {
        var depth = 0
        var line = 1
        var atLineStart = true
        var indentation = 0
        for byte in yaml.utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                atLineStart = true
                indentation = 0
                continue
            case UInt8(ascii: " ") where atLineStart, UInt8(ascii: "-") where atLineStart,
                 UInt8(ascii: "?") where atLineStart, UInt8(ascii: ":") where atLineStart,
                 UInt8(ascii: "\t") where atLineStart:
                // Indentation and block indicators (`- - - x` nests three lists on one line).
                indentation += 1
                if indentation > maximumDepth * 8 { return line }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { return line }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
            atLineStart = false
        }
        return nil
    }
}
