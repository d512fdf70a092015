import Foundation

/// Text written as a YAML value in front matter: as it is when YAML reads it back
/// unchanged, else in double quotes. The text holds no line breaks or control characters.
enum YAMLScalar {
    /// Punctuation a plain value may contain (after a first letter or digit).
    private static let plainPunctuation = Set(" .,;'’-()!?¿¡·«»…&/+")

    static func write(_ text: String) -> String {
        isPlain(text) ? text : Escaping.yamlDoubleQuoted(text)
    }

    private static func isPlain(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first.isNumber, text.last != " ",
              !["true", "false", "null", "yes", "no", "on", "off"].contains(text.lowercased()),
              Double(text) == nil else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || plainPunctuation.contains($0) }
    }
}
