import Foundation

/// The interface strings of the site in Catalan, Spanish or English, chosen by the site's
/// language (a regional tag such as `es-MX` uses its language's strings).
struct UIStrings: Sendable {
    /// The strings of the chosen language, by dotted key (`room.host`).
    let flat: [String: String]
    /// The same strings nested at the dots, as templates read them (`{{t.room.host}}`);
    /// converted once, as every page shares it.
    let table: TemplateValue

    init(languageTag: String) {
        let primary = LanguageTag.primaryLanguage(of: languageTag)
        var table = Self.load("en")
        if primary != "en" {
            table.merge(Self.load(primary)) { _, new in new }
        }
        flat = table
        self.table = Self.nest(table)
    }

    subscript(key: String) -> String { flat[key] ?? key }

    /// A language's table from the built-in `strings/<language>.json` (English is complete
    /// and the fallback for any key another table lacks; `%@` marks where a value goes).
    static func load(_ language: String) -> [String: String] {
        guard let url = Bundle.module.url(forResource: language, withExtension: "json", subdirectory: "strings"),
              let data = try? Data(contentsOf: url),
              let table = try? JSONDecoder().decode([String: String].self, from: data) else { return [:] }
        return table
    }

    /// The strings nested at their first dot, the rest of the key below it; a key that is
    /// both a string and the start of longer keys (`a` and `a.b`) keeps the group.
    private static func nest(_ flat: [String: String]) -> TemplateValue {
        var groups: [String: [String: String]] = [:]
        var result: [String: TemplateValue] = [:]
        for (key, value) in flat {
            if let dot = key.firstIndex(of: ".") {
                groups[String(key[..<dot]), default: [:]][String(key[key.index(after: dot)...])] = value
            } else {
                result[key] = .text(value)
            }
        }
        for (group, values) in groups { result[group] = nest(values) }
        return .map(TemplateMap(result))
    }

    /// A string with `%@` replaced by `value`.
    func format(_ key: String, _ value: String) -> String {
        ByteSearch.replacing("%@", with: value, in: self[key])
    }

    /// A string with `%1$@`, `%2$@`… replaced by `values` in order, for a translation that
    /// may put them in another order.
    func format(_ key: String, numbered values: [String]) -> String {
        values.enumerated().reduce(self[key]) { text, value in
            text.replacingOccurrences(of: "%\(value.offset + 1)$@", with: value.element)
        }
    }

    /// `1 member`, `3 members`: `<noun>.one` or `<noun>.other` with the number.
    func count(_ number: Int, _ noun: String) -> String {
        format(number == 1 ? "\(noun).one" : "\(noun).other", String(number))
    }
}
