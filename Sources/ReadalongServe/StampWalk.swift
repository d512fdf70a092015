import Foundation
import Readalong

/// Notices changes by walking folders and comparing every file's stamp (size, times,
/// inode) with the last walk: the fallback where inotify is not available.
final class StampWalk {
    private let files: DiskFileSystem
    private let folders: [String]
    private var last: [String: FileStamp?]
    /// The shortest wait between two walks, in seconds.
    private let interval: Double

    init(siteRoot: String, folders: [String], interval: Double) {
        files = DiskFileSystem(root: siteRoot)
        self.folders = folders
        self.interval = interval
        last = [:]
        last = snapshot()
    }

    /// Waits the interval, then whether anything changed since the last walk.
    func changed() -> Bool {
        Thread.sleep(forTimeInterval: interval)
        let now = snapshot()
        defer { last = now }
        return now != last
    }

    private func snapshot() -> [String: FileStamp?] {
        var stamps: [String: FileStamp?] = [:]
        var pending = folders
        while let folder = pending.popLast() {
            // A folder that cannot be read this time (being replaced) shows as changed next time.
            guard let entries = try? files.entries(of: folder) else {
                stamps[folder] = .some(nil)
                continue
            }
            stamps[folder] = files.stamp(of: folder)
            for entry in entries {
                let path = folder + "/" + entry.name
                if entry.kind == .directory { pending.append(path) } else { stamps[path] = files.stamp(of: path) }
            }
        }
        return stamps
    }
}
