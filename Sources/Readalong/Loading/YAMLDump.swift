import Foundation

/// How Readalong reads the YAML of one content file, written out as JSON: the developer's
/// view behind `publish yaml-dump`, which the YAML quality gate compares with PyYAML.
public enum YAMLDump {
    /// One line of JSON for the file at `path` holding `bytes`, read as a content file of
    /// that name is (a `.yml` file is all YAML, a `.md` file has front matter):
    /// `{"file": …, "value": NODE}` or `{"file": …, "error": {"code", "line", "column",
    /// "message"}}`. A NODE is `null` for an empty file, else an object with its `line` and
    /// `column` and one of `scalar` (the text, with `style` plain, quoted or block), `list`
    /// (NODEs) or `map` (pairs of NODEs, as two-item lists).
    public static func json(path: String, bytes: [UInt8]) -> String {
        let log = DiagnosticLog()
        let dump: YAMLDumpFile
        switch SourceText.decode(bytes) {
        case .invalid(let line, let column, _):
            dump = YAMLDumpFile(file: path, outcome: .error(.init(code: DiagnosticCode.invalidUTF8.id, line: line,
                                                                  column: column, message: "invalid UTF-8")))
        case .text(let text):
            let document = SourceDocument.parse(path, text: text, log: log)
            if let error = log.entries.first(where: { $0.severity == .error }) {
                dump = YAMLDumpFile(file: path, outcome: .error(.init(code: error.code.id, line: error.location.line,
                                                                      column: error.location.column, message: error.message)))
            } else {
                dump = YAMLDumpFile(file: path, outcome: .value(document?.yaml))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(dump)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
