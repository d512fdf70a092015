/// A site with some files added in memory on top of another file system, and some taken
/// away: the site as it will be once an import or a rename has written its files.
struct OverlayFileSystem: FileSystem {
    let base: FileSystem
    /// Added files by site-relative path; they win over files of the base.
    let added: [String: [UInt8]]
    /// Files and folders of the base that are gone (a folder with everything in it).
    let removed: Set<String>

    init(base: FileSystem, adding files: [ImportedFile]) {
        self.init(base: base, adding: Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last }))
    }

    init(base: FileSystem, adding files: [String: [UInt8]], removing: Set<String> = []) {
        self.base = base
        self.added = files
        self.removed = removing
    }

    func lastCommits(of paths: [String]) -> [String: Int]? {
        base.lastCommits(of: paths)
    }

    private func isRemoved(_ path: String) -> Bool {
        var current = Substring(path)
        while !current.isEmpty {
            if removed.contains(String(current)) { return true }
            guard let slash = current.lastIndex(of: "/") else { return false }
            current = current[..<slash]
        }
        return false
    }

    func entries(of directory: String) throws -> [DirectoryEntry]? {
        let prefix = directory.isEmpty ? "" : directory + "/"
        let listed = isRemoved(directory) ? nil : try base.entries(of: directory)
        var kinds: [String: DirectoryEntry.Kind] = [:]
        for entry in listed ?? [] where !isRemoved(prefix + entry.name) { kinds[entry.name] = entry.kind }
        for path in added.keys where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                kinds[String(rest[..<slash])] = .directory
            } else {
                kinds[String(rest)] = .file
            }
        }
        if kinds.isEmpty, listed == nil { return nil }
        return kinds.keys.sorted().map { DirectoryEntry(name: $0, kind: kinds[$0]!) }
    }

    func contents(of file: String) throws -> [UInt8] {
        if let bytes = added[file] { return bytes }
        guard !isRemoved(file) else { throw FileSystemError(path: file, reason: "no such file") }
        return try base.contents(of: file)
    }

    func resolves(_ path: String, inside directory: String) -> Bool {
        added[path] != nil ? path.hasPrefix(directory + "/") : base.resolves(path, inside: directory)
    }
}
