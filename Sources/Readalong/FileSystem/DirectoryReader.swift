#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder listings straight from `readdir`, with the entry types it reports, so that plain
/// files and folders need no `stat` each.
enum DirectoryReader {
    /// One entry: its name and whether `readdir` says it is a plain file, a folder, or
    /// something to look at more closely (a link, or a file system that does not say).
    struct Entry {
        enum Kind { case file, folder, other }
        let name: String
        let kind: Kind
    }

    /// The entries of a folder, without `.` and `..`; `nil` when it cannot be opened.
    static func entries(of path: String) -> [Entry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            let kind: Entry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            default: kind = .other
            }
            entries.append(Entry(name: name, kind: kind))
        }
        return entries
    }
}
