/// A content file read and split: its text, front matter tree and Markdown body.
struct SourceDocument {
    let path: String
    let text: String
    /// The front matter (or whole YAML file) as a tree; `nil` when empty.
    let yaml: YAMLNode?
    /// The Markdown after the front matter (empty for YAML files).
    let body: MarkdownSource

    /// Reads and decodes a file, reporting encoding, front-matter and YAML syntax problems.
    /// Gives `nil` when nothing more can be read from the file.
    static func load(_ path: String, from fileSystem: FileSystem, log: DiagnosticLog) throws -> (SourceDocument?, String?) {
        let bytes = try fileSystem.contents(of: path)
        switch SourceText.decode(bytes) {
        case .invalid(let line, let column, let offset):
            log.report(.invalidUTF8, at: SourceLocation(path: path, line: line, column: column),
                       ToolText("file.invalidUTF8", ["offset": "\(offset)"]), hint: ToolText("file.invalidUTF8.hint"))
            return (nil, nil)
        case .text(let text):
            return (parse(path, text: text, log: log), text)
        }
    }

    /// Splits and reads decoded `text` as the file at `path` (a `.yml` file is all YAML),
    /// reporting front-matter and YAML syntax problems; `nil` when nothing more can be read.
    static func parse(_ path: String, text: String, log: DiagnosticLog) -> SourceDocument? {
        if path.hasSuffix(".yml") {
            guard let yaml = loadYAML(text, firstLine: 1, path: path, log: log) else { return nil }
            return SourceDocument(path: path, text: text, yaml: yaml.node,
                                  body: MarkdownSource(text: "", path: path, firstLine: 1))
        }
        switch FrontMatter.split(text) {
        case .failure(.missing):
            log.report(.frontMatter, at: .file(path), ToolText("frontMatter.missing"), hint: ToolText("frontMatter.missing.hint"))
            return nil
        case .failure(.unterminated):
            log.report(.frontMatter, at: .file(path), ToolText("frontMatter.unclosed"), hint: ToolText("frontMatter.unclosed.hint"))
            return nil
        case .success(let split):
            guard let yaml = loadYAML(split.yaml, firstLine: split.yamlFirstLine, path: path, log: log) else { return nil }
            return SourceDocument(path: path, text: text, yaml: yaml.node,
                                  body: MarkdownSource(text: split.body, path: path, firstLine: split.bodyFirstLine))
        }
    }

    private struct Loaded { let node: YAMLNode? }

    private static func loadYAML(_ yaml: String, firstLine: Int, path: String, log: DiagnosticLog) -> Loaded? {
        switch YAMLLoader.load(yaml, firstLine: firstLine) {
        case .success(let node):
            return Loaded(node: node)
        case .failure(let error) where error.duplicateKey != nil:
            log.report(.duplicateKey, at: SourceLocation(path: path, line: error.line, column: error.column), error.message,
                       hint: ToolText("yaml.keyTwice.stops", texts: ["fix": error.hint ?? ToolText("yaml.keyTwice.hint")]))
            return nil
        case .failure(let error):
            if let tab = YAMLTab.indenting(yaml, firstLine: firstLine, near: error.line) {
                log.report(.malformedYAML, at: SourceLocation(path: path, line: tab.line, column: tab.column),
                           ToolText("yaml.tab"), hint: ToolText("yaml.tab.hint"))
                return nil
            }
            log.report(.malformedYAML, at: SourceLocation(path: path, line: error.line, column: error.column),
                       ToolText("yaml.syntax", texts: ["problem": error.message]),
                       hint: error.hint ?? ToolText("yaml.syntax.hint"))
            return nil
        }
    }

    /// Where missing keys are reported: the first line of the file.
    var start: SourceLocation { .file(path) }
}
