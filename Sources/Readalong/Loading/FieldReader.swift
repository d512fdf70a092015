import Foundation

/// Reads the keys of one YAML map as typed values, reporting every problem it meets:
/// unknown keys, missing required keys, wrong types and malformed values.
///
/// Each accessor returns `nil` when the key is absent or its value was refused (after
/// reporting why), so parsers can go on and find the next problem.
final class FieldReader {
    let path: String
    let log: DiagnosticLog
    /// Where to report missing keys: the map itself, or the file's first line.
    let location: SourceLocation
    private var pairs: [String: YAMLPair] = [:]

    /// Reads `node` as a map with the given known keys. A `nil` node is an empty map; any
    /// other kind of value is reported and gives `nil`.
    init?(_ node: YAMLNode?, path: String, log: DiagnosticLog, what: ToolText, keys: [String], at location: SourceLocation) {
        self.path = path
        self.log = log
        self.location = location
        guard let node, !node.isNull else { return }
        guard case .mapping(let entries) = node.content else {
            log.report(.wrongType, at: node.location(in: path),
                       ToolText("field.notMap", texts: ["what": what, "found": node.kindDescription]))
            return nil
        }
        for pair in entries {
            let name = pair.name
            pairs[name] = pair
            if !keys.contains(name) {
                let hint = Suggestion.hint(for: name, in: keys)
                    ?? ToolText("field.unknownKey.hint", ["keys": keys.joined(separator: ", ")], texts: ["what": what])
                log.report(.unknownKey, at: pair.key.location(in: path),
                           ToolText("field.unknownKey", ["key": name], texts: ["what": what]), hint: hint)
            }
        }
    }

    /// Whether the key is written with a non-null value.
    func has(_ key: String) -> Bool {
        guard let value = pairs[key]?.value else { return false }
        return !value.isNull
    }

    /// The raw value of a key (nil when absent or null); reports a missing required key.
    func node(_ key: String, required: Bool = false) -> YAMLNode? {
        guard let pair = pairs[key], !pair.value.isNull else {
            if required {
                let hint = ToolText(pairs[key] == nil ? "field.missing.addLine" : "field.missing.addValue", ["key": key])
                log.report(.missingKey, at: pairs[key]?.key.location(in: path) ?? location,
                           ToolText("field.missing", ["key": key]), hint: hint)
            }
            return nil
        }
        return pair.value
    }

    /// The position of a key itself (for diagnostics about the key, not its value).
    func keyLocation(_ key: String) -> SourceLocation? {
        pairs[key]?.key.location(in: path)
    }

    func wrongType(_ node: YAMLNode, key: String, expected: ToolText, hint: ToolText? = nil) {
        log.report(.wrongType, at: node.location(in: path),
                   ToolText("field.wrongType", ["key": key], texts: ["expected": expected, "found": node.kindDescription]),
                   hint: hint)
    }

    // MARK: Scalars

    /// A text value, read from its source text whatever YAML type it would have.
    func text(_ key: String, required: Bool = false) -> Located<String>? {
        guard let node = node(key, required: required) else { return nil }
        return Self.text(of: node, key: key, reader: self)
    }

    static func text(of node: YAMLNode, key: String, reader: FieldReader) -> Located<String>? {
        guard let text = node.scalarText else {
            reader.wrongType(node, key: key, expected: ToolText("kind.text"))
            return nil
        }
        // Most values start and end with a visible ASCII character: nothing to trim.
        let visible: (UInt8?) -> Bool = { byte in byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
        let trimmed = visible(text.utf8.first) && visible(text.utf8.last)
            ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            reader.log.report(.missingKey, at: node.location(in: reader.path), ToolText("field.empty", ["key": key]),
                              hint: ToolText("field.empty.hint"))
            return nil
        }
        return Located(node.content.isBlock ? oneLineBlock(text) : trimmed, at: node.location(in: reader.path))
    }

