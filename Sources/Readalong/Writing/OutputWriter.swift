import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a build beside `output/` and swaps it in only when every file is written: a failed
/// or interrupted build leaves the previous `output/` untouched.
///
/// The staging area `.output.staging/` keeps the tree of the build before last (`tree/`)
/// and a manifest of both trees. A build updates that older tree in place (writing only the
/// files whose bytes differ, copying unchanged pages over from `output/`, deleting files no
/// longer planned) and then exchanges it with `output/` in one `rename`. Folders are reused
/// rather than deleted and created again, which on a large site is most of the cost of
/// writing.
public final class OutputWriter: OutputSink, @unchecked Sendable {
    /// The folder the site is published to.
    public let output: String
    /// The staging area beside it.
    let area: String
    /// The tree being brought up to date.
    let tree: String
    private var manifestPath: String { area + "/manifest" }
    /// Where the fingerprints of the input files are kept between builds.
    var inputCache: String { area + "/inputs" }
    /// Where what opening each image found is kept between builds.
    var imageChecks: String { area + "/image-checks" }
    /// Present while a build changes the tree: what the manifest says of the tree is void.
    private var changingMark: String { area + "/tree-changing" }
    /// Where the older tree waits during a swap without `RENAME_EXCHANGE`.
    private var parked: String { area + "/parked" }

    /// The last build as a whole, when its manifest matches the folders on disk.
    let previousBuild: BuildManifest.Header?
    private let manifestText: String?
    /// The whole manifest of the last build (read on first use), when it matches the folders.
    private(set) lazy var lastManifest: BuildManifest? = manifestText.flatMap(BuildManifest.init(text:))
    /// Whether the last build stopped while changing the tree.
    private let treeWasChanging: Bool
    /// What is known of the last build's files (after `prepare`).
    private var previous: BuildManifest?
    /// Whether files of the last build may be kept (not when everything is rebuilt).
    private var reusable = true
    /// Fingerprints of the files now in `tree/`, by path; `nil` entries are unknown files.
    private var treeFiles: [String: ContentHash?] = [:]
    /// The background listing of the tree, and what it found (read once it is done).
    private var listing: DispatchWorkItem?
    private var listed: [String] = []
    private let lock = NSLock()
    private var records: [String: BuildManifest.Record] = [:]
    private var counts = (rendered: 0, changed: 0)

    /// Opens the staging area for `output` (an absolute path) and reads what it knows.
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

    /// Starts listing the tree in the background (nothing else touches it until `prepare`),
    /// so that the listing overlaps loading and checking the content.
    func startListing() {
        let tree = tree
        let work = DispatchWorkItem { [self] in listed = Self.files(under: tree) }
        listing = work
        DispatchQueue.global().async(execute: work)
    }

    /// Reads the last build's files and marks the tree as changing: until the new manifest
    /// is written, nothing about the tree may be trusted. Call before rendering.
    ///
    /// The tree is listed even when the manifest knows it: a file someone put in `output/`
    /// by hand is unknown to the manifest and must not survive into a later build. With
    /// `everything`, the last build is forgotten and every file is rendered and written.
    func prepare(everything: Bool = false) throws {
        previous = lastManifest
        if treeWasChanging { previous?.tree = nil }
        reusable = !everything
        let known = everything ? [:] : previous?.tree ?? [:]
        if listing == nil { startListing() }
        listing?.wait()
        treeFiles = Dictionary(uniqueKeysWithValues: listed.map { ($0, known[$0]) })
        if previous == nil {
            try? FileManager.default.removeItem(atPath: manifestPath)
        } else if !FileManager.default.createFile(atPath: changingMark, contents: nil) {
            throw FileSystemError(path: changingMark, reason: "cannot mark the staging tree as changing")
        }
    }

    /// Reuses the file of the last build when its inputs are the same: when the tree holds
    /// other bytes, the published file is hard-linked into it (copied where links fail).
    /// Returns `false` when the file must be rendered.
    func reuse(_ path: String, key: ContentHash) throws -> Bool {
        guard reusable, let record = previous?.output[path], record.key == key else { return false }
        let stale = treeHash(path) != record.hash
        if stale {
            let source = output + "/" + path
            let target = tree + "/" + path
            try prepareFolder(of: path)
            unlink(target)
            if link(source, target) != 0 {
                guard let data = FileManager.default.contents(atPath: source) else { return false }
                try put(data, at: path)
            }
        }
        remember(path, BuildManifest.Record(key: key, hash: record.hash), rendered: false)
        return true
    }

    /// Writes a rendered file into the tree unless it already holds the same bytes.
    func write(_ data: Data, to path: String, key: ContentHash) throws {
        let hash = ContentHash(data)
        let same = treeHash(path) == hash
        if !same { try put(data, at: path) }
        remember(path, BuildManifest.Record(key: key, hash: hash), rendered: true)
    }

    /// The fingerprint of the tree's file at `path`, `nil` when absent or unknown.
    private func treeHash(_ path: String) -> ContentHash? {
        treeFiles[path] ?? nil
    }

