import Foundation
@testable import Readalong

/// A site on disk that counts the files it reads.
final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let disk: DiskFileSystem
    private let lock = NSLock()
    private var paths: [String] = []

    init(root: String) { disk = DiskFileSystem(root: root) }

    /// Every file read so far, in the order read (a file read twice is there twice).
    var reads: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    func entries(of directory: String) throws -> [DirectoryEntry]? { try disk.entries(of: directory) }
    func resolves(_ path: String, inside directory: String) -> Bool { disk.resolves(path, inside: directory) }
    func stamp(of file: String) -> FileStamp? { disk.stamp(of: file) }
    func contents(of file: String) throws -> [UInt8] {
        lock.lock()
        paths.append(file)
        lock.unlock()
        return try disk.contents(of: file)
    }
}
