/// A file an import creates: where it goes under the site root, and its bytes.
public struct ImportedFile: Hashable, Sendable {
    /// Path relative to the site root, always under `content/` (`content/books/nada.md`).
    public let path: String
    /// The whole file: UTF-8 text ending with a newline, or an image.
    public let bytes: [UInt8]

    /// Creates a text file.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Creates a file of any bytes (a cover image).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file as text (for the text files of an import).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
