import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder beside `output/` where a build is written before it replaces `output/` in one
/// swap: a failed or interrupted build leaves the previous `output/` untouched.
///
/// The staging area `.output.staging/` keeps the tree of the build before last (`tree/`),
/// which the next build brings up to date (`TreeSync`) and exchanges with `output/` in one
/// `rename`, the manifest of both trees and the input cache. Folders are reused rather than
/// deleted and created again, which on a large site is most of the cost of writing. The
/// manifest names both folders by identity: one that does not match the folders on disk
/// speaks of other folders and is ignored.
public final class StagingArea: @unchecked Sendable {
    /// The folder the site is published to.
    public let output: String
    /// The staging area beside it.
    let area: String
    /// The tree being brought up to date.
    let tree: String
    private var manifestPath: String { area + "/manifest" }
    /// Where the fingerprints of the input files are kept between builds.
    var inputCache: String { area + "/inputs" }
    /// Where the digests of the chat search shards are kept between builds.
    var chatShardDigests: String { area + "/chat-shards" }
    /// Where what opening each image found is kept between builds.
    var imageChecks: String { area + "/image-checks" }
    /// Present while a build changes the tree: what the manifest says of the tree is void.
    private var changingMark: String { area + "/tree-changing" }
    /// Where the older tree waits during a swap without an atomic exchange.
    private var parked: String { area + "/parked" }

    /// The last build as a whole, when its manifest matches the folders on disk.
    let previousBuild: BuildManifest.Header?
    private let manifestText: String?
    /// The whole manifest of the last build (read on first use), when it matches the folders.
    private(set) lazy var lastManifest: BuildManifest? = manifestText.flatMap(BuildManifest.init(text:))
    /// Whether the last build stopped while changing the tree.
    let treeWasChanging: Bool

    /// Opens the staging area for `output` (an absolute path), laying it out or recovering
    /// it from an interrupted build, and reads what it knows of the last build.
    public init(output: String) throws {
        self.output = output
        var info = stat()
        if lstat(output, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            // Swapping folders would swap the link itself, and every other build would then
            // write into the folder it points to while that folder is being served.
            throw FileSystemError(path: output, reason: "output/ is a symbolic link; builds replace output/ as a whole, "
                                  + "so point the web server (or a link of your own) at output/ instead")
        }
        let parent = (output as NSString).deletingLastPathComponent
        area = parent + "/." + (output as NSString).lastPathComponent + ".staging"
        tree = area + "/tree"
        let manager = FileManager.default
        // A build stopped in the middle of a swap leaves the published tree parked.
        if !manager.fileExists(atPath: output), manager.fileExists(atPath: area + "/parked") {
            try manager.moveItem(atPath: area + "/parked", toPath: output)
        }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: area, isDirectory: &isFolder), !isFolder.boolValue || !manager.fileExists(atPath: tree) {
            // Not a staging area of this layout (an older version's, or a stray file).
            try? manager.removeItem(atPath: area)
        }
        try manager.createDirectory(atPath: tree, withIntermediateDirectories: true)
        let text = try? String(contentsOfFile: area + "/manifest", encoding: .utf8)
        // A build stopped while changing the tree: the manifest still speaks for `output/`.
        treeWasChanging = manager.fileExists(atPath: area + "/tree-changing")
        let header = text.flatMap(BuildManifest.header(of:))
        if let header, header.outputFolder == Self.identity(output), header.treeFolder == Self.identity(tree) {
            previousBuild = header
            manifestText = text
        } else {
            previousBuild = nil
            manifestText = nil
        }
    }

    /// Warns the next build that the tree is about to change: until the new manifest is
    /// written, nothing it says about the tree may be trusted. Without a last build worth
    /// knowing, its manifest is deleted instead.
    func beginChanges(knowingLastBuild: Bool) throws {
        if !knowingLastBuild {
            try? FileManager.default.removeItem(atPath: manifestPath)
        } else if !FileManager.default.createFile(atPath: changingMark, contents: nil) {
            throw FileSystemError(path: changingMark, reason: "cannot mark the staging tree as changing")
        }
    }

    /// Swaps the tree in as `output/` and records `manifest`. The old `output/` becomes the
    /// tree to recycle: `outgoing` is what is known of its files' bytes (`nil` when unknown).
    func swap(recording manifest: BuildManifest, outgoing: [String: ContentHash]?) throws {
        var manifest = manifest
        manifest.tree = [:]
        let manager = FileManager.default
        if manager.fileExists(atPath: output) {
            manifest.tree = outgoing
            if !PlatformCalls.exchange(tree, output) {
                try manager.moveItem(atPath: output, toPath: parked)
                try manager.moveItem(atPath: tree, toPath: output)
                try manager.moveItem(atPath: parked, toPath: tree)
            }
        } else {
            try manager.moveItem(atPath: tree, toPath: output)
            try manager.createDirectory(atPath: tree, withIntermediateDirectories: true)
        }
        // Written once the folders are in place and named by identity: should the build
        // stop before this, the manifest on disk names other folders and is ignored.
        (manifest.header.outputFolder, manifest.header.treeFolder) = (Self.identity(output), Self.identity(tree))
        try save(manifest)
        unlink(changingMark)
    }

    private func save(_ manifest: BuildManifest) throws {
        let temporary = manifestPath + ".new"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(manifest.bytes)),
              rename(temporary, manifestPath) == 0 else {
            throw FileSystemError(path: manifestPath, reason: "cannot write the build manifest")
        }
    }

    /// Which folder a path is: device, inode and change time. A folder deleted and made
    /// again (even with a reused inode number) or with entries added or removed at its top
    /// gets another identity.
    static func identity(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "none" }
        let changed = PlatformCalls.times(info).changed
        return "\(info.st_dev)-\(info.st_ino)-\(changed.tv_sec).\(changed.tv_nsec)"
    }
}
