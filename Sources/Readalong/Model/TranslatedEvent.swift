/// The translated texts of one schedule event (an `events:` entry of `schedule.<tag>.yml`),
/// matched to the original's event by id.
public struct TranslatedEvent: Sendable {
    /// The id of the original's event (written there, or its default id).
    public let id: Located<String>
    public let title: String?
    public let notes: MarkdownSource?
    /// A place, as text.
    public let location: String?
}
