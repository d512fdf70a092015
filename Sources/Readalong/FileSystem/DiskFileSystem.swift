import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A site on disk, rooted at a folder that holds `content/`.
public struct DiskFileSystem: FileSystem {
    /// Absolute path of the site root.
    public let root: String

    /// Creates a file system for the site at `root` (relative paths are taken from the
    /// current directory).
    public init(root: String) {
        let url = URL(fileURLWithPath: root).standardizedFileURL
        self.root = url.path
    }

    /// What the git work tree the site is in says (see `GitHistory`).
    public func lastCommits(of paths: [String]) -> [String: Int]? {
        GitHistory.lastCommits(of: paths, root: root)
    }

    private func absolute(_ path: String) -> String {
        path.isEmpty ? root : root + "/" + path
    }

    /// Lists a folder with `readdir`, whose entry types spare a `stat` per plain file or
    /// folder; links (and file systems that do not report types) are looked at closely.
    public func entries(of directory: String) throws -> [DirectoryEntry]? {
        let path = absolute(directory)
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        guard let listing = DirectoryReader.entries(of: path) else {
            throw FileSystemError(path: directory, reason: String(cString: strerror(errno)))
        }
        let entries = listing.map { entry -> DirectoryEntry in
            switch entry.kind {
            case .file: DirectoryEntry(name: entry.name, kind: .file)
            case .folder: DirectoryEntry(name: entry.name, kind: .directory)
            case .other: DirectoryEntry(name: entry.name, kind: kind(of: path + "/" + entry.name))
            }
        }
        return entries.sorted { $0.name < $1.name }
    }

    private func kind(of path: String) -> DirectoryEntry.Kind {
        var linkInfo = stat()
        guard lstat(path, &linkInfo) == 0 else { return .file }
        let isLink = (linkInfo.st_mode & S_IFMT) == S_IFLNK
        if isLink {
            guard let target = realPath(path), let content = realPath(root + "/content"),
                  target == content || target.hasPrefix(content + "/") else { return .outsideLink }
        }
        var targetInfo = stat()
        guard stat(path, &targetInfo) == 0 else { return .file }
        guard (targetInfo.st_mode & S_IFMT) == S_IFDIR else { return .file }
        return isLink ? .folderLink : .directory
    }

    /// Reads a whole file with plain system calls (Foundation's reader costs more than the
    /// read itself on small files). Only regular files are read: a named pipe or a device
    /// under `content/` would otherwise block the build forever.
    public func contents(of file: String) throws -> [UInt8] {
        let descriptor = open(absolute(file), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: file, reason: "the file cannot be opened") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileSystemError(path: file, reason: "the file cannot be read") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileSystemError(path: file, reason: "it is not a regular file") }
        // One byte more than the size, so that the end shows as a read of nothing.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += repeatElement(0, count: max(bytes.count, 4096)) }
            let count = bytes.withUnsafeMutableBytes { PlatformCalls.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(path: file, reason: "the file cannot be read")
            }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// The stamp of the file a path names (links followed, as reading does).
    public func stamp(of file: String) -> FileStamp? {
        var info = stat()
        guard stat(absolute(file), &info) == 0 else { return nil }
        func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
        let times = PlatformCalls.times(info)
        return FileStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         modified: nanoseconds(times.modified), changed: nanoseconds(times.changed))
    }

    public func resolves(_ path: String, inside directory: String) -> Bool {
        guard let target = realPath(absolute(path)), let base = realPath(absolute(directory)) else {
            return false
        }
        return target.hasPrefix(base + "/")
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
