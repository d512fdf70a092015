/// A translation as written: the texts of one original in another of the site's
/// languages. Only the keys its kind may translate are read (see `TranslationKind`);
/// everything else is a fact of the original.
public struct Translation: Sendable {
    /// A translated note of a list's entry or a pick's candidate, matched by book slug.
    public struct Note: Sendable {
        public let book: Located<String>
        public let note: String
    }

    public let file: TranslationFile
    /// The day it was last brought up to date with its original (`translated:`).
    public let translated: Located<LocalDate>?
    public let title: String?
    public let subtitle: String?
    public let description: String?
    /// The site's footer (`site.<tag>.yml`).
    public let footer: MarkdownSource?
    /// Notes of list entries or pick candidates.
    public let notes: [Note]
    /// Texts of schedule events, by event id.
    public let events: [TranslatedEvent]
    /// The Markdown body; empty for YAML files and for a translation that leaves it out.
    public let body: MarkdownSource

    public var kind: TranslationKind { file.kind }
    public var language: String { file.language }
    public var path: String { file.path }
}
