/// A place in a content file: a site-relative path and a 1-based line and column.
///
/// Columns count Unicode scalars, as YAML parsers and editors do.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Path relative to the site root, e.g. `content/books/solitud.md`.
    public let path: String
    /// 1-based line number.
    public let line: Int
    /// 1-based column number.
    public let column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that belong to the file as a whole.
    public static func file(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
