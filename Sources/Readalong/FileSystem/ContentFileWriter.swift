import Foundation

/// Writes edited text files into a site on disk, each replaced in one step (never half
/// written), and only under `content/`.
enum ContentFileWriter {
    static func write(_ files: [String: String], toSite root: String) throws {
        try write(bytes: files.mapValues { Array($0.utf8) }, toSite: root)
    }

    /// Writes files of any bytes (a new book's cover too), by site-relative path.
    static func write(bytes files: [String: [UInt8]], toSite root: String) throws {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: root)
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            precondition(path.hasPrefix("content/") && !path.split(separator: "/").contains(".."))
            let url = base.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        }
    }
}
