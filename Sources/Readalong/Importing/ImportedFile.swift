/// A file an import creates: where it goes under the site root, and its text.
public struct ImportedFile: Hashable, Sendable {
    /// Path relative to the site root, always under `content/` (`content/books/nada.md`).
    public let path: String
    /// The whole file, UTF-8, ending with a newline.
    public let text: String

    /// Creates a file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
