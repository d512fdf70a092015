import Foundation

/// Every image file of a site, looked at once before the rules run (in parallel): whether
/// it stays inside `content/` once links are followed, whether an SVG could run code, and
/// what its header says (format and size, or why it cannot be published). The image rules
/// read these findings and open nothing themselves. An image whose bytes the last run
/// checked (`ImageCheckMemory`) is not opened again.
struct ImageProbes: Sendable {
    /// What was found about one file.
    struct Finding: Sendable {
        /// The file, links followed, is inside `content/`.
        let insideSite: Bool
        /// An SVG inside the site with scripts, event handlers, embedded HTML or
        /// `javascript:` links.
        let activeSVG: Bool
        /// The key its outcome is remembered by (none when the file could not be read).
        let key: ImageCheckCache.Key?
        let outcome: Result<ImageHeader, ImageProbe.Failure>
    }

    private let findings: [String: Finding]

    /// Looks at every image file and photo asset of the inventory but links out of the site.
    static func probe(_ inventory: ContentInventory, fileSystem: FileSystem, memory: ImageCheckMemory) -> ImageProbes {
        let paths = inventory.files.union(inventory.assets)
            .filter { (ContentInventory.isImage($0) || AssetPhotos.isPhoto($0)) && !inventory.outsideLinks.contains($0) }
            .sorted()
        if !paths.isEmpty { Vips.prepare() }
        let found = paths.parallelMap { path -> Finding in
            defer { Vips.threadDone() }
            return finding(at: path, fileSystem: fileSystem, memory: memory)
        }
        return ImageProbes(findings: Dictionary(uniqueKeysWithValues: zip(paths, found)))
    }

    /// What was found about the file at `path`; `nil` for a file that is not an image of the site.
    subscript(path: String) -> Finding? { findings[path] }

    /// Every outcome, by the key it is remembered by: the next run's memory.
    var checks: ImageCheckCache {
        var checks = ImageCheckCache()
        for finding in findings.values {
            if let key = finding.key { checks.entries[key] = finding.outcome }
        }
        return checks
    }

    private static func finding(at path: String, fileSystem: FileSystem, memory: ImageCheckMemory) -> Finding {
        let inside = fileSystem.resolves(path, inside: "content")
        var active = false
        if inside, path.lowercased().hasSuffix(".svg"), let bytes = try? fileSystem.contents(of: path) {
            active = isActive(svg: bytes)
        }
        let (key, outcome) = look(at: path, fileSystem: fileSystem, memory: memory)
        return Finding(insideSite: inside, activeSVG: active, key: key, outcome: outcome)
    }

    private static func look(at path: String, fileSystem: FileSystem, memory: ImageCheckMemory)
        -> (ImageCheckCache.Key?, Result<ImageHeader, ImageProbe.Failure>) {
        let ext = ImageProbe.fileExtension(of: path).lowercased()
        if let hash = memory.hashes[path], let known = memory.cache.entries[ImageCheckCache.Key(hash: hash, fileExtension: ext)] {
            return (ImageCheckCache.Key(hash: hash, fileExtension: ext), known)
        }
        guard let bytes = try? fileSystem.contents(of: path) else { return (nil, .failure(.unreadable)) }
        let key = ImageCheckCache.Key(hash: ContentHash(bytes), fileExtension: ext)
        if ext == "svg" {
            let size = SVGSize.declared(in: bytes)
            return (key, .success(ImageHeader(format: .svg, width: size?.width ?? 0, height: size?.height ?? 0, hasAlpha: true)))
        }
        return (key, memory.cache.entries[key] ?? ImageProbe.check(bytes, extension: ext))
    }

    /// Whether an SVG could run code when opened on its own: scripts, `on…=` handlers,
    /// embedded HTML, or `javascript:` links.
    static func isActive(svg bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        if text.contains("<script") || text.contains("<foreignobject") || text.contains("javascript:") { return true }
        return text.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) != nil
    }
}
