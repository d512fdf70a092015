import Mustache

/// How `{{value}}` is escaped in every template: `<`, `>`, `&`, `"` and `'` become
/// entities, decided on Unicode scalars.
///
/// swift-mustache's own escaper looks characters up one grapheme at a time, which made
/// escaping a tenth of a build, and it leaves a quote alone when a combining mark follows
/// it (`"` + U+0301 is one grapheme), which would let such a value close an attribute.
/// Templates select this escaper with a `CONTENT_TYPE` line the library adds to each one.
struct HTMLEscaping: MustacheContentType {
    /// The name it is registered under.
    static let name = "READALONG_HTML"
    /// The line put before every template's text.
    static let pragma = "{{% CONTENT_TYPE: \(name) }}\n"

    func escapeText(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        return TextEscaping.escape(text) { scalar in
            switch scalar {
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }
}
