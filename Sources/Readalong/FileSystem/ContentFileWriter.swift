import Foundation

/// Writes edited text files into a site on disk, each replaced in one step (never half
/// written), and only under `content/`.
enum ContentFileWriter {
    static func write(_ files: [String: String], toSite root: String) throws {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: root)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            precondition(path.hasPrefix("content/") && !path.split(separator: "/").contains(".."))
            let url = base.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
    }
}
