import Foundation

/// Notices changes below some folders by comparing modification times and sizes every
/// few hundred milliseconds: simple, and the same on every file system.
final class FileWatcher: @unchecked Sendable {
    private let folders: [String]
    private var snapshot: [String: String] = [:]

    init(folders: [String]) {
        self.folders = folders
        snapshot = scan()
    }

    /// Whether anything was added, removed or changed since the last call.
    func changed() -> Bool {
        let current = scan()
        defer { snapshot = current }
        return current != snapshot
    }

    private func scan() -> [String: String] {
        var result: [String: String] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = folder + "/" + relative
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                result[path] = "\(modified)/\(size)"
            }
        }
        return result
    }
}
