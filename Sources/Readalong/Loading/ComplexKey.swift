import Foundation
import Yams

/// A key that is a list or a map (`[a, b]: x`, or `? - a` in block style), written out for a
/// message: Yams names such a key only as `<uncovertable>`.
enum ComplexKey {
    /// The key written at `line`, `column` (1-based within `yaml`, columns in Unicode
    /// scalars), as a one-line flow value with anchors and aliases resolved (`[a, b]`); the
    /// source text from there to the end of the line when it cannot be read on its own.
    static func text(in yaml: String, line: Int, column: Int) -> String {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1) else { return "?" }
        let rest = String(String.UnicodeScalarView(lines[line - 1].unicodeScalars.dropFirst(column - 1)))
        let source = flowCollection(at: rest) ?? rest.trimmingCharacters(in: .whitespaces)
        guard let node = try? Yams.compose(yaml: source, .basic) else { return source }
        return flowText(node)
    }

    /// The text up to the bracket that closes the first `[` or `{` of `text` (anchors and tags
    /// may come before it), quotes respected; `nil` when `text` holds no closed collection.
    private static func flowCollection(at text: String) -> String? {
        var depth = 0
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "[", "{": depth += 1
            case "]", "}":
                depth -= 1
                if depth == 0 { return String(text[...index]) }
            default: break
            }
        }
        return nil
    }

    private static func flowText(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string
        case .sequence(let items): return "[" + items.map(flowText).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { flowText($0.key) + ": " + flowText($0.value) }.joined(separator: ", ") + "}"
        case .alias: return "*"
        }
    }
}
