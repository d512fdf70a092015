/// A site held in memory: the file system of tests and of fixtures written inline.
public struct InMemoryFileSystem: FileSystem {
    private let files: [String: [UInt8]]
    private let links: [String: String]

    /// Creates a site from `[path: text]`; `links` maps a path to the target of a symbolic
    /// link (site-relative, or absolute such as `/etc/passwd` for a target outside the site).
    public init(_ texts: [String: String], bytes: [String: [UInt8]] = [:], links: [String: String] = [:]) {
        var files = bytes
        for (path, text) in texts { files[path] = Array(text.utf8) }
        self.files = files
        self.links = links
    }

    public func entries(of directory: String) throws -> [DirectoryEntry]? {
        let prefix = directory.isEmpty ? "" : directory + "/"
        var kinds: [String: DirectoryEntry.Kind] = [:]
        for path in Array(files.keys) + Array(links.keys) where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                kinds[String(rest[..<slash])] = .directory
            } else if kinds[String(rest)] == nil {
                kinds[String(rest)] = .file
            }
        }
        if kinds.isEmpty && !directory.isEmpty { return nil }
        for (name, kind) in kinds where kind == .file && links[prefix + name] != nil && !resolve(prefix + name).hasPrefix("content/") {
            kinds[name] = .outsideLink
        }
        return kinds.keys.sorted().map { DirectoryEntry(name: $0, kind: kinds[$0]!) }
    }

    public func contents(of file: String) throws -> [UInt8] {
        if let bytes = files[resolve(file)] { return bytes }
        throw FileSystemError(path: file, reason: "no such file")
    }

    public func resolves(_ path: String, inside directory: String) -> Bool {
        let target = resolve(path)
        return files[target] != nil && target.hasPrefix(directory + "/")
    }

    private func resolve(_ path: String) -> String {
        var current = path
        var hops = 0
        while let next = links[current], hops < 16 {
            current = next
            hops += 1
        }
        return current
    }
}
