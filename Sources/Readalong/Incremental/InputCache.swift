import Foundation

/// The fingerprint of each input file with the stamp the file had when it was hashed, kept
/// in the staging area between builds: a file whose stamp is unchanged is not read again.
///
/// Only stamps taken well after the file's last change are recorded (see
/// `FileStamp.isRacy`): any later change then shows in the stamp. A file read with a stamp
/// too fresh keeps its old entry, which no longer matches it and so is never used.
struct InputCache: Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        let stamp: FileStamp
        let hash: ContentHash
    }

    static let formatLine = "readalong-inputs 1"

    /// Entries by site-relative path.
    var entries: [String: Entry] = [:]

    /// The fingerprint of the file at `path` if it still has the stamp it was hashed with.
    func hash(of path: String, stamp: FileStamp) -> ContentHash? {
        guard let entry = entries[path], entry.stamp == stamp else { return nil }
        return entry.hash
    }

    /// The text form: a format line, then `<hash> <device> <inode> <size> <modified> <changed> <path>`
    /// per file, every number as a signed 64-bit decimal.
    var text: String {
        var lines = [Self.formatLine]
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let stamp = entry.stamp
            let (device, inode) = (Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode))
            lines.append("\(entry.hash) \(device) \(inode) \(stamp.size) \(stamp.modified) \(stamp.changed) \(path)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// Reads the text form; `nil` when any line is not of this format.
    init?(text: String) {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"))[...]
        guard let first = lines.popFirst(), first.elementsEqual(Self.formatLine.utf8) else { return nil }
        for line in lines {
            guard line.count > 33, let hash = ContentHash(hexDigits: line.prefix(32)) else { return nil }
            var rest = line.dropFirst(33)
            var numbers: [Int64] = []
            for _ in 0..<5 {
                guard let space = rest.firstIndex(of: UInt8(ascii: " ")),
                      let number = Int64(Substring(rest[..<space])) else { return nil }
                numbers.append(number)
                rest = rest[rest.index(after: space)...]
            }
            guard !rest.isEmpty else { return nil }
            let stamp = FileStamp(device: UInt64(bitPattern: numbers[0]), inode: UInt64(bitPattern: numbers[1]),
                                  size: numbers[2], modified: numbers[3], changed: numbers[4])
            entries[String(decoding: rest, as: UTF8.self)] = Entry(stamp: stamp, hash: hash)
        }
    }

    /// The cache stored at `path`; empty when there is none or it does not read.
    static func load(from path: String) -> InputCache {
        CacheFile.read(path).flatMap(InputCache.init(text:)) ?? InputCache()
    }

    /// Stores the cache at `path`, replacing the old one in one rename. A cache that cannot
    /// be written only means the next build reads every file.
    func save(to path: String) {
        CacheFile.write(text, to: path)
    }

    /// The system clock in nanoseconds since the epoch, the scale of file stamps.
    static func clock() -> Int64 {
        PlatformCalls.wallClockNanoseconds()
    }
}
