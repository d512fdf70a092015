import Foundation

/// A fingerprint of the running `publish` itself: its executable, the Markdown library it
/// links, and its built-in templates, theme and strings. A new version, or a rebuilt one,
/// never reuses pages made by another.
enum ToolIdentity {
    /// The fingerprint of this process's tool.
    static func current() -> ContentHash {
        var hasher = Hasher128()
        hasher.add(MarkdownParser.libraryVersion)
        var info = stat()
        if let executable = PlatformCalls.executablePath(), stat(executable, &info) == 0 {
            let modified = PlatformCalls.times(info).modified
            hasher.add(Int(info.st_size))
            hasher.add(Int(modified.tv_sec))
            hasher.add(Int(modified.tv_nsec))
            hasher.add(Int(info.st_ino))
        }
        if let root = Bundle.module.resourcePath, let walker = FileManager.default.enumerator(atPath: root) {
            var paths: [String] = []
            while let path = walker.nextObject() as? String { paths.append(path) }
            for path in paths.sorted() {
                hasher.add(path)
                if let data = FileManager.default.contents(atPath: root + "/" + path) { hasher.add(data) }
            }
        }
        return hasher.finish()
    }
}
