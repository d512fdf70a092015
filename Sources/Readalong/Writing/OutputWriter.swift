import Foundation

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
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: target, contents: data) else {
            throw FileSystemError(path: path, reason: "cannot write \(target)")
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
