/// A sentence of the tools, kept as a catalogue key and its values until the language of
/// the run is known, then written out in that language.
///
/// The catalogue's text for `key` names its values `%{name}`; a value is either plain text
/// (a file name, a slug, a number: the same in every language) or another sentence of the
/// catalogue, written in the same language.
public struct ToolText: Hashable, Sendable {
    /// The catalogue key, e.g. `key.unknown`.
    public let key: String
    /// Plain values by placeholder name.
    public let values: [String: String]
    /// Values that are sentences themselves, by placeholder name.
    public let texts: [String: ToolText]

    /// A sentence of the catalogue with its values.
    public init(_ key: String, _ values: [String: String] = [:], texts: [String: ToolText] = [:]) {
        self.key = key
        self.values = values
        self.texts = texts
    }

    /// Text from outside the tools (a library's own explanation), the same in every language.
    public static func verbatim(_ text: String) -> ToolText {
        ToolText("verbatim", ["text": text])
    }

    /// Sentences one per line, in order.
    public static func lines(_ texts: [ToolText]) -> ToolText {
        guard let first = texts.first else { return .verbatim("") }
        return texts.dropFirst().isEmpty ? first : ToolText("lines", texts: ["first": first, "rest": lines(Array(texts.dropFirst()))])
    }

    /// The sentence in `language`.
    public func rendered(in language: ToolLanguage) -> String {
        ToolCatalogue.of(language).render(self)
    }

    /// The sentence in English.
    public var english: String { rendered(in: .english) }
}
