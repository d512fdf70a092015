import Foundation

/// The sentences of the tools in one language, read from the built-in
/// `tools/<language>.json`: a flat table from key to text, `%{name}` marking each value.
/// English is complete; a key another table lacks is written in English (a test keeps
/// every table complete).
public struct ToolCatalogue: Sendable {
    /// The texts of the language by key, as written in its file.
    public let entries: [String: String]
    private let fallback: [String: String]

    private init(_ language: ToolLanguage) {
        entries = Self.load(language)
        fallback = language == .english ? [:] : Self.load(.english)
    }

    private static let catalogues: [ToolLanguage: ToolCatalogue] = Dictionary(
        uniqueKeysWithValues: ToolLanguage.allCases.map { ($0, ToolCatalogue($0)) })

    /// The catalogue of `language`, read once per process.
    public static func of(_ language: ToolLanguage) -> ToolCatalogue {
        catalogues[language]!
    }

    /// The text of `key` with its values put in (the key itself when no table has it).
    public func render(_ text: ToolText) -> String {
        let template = entries[text.key] ?? fallback[text.key] ?? text.key
        return Self.fill(template) { name in
            text.values[name] ?? text.texts[name].map(render) ?? "%{\(name)}"
        }
    }

    /// The `%{name}` placeholders of a text, in order of appearance.
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        _ = fill(template) { name in
            names.append(name)
            return ""
        }
        return names
    }

    private static func fill(_ template: String, _ value: (String) -> String) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.range(of: "%{"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            result += rest[..<open.lowerBound]
            result += value(String(rest[open.upperBound..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func load(_ language: ToolLanguage) -> [String: String] {
        guard let url = Bundle.module.url(forResource: language.rawValue, withExtension: "json", subdirectory: "tools"),
              let data = try? Data(contentsOf: url),
              let table = try? JSONDecoder().decode([String: String].self, from: data) else { return [:] }
        return table
    }
}
