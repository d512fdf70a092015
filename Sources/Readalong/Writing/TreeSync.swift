import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Brings the staging tree up to date with a build, file by file: a file made from the same
/// inputs as the published one is reused (hard-linked from `output/` when the tree holds
/// other bytes), a rendered file is written only when its bytes differ from the tree's, and
/// the files the build did not plan are deleted at the end.
final class TreeSync: OutputSink, @unchecked Sendable {
    private let staging: StagingArea
    /// The background listing of the tree, and what it found (read once it is done).
    private var listing: DispatchWorkItem?
    private var listed: [String] = []
    /// What is known of the last build's files (after `prepare`).
    private var previous: BuildManifest?
    /// Whether files of the last build may be kept (not when everything is rebuilt).
    private var reusable = true
    /// Fingerprints of the files now in the tree, by path; `nil` entries are unknown files.
    private var treeFiles: [String: ContentHash?] = [:]
    private let lock = NSLock()
    private var records: [String: BuildManifest.Record] = [:]
    private var counts = (rendered: 0, changed: 0)

    private var output: String { staging.output }
    private var tree: String { staging.tree }

    /// A sync of the tree of `staging`.
    init(_ staging: StagingArea) {
        self.staging = staging
    }

    /// Starts listing the tree in the background (nothing else touches it until `prepare`),
    /// so that the listing overlaps loading and checking the content.
    func startListing() {
        let tree = tree
        let work = DispatchWorkItem { [self] in listed = Self.files(under: tree) }
        listing = work
        DispatchQueue.global().async(execute: work)
    }

    /// Reads the last build's files and marks the tree as changing. Call before rendering.
    ///
    /// The tree is listed even when the manifest knows it: a file someone put in `output/`
    /// by hand is unknown to the manifest and must not survive into a later build. With
    /// `everything`, the last build is forgotten and every file is rendered and written.
    func prepare(everything: Bool = false) throws {
        previous = staging.lastManifest
        if staging.treeWasChanging { previous?.tree = nil }
        reusable = !everything
        let known = everything ? [:] : previous?.tree ?? [:]
        if listing == nil { startListing() }
        listing?.wait()
        treeFiles = Dictionary(uniqueKeysWithValues: listed.map { ($0, known[$0]) })
        try staging.beginChanges(knowingLastBuild: previous != nil)
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

    func fingerprint(of path: String) -> ContentHash? {
        lock.lock()
        defer { lock.unlock() }
        return records[path]?.hash
    }

    /// How many files were rendered, and how many differ from the `output/` they replace
    /// (new files included).
    var fileCounts: (rendered: Int, changed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// Deletes the tree's files that the build did not write or reuse (and folders left
    /// empty); returns the records of the files it did.
    func deleteUnplanned() -> [String: BuildManifest.Record] {
        for path in treeFiles.keys where records[path] == nil {
            unlink(tree + "/" + path)
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty, rmdir(tree + "/" + folder) == 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return records
    }

    /// What is known of the bytes of the files in `output/`, which the swap makes the tree
    /// to recycle; `nil` after `--force`, when the last manifest is not trusted either.
    var outgoing: [String: ContentHash]? {
        reusable ? previous?.output.mapValues(\.hash) : nil
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

    /// Writes a file of the tree in place, keeping its inode and blocks (new bytes over the
    /// old, then cut to length), unless the file is a link shared with `output/`: that one
    /// is replaced by a new file, never written through.
    private func put(_ data: Data, at path: String) throws {
        let target = tree + "/" + path
        try prepareFolder(of: path)
        // A file the tree did not have is made new: nothing to check or cut to length.
        var descriptor = treeFiles[path] == nil ? open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) : -1
        let fresh = descriptor >= 0
        if !fresh { descriptor = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644) }
        if descriptor < 0, errno == EISDIR {
            // An older build had a folder where this build has a file.
            try? FileManager.default.removeItem(atPath: target)
            descriptor = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        }
        var info = stat()
        if !fresh, descriptor >= 0, fstat(descriptor, &info) == 0, info.st_nlink > 1 {
            close(descriptor)
            unlink(target)
            descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw FileSystemError(path: path, reason: "cannot create \(target)") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = PlatformCalls.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard written, fresh || ftruncate(descriptor, off_t(data.count)) == 0 else {
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