    private func remember(_ path: String, _ record: BuildManifest.Record, rendered: Bool) {
        let changed = previous?.output[path]?.hash != record.hash
        lock.lock()
        records[path] = record
        if rendered { counts.rendered += 1 }
        if changed { counts.changed += 1 }
        lock.unlock()
    }

    /// How many files were rendered, and how many differ from the `output/` they replace
    /// (new files included).
    var fileCounts: (rendered: Int, changed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// Writes a file of the tree in place, keeping its inode and blocks (new bytes over the
    /// old, then cut to length), unless the file is a link shared with `output/`: that one
    /// is replaced by a new file, never written through.
    private func put(_ data: Data, at path: String) throws {
        let target = tree + "/" + path
        try prepareFolder(of: path)
        var descriptor = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EISDIR {
            // An older build had a folder where this build has a file.
            try? FileManager.default.removeItem(atPath: target)
            descriptor = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        }
        var info = stat()
        if descriptor >= 0, fstat(descriptor, &info) == 0, info.st_nlink > 1 {
            close(descriptor)
            unlink(target)
            descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: "cannot create \(target)") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard written, ftruncate(descriptor, off_t(data.count)) == 0 else {
            throw FileSystemError(path: path, reason: "cannot write \(target)")
        }
    }

    /// Makes sure the folder of a tree file exists: it does when the file was found there.
    private func prepareFolder(of path: String) throws {
        guard treeFiles[path] == nil else { return }
        try makeFolder(((tree + "/" + path) as NSString).deletingLastPathComponent)
    }

    /// `mkdir -p` with plain system calls: trying first and climbing only when the parent
    /// is missing is the cheap order.
    private func makeFolder(_ folder: String) throws {
        if mkdir(folder, 0o755) == 0 { return }
        if errno == EEXIST {
            var info = stat()
            guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return }
            // An older build had a file where this build has a folder.
            unlink(folder)
            return try makeFolder(folder)
        }
        guard errno == ENOENT || errno == ENOTDIR, folder.count > tree.count else {
            throw FileSystemError(path: folder, reason: "cannot create the folder")
        }
        try makeFolder((folder as NSString).deletingLastPathComponent)
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw FileSystemError(path: folder, reason: "cannot create the folder")
        }
    }

    /// Deletes the tree's files that the new build did not plan (and folders left empty),
    /// records the new manifest and swaps the tree in as `output/`.
    func commit(inputs: ContentHash, others: ContentHash, window: ClockWindow, clean: Bool, pageCount: Int,
                sourceCount: Int, rooms: [String: TranscriptOutline], trusted: Bool = true) throws {
        for path in treeFiles.keys where records[path] == nil {
            unlink(tree + "/" + path)
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty, rmdir(tree + "/" + folder) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        // Untrusted (an input changed while the build read it): keep the bytes' fingerprints
        // but no keys and no outlines, so the next build reads and renders everything again.
        let kept = trusted ? records : records.mapValues { BuildManifest.Record(key: ContentHash(high: 0, low: 0), hash: $0.hash) }
        let header = BuildManifest.Header(inputs: inputs, others: others, window: window, clean: clean && trusted,
                                          pageCount: pageCount, sourceCount: sourceCount, outputFolder: "", treeFolder: "",
                                          fileCount: kept.count)
        var manifest = BuildManifest(header: header, output: kept, tree: [:], rooms: trusted ? rooms : [:])
        let manager = FileManager.default
        if manager.fileExists(atPath: output) {
            // The old `output/` becomes the tree to recycle. After `--force`, what the last
            // manifest said of it is not trusted either.
            manifest.tree = reusable ? previous?.output.mapValues(\.hash) : nil
            if !RenameExchange.exchange(tree, output) {
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
        return "\(info.st_dev)-\(info.st_ino)-\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// Every file below a folder, as paths relative to it. The folders two levels down
    /// (one per page, mostly) are listed in parallel.
    private static func files(under folder: String) -> [String] {
        var found: [String] = []
        var deeper: [String] = []
        files(under: folder, prefix: "", depth: 2, into: &found, deeper: &deeper)
        return found + deeper.parallelMap { relative in
            var files: [String] = []
            var none: [String] = []
            Self.files(under: folder + "/" + relative, prefix: relative + "/", depth: .max, into: &files, deeper: &none)
            return files
        }.joined()
    }

    /// Lists `folder` into `found`, down to `depth` levels; folders below are left in `deeper`.
    private static func files(under folder: String, prefix: String, depth: Int, into found: inout [String],
                              deeper: inout [String]) {
        for entry in DirectoryReader.entries(of: folder) ?? [] {
            var isFolder = entry.kind == .folder
            if entry.kind == .other {
                // File systems that do not report entry types: ask, without following links.
                var info = stat()
                isFolder = lstat(folder + "/" + entry.name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            if !isFolder {
                found.append(prefix + entry.name)
            } else if depth > 1 {
                files(under: folder + "/" + entry.name, prefix: prefix + entry.name + "/", depth: depth - 1,
                      into: &found, deeper: &deeper)
            } else {
                deeper.append(prefix + entry.name)
            }
        }
    }
}
