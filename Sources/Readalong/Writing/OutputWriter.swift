import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a build into a staging folder beside `output/` and swaps it in only when every
/// file is written: a failed or interrupted build leaves the previous `output/` untouched,
/// and files of earlier builds never survive.
public struct OutputWriter: OutputSink {
    /// The folder the site is published to.
    public let output: String
    /// The folder being filled.
    let staging: String
    private var previous: String { output + ".previous" }

    /// Prepares a fresh staging folder for `output` (an absolute path).
    public init(output: String) throws {
        self.output = output
        staging = (output as NSString).deletingLastPathComponent + "/." + (output as NSString).lastPathComponent + ".staging"
        let manager = FileManager.default
        // A build killed between the two renames of a swap leaves only `.previous`.
        if !manager.fileExists(atPath: output), manager.fileExists(atPath: previous) {
            try manager.moveItem(atPath: previous, toPath: output)
        }
        try? manager.removeItem(atPath: staging)
        try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
    }

    func write(_ data: Data, to path: String) throws {
        let target = staging + "/" + path
        try makeFolder((target as NSString).deletingLastPathComponent)
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
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
        guard written else { throw FileSystemError(path: path, reason: "cannot write \(target)") }
    }

    /// `mkdir -p` with plain system calls: most folders are new (one per page), so trying
    /// first and climbing only when the parent is missing is the cheap order.
    private func makeFolder(_ folder: String) throws {
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, folder.count > staging.count else {
            throw FileSystemError(path: folder, reason: "cannot create the folder")
        }
        try makeFolder((folder as NSString).deletingLastPathComponent)
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw FileSystemError(path: folder, reason: "cannot create the folder")
        }
    }

    /// Replaces `output/` with the staged build.
    public func commit() throws {
        let manager = FileManager.default
        try? manager.removeItem(atPath: previous)
        if manager.fileExists(atPath: output) {
            try manager.moveItem(atPath: output, toPath: previous)
        }
        try manager.moveItem(atPath: staging, toPath: output)
        try? manager.removeItem(atPath: previous)
    }

    /// Removes the staging folder after a failure; `output/` is left as it was.
    public func abandon() {
        try? FileManager.default.removeItem(atPath: staging)
    }
}
