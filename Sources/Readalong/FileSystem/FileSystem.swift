/// The files of one site, addressed by paths relative to the site root (`content/books/x.md`).
///
/// The pipeline reads content only through this protocol, so tests can build whole sites in
/// memory and the command line can read them from disk.
public protocol FileSystem: Sendable {
    /// The entries of a folder, or `nil` when the path is not a folder.
    func entries(of directory: String) throws -> [DirectoryEntry]?
    /// The bytes of a file.
    func contents(of file: String) throws -> [UInt8]
    /// Whether `path`, after following symbolic links, still lies inside `directory`.
    func resolves(_ path: String, inside directory: String) -> Bool
    /// The file's stamp, or `nil` where there is none (files in memory): such files are
    /// read each time their fingerprint is needed.
    func stamp(of file: String) -> FileStamp?
    /// When each of `paths` was last committed (seconds since the epoch), for the files
    /// the site's git history has; `nil` when the site is not in a git work tree.
    func lastCommits(of paths: [String]) -> [String: Int]?
}

extension FileSystem {
    /// No stamps unless the file system has them.
    public func stamp(of file: String) -> FileStamp? { nil }
    /// No history unless the file system has one.
    public func lastCommits(of paths: [String]) -> [String: Int]? { nil }
}

/// One entry of a folder listing.
public struct DirectoryEntry: Hashable, Sendable {
    /// What an entry is. A symbolic link to a file inside `content/` counts as a file; a
    /// link to a folder is `folderLink` and is never walked, so a link loop cannot trap
    /// discovery; a link to anything outside `content/` is `outsideLink` and never read.
    public enum Kind: Sendable { case file, directory, folderLink, outsideLink }

    /// The entry's name, without its folder.
    public let name: String
    /// File or folder.
    public let kind: Kind

    /// Creates an entry.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// A file system failure that is not a content problem (permissions, vanished files).
public struct FileSystemError: Error, CustomStringConvertible, Sendable {
    /// The path that could not be read.
    public let path: String
    /// What went wrong.
    public let reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot read \(path): \(reason)" }
}
