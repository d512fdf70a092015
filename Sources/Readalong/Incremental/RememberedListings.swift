import Foundation

/// A file system that lists each folder once and gives the same listing afterwards: the
/// fingerprint of a build and its loading then see the very same files, and the folders
/// are walked once instead of twice.
final class RememberedListings: FileSystem, @unchecked Sendable {
    /// The file system listed and read.
    let base: FileSystem
    private let lock = NSLock()
    private var listings: [String: [DirectoryEntry]?] = [:]

    init(_ base: FileSystem) {
        self.base = base
    }

    func entries(of directory: String) throws -> [DirectoryEntry]? {
        lock.lock()
        let remembered = listings[directory]
        lock.unlock()
        if let remembered { return remembered }
        let listing = try base.entries(of: directory)
        lock.lock()
        listings[directory] = listing
        lock.unlock()
        return listing
    }

    func contents(of file: String) throws -> [UInt8] { try base.contents(of: file) }
    func resolves(_ path: String, inside directory: String) -> Bool { base.resolves(path, inside: directory) }
    func stamp(of file: String) -> FileStamp? { base.stamp(of: file) }
}
