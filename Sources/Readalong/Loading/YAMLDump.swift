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
        var object: [String: Any] = ["file": path]
        let log = DiagnosticLog()
        switch SourceText.decode(bytes) {
        case .invalid(let line, let column, _):
            object["error"] = ["code": DiagnosticCode.invalidUTF8.id, "line": line, "column": column, "message": "invalid UTF-8"]
        case .text(let text):
            let document = SourceDocument.parse(path, text: text, log: log)
            if let error = log.entries.first(where: { $0.severity == .error }) {
                object["error"] = ["code": error.code.id, "line": error.location.line, "column": error.location.column,
                                   "message": error.message]
            } else {
                object["value"] = document?.yaml.map(value) ?? NSNull()
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func value(_ node: YAMLNode) -> [String: Any] {
        var object: [String: Any] = ["line": node.line, "column": node.column]
        switch node.content {
        case .scalar(let text, let style):
            object["scalar"] = text
            object["style"] = switch style {
            case .plain: "plain"
            case .quoted: "quoted"
            case .block: "block"
            }
        case .sequence(let items):
            object["list"] = items.map(value)
        case .mapping(let pairs):
            object["map"] = pairs.map { [value($0.key), value($0.value)] }
        }
        return object
    }
}