    /// A block scalar's text without its final line break when it holds a single line: YAML
    /// keeps that break (`avatar: >` then `foto.jpg` reads `foto.jpg` and a newline), which
    /// no one-line value (a path, a date, a name) means. Text over several lines is kept.
    private static func oneLineBlock(_ text: String) -> String {
        guard text.hasSuffix("\n") else { return text }
        let line = text.dropLast()
        return line.contains("\n") ? text : String(line)
    }

    /// A whole number written without quotes.
    func integer(_ key: String, required: Bool = false, minimum: Int? = nil, maximum: Int? = nil) -> Located<Int>? {
        guard let node = node(key, required: required) else { return nil }
        return Self.integer(of: node, key: key, minimum: minimum, maximum: maximum, reader: self)
    }

    static func integer(of node: YAMLNode, key: String, minimum: Int?, maximum: Int?, reader: FieldReader) -> Located<Int>? {
        guard case .scalar(let text, .plain) = node.content, let value = Int(text) else {
            reader.wrongType(node, key: key, expected: ToolText("kind.wholeNumber"))
            return nil
        }
        let location = node.location(in: reader.path)
        if let minimum, value < minimum {
            reader.log.report(.outOfRange, at: location,
                              ToolText("field.belowMinimum", ["key": key, "minimum": "\(minimum)", "value": "\(value)"]))
            return nil
        }
        if let maximum, value > maximum {
            reader.log.report(.outOfRange, at: location,
                              ToolText("field.aboveMaximum", ["key": key, "maximum": "\(maximum)", "value": "\(value)"]))
            return nil
        }
        return Located(value, at: location)
    }

    /// `true` or `false`; `hint` says what to write instead of another value.
    func boolean(_ key: String, hint: ToolText? = nil) -> Located<Bool>? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, .plain) = node.content, ["true", "false"].contains(text.lowercased()) else {
            wrongType(node, key: key, expected: ToolText("kind.trueOrFalse"), hint: hint)
            return nil
        }
        return Located(text.lowercased() == "true", at: node.location(in: path))
    }

    /// One of a fixed set of words.
    func choice(_ key: String, among options: [String]) -> Located<String>? {
        guard let value = text(key) else { return nil }
        guard options.contains(value.value) else {
            let list = options.joined(separator: ", ")
            let hint = Suggestion.hint(for: value.value, in: options) ?? ToolText("field.choice.hint", ["options": list])
            log.report(.invalidValue, at: value.location,
                       ToolText("field.choice", ["key": key, "options": list, "value": value.value]), hint: hint)
            return nil
        }
        return value
    }

    // MARK: Collections

    /// A list of text values.
    func textList(_ key: String) -> [Located<String>]? {
        guard let node = node(key) else { return nil }
        guard case .sequence(let items) = node.content else {
            wrongType(node, key: key, expected: ToolText("kind.list"), hint: ToolText("field.list.hint", ["key": key]))
            return nil
        }
        return items.compactMap { Self.text(of: $0, key: key, reader: self) }
    }

    /// A map with text keys; values are handed back raw for the caller to read.
    func map(_ key: String) -> [(key: Located<String>, value: YAMLNode)]? {
        guard let node = node(key) else { return nil }
        guard case .mapping(let entries) = node.content else {
            wrongType(node, key: key, expected: ToolText("kind.nameValueMap"))
            return nil
        }
        return entries.map { (Located($0.name, at: $0.key.location(in: path)), $0.value) }
    }

    /// A list of maps; each item is handed back raw for the caller to read.
    func list(_ key: String, required: Bool = false) -> [YAMLNode]? {
        guard let node = node(key, required: required) else { return nil }
        guard case .sequence(let items) = node.content else {
            wrongType(node, key: key, expected: ToolText("kind.entryList"))
            return nil
        }
        return items
    }
}

extension YAMLNode.Content {
    var isBlock: Bool {
        if case .scalar(_, .block) = self { return true }
        return false
    }
}
