/// Markdown source text and the file line it starts on, so links inside it can be placed.
public struct MarkdownSource: Hashable, Sendable {
    /// The Markdown.
    public let text: String
    /// The file holding it.
    public let path: String
    /// The 1-based line of the file where `text` starts.
    public let firstLine: Int

    /// Creates a Markdown source.
    public init(text: String, path: String, firstLine: Int) {
        self.text = text
        self.path = path
        self.firstLine = firstLine
    }
}
