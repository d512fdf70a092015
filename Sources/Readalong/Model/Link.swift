/// A named outside link (`links:` of books and members), its URL already checked.
public struct Link: Hashable, Sendable {
    /// The label, e.g. `Wikipedia`.
    public let name: String
    /// An http, https or mailto URL.
    public let url: String
}
