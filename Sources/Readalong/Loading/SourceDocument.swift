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
                       "invalid UTF-8 at byte offset \(offset)",
                       hint: "save the file as UTF-8 in your editor")
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
            log.report(.frontMatter, at: .file(path), "the file does not start with front matter",
                       hint: "begin the file with a line `---`, the YAML keys, then another `---` line")
            return nil
        case .failure(.unterminated):
            log.report(.frontMatter, at: .file(path), "the front matter is never closed",
                       hint: "add a line `---` after the last YAML key")
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
                       hint: (error.hint ?? "keep one of the two") + "; the file is not read further until then")
            return nil
        case .failure(let error):
            if let tab = YAMLTab.indenting(yaml, firstLine: firstLine, near: error.line) {
                log.report(.malformedYAML, at: SourceLocation(path: path, line: tab.line, column: tab.column),
                           "YAML syntax error: a tab at the start of this line; YAML indents with spaces only",
                           hint: "replace the tab with spaces (two for each level), lining the line up with the lines around it")
                return nil
            }
            log.report(.malformedYAML, at: SourceLocation(path: path, line: error.line, column: error.column),
                       "YAML syntax error: \(error.message)",
                       hint: error.hint
                           ?? "check the indentation, and put quotes around values that contain ': ' or start with [ { * & ! | > % @")
            return nil
        }
    }

    /// Where missing keys are reported: the first line of the file.
    var start: SourceLocation { .file(path) }
}
