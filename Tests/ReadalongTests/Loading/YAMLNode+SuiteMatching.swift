@testable import Readalong
import Yams

/// How the YAML suite's differential test compares Readalong's tree with the suite's JSON
/// and with Yams's own composition.
extension YAMLNode {
    /// Whether the tree means `json`. A plain scalar is read with the YAML 1.2 core schema
    /// (null, booleans, integers, decimals, `.inf`, `.nan`); a quoted or block one is text.
    func means(_ json: JSONValue) -> Bool {
        switch (content, json) {
        case (.scalar(let text, let style), _):
            return Self.scalar(text, plain: style == .plain, means: json)
        case (.sequence(let items), .array(let values)):
            return items.count == values.count && zip(items, values).allSatisfy { $0.means($1) }
        case (.mapping(let pairs), .object(let members)):
            return pairs.count == members.count && pairs.allSatisfy { pair in
                guard let text = pair.key.scalarText, let value = members[text] else { return false }
                return pair.value.means(value)
            }
        default:
            return false
        }
    }

    private static func scalar(_ text: String, plain: Bool, means json: JSONValue) -> Bool {
        switch json {
        case .string(let expected): return text == expected
        case .null: return plain && ["", "~", "null", "Null", "NULL"].contains(text)
        case .bool(let flag): return plain && (flag ? ["true", "True", "TRUE"] : ["false", "False", "FALSE"]).contains(text)
        case .integer(let number): return plain && (Int(text) == number || Self.number(text) == Double(number))
        case .decimal(let number): return plain && Self.number(text) == number
        case .array, .object: return false
        }
    }

    /// A plain scalar read as a core-schema number (octal `0o` and hexadecimal `0x` included).
    private static func number(_ text: String) -> Double? {
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        default: return Double(text)
        }
    }

    /// Whether the tree is Yams's composition `node`: the same scalars (text and how they are
    /// written), lists and maps, each at the same line and column.
    func isComposition(_ node: Node, firstLine: Int) -> Bool {
        guard line == (node.mark?.line ?? 1) + firstLine - 1, column == (node.mark?.column ?? 1) else { return false }
        switch (content, node) {
        case (.scalar(let text, let style), .scalar(let scalar)):
            let expected: ScalarStyle = switch scalar.style {
            case .plain, .any: .plain
            case .singleQuoted, .doubleQuoted: .quoted
            case .literal, .folded: .block
            }
            return text == scalar.string && style == expected
        case (.sequence(let items), .sequence(let sequence)):
            return items.count == sequence.count
                && zip(items, sequence).allSatisfy { $0.isComposition($1, firstLine: firstLine) }
        case (.mapping(let pairs), .mapping(let mapping)):
            return pairs.count == mapping.count && zip(pairs, mapping).allSatisfy {
                $0.key.isComposition($1.key, firstLine: firstLine) && $0.value.isComposition($1.value, firstLine: firstLine)
            }
        default:
            return false
        }
    }
}
