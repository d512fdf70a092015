import Foundation

/// The text files a build keeps in its staging area for the next one (the input and image
/// check caches): read whole, and replaced in one rename, so that a build stopped halfway
/// never leaves half a file. A cache that cannot be read or written only costs time.
enum CacheFile {
    /// The text at `path`, or `nil` when there is none.
    static func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Replaces the file at `path` with `text`.
    static func write(_ text: String, to path: String) {
        let temporary = path + ".new"
        if FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) {
            rename(temporary, path)
        }
    }
}
