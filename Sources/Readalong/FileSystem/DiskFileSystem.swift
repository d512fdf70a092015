import Foundation

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

    private func absolute(_ path: String) -> String {
        path.isEmpty ? root : root + "/" + path
    }

    public func entries(of directory: String) throws -> [DirectoryEntry]? {
        let path = absolute(directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw FileSystemError(path: directory, reason: error.localizedDescription)
        }
        return names.sorted().map { name in
            DirectoryEntry(name: name, kind: kind(of: path + "/" + name))
        }
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

    public func contents(of file: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: absolute(file)) else {
            throw FileSystemError(path: file, reason: "the file cannot be opened")
        }
        return [UInt8](data)
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
