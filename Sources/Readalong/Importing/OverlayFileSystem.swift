/// A site with some files added in memory on top of another file system: the site as it
/// will be once an import has written its files.
struct OverlayFileSystem: FileSystem {
    let base: FileSystem
    /// Added files by site-relative path; they win over files of the base.
    let added: [String: [UInt8]]

    init(base: FileSystem, adding files: [ImportedFile]) {
        self.base = base
        self.added = Dictionary(files.map { ($0.path, Array($0.text.utf8)) }, uniquingKeysWith: { _, last in last })
    }

    func entries(of directory: String) throws -> [DirectoryEntry]? {
        let prefix = directory.isEmpty ? "" : directory + "/"
        let listed = try base.entries(of: directory)
        var kinds: [String: DirectoryEntry.Kind] = [:]
        for entry in listed ?? [] { kinds[entry.name] = entry.kind }
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
        try added[file] ?? base.contents(of: file)
    }

    func resolves(_ path: String, inside directory: String) -> Bool {
        added[path] != nil ? path.hasPrefix(directory + "/") : base.resolves(path, inside: directory)
    }
}
