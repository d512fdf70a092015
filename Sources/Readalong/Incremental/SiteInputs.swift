import Foundation

/// Fingerprints of everything a build reads from the site folder: every file under
/// `content/` and `templates/`, read in parallel and hashed (or, when its stamp says it did
/// not change, taken from the input cache).
///
/// Transcripts are kept apart from the rest, because most pages never show them: a page that
/// does not depend on chats keeps its fingerprint when a chat is edited.
struct SiteInputs: Sendable {
    /// All inputs together.
    let all: ContentHash
    /// Every input except transcripts.
    let withoutTranscripts: ContentHash
    /// All transcripts together.
    let transcripts: ContentHash
    /// The transcripts of each room together, by room slug.
    let transcriptsByRoom: [String: ContentHash]
    /// The fingerprint of each file, by site-relative path.
    let hashes: [String: ContentHash]

    /// The fingerprint of every file with a stamp that can be trusted later, for the next
    /// read (a second read in the same build, or the next build).
    let cache: InputCache

    /// Reads and hashes the inputs of the site. A file whose stamp matches its entry in
    /// `cache` is not read; `now` (nanoseconds since the epoch) decides which stamps are
    /// too fresh to be trusted later.
    static func read(fileSystem: FileSystem, cache: InputCache = InputCache(),
                     now: Int64 = InputCache.clock()) throws -> SiteInputs {
        var paths: [String] = []
        var links: [String] = []
        for top in ["content", "templates"] {
            try collect(top, into: &paths, links: &links, fileSystem: fileSystem)
        }
        paths.sort()
        // A file that cannot be read counts by its name and the reason; loading it later
        // reports the problem where it belongs.
        let read = paths.parallelMap { path -> (ContentHash, InputCache.Entry?) in
            let stamp = fileSystem.stamp(of: path)
            if let stamp, let hash = cache.hash(of: path, stamp: stamp) {
                return (hash, InputCache.Entry(stamp: stamp, hash: hash))
            }
            do {
                let hash = ContentHash(try fileSystem.contents(of: path))
                // A stamp too fresh to trust leaves the old entry in place: it no longer
                // matches the file, and keeping it spares rewriting the cache.
                guard let stamp, !stamp.isRacy(takenAt: now) else { return (hash, cache.entries[path]) }
                return (hash, InputCache.Entry(stamp: stamp, hash: hash))
            } catch {
                return (ContentHash(text: "unreadable: \(error)"), nil)
            }
        }
        let hashes = read.map(\.0)
        var entries: [String: InputCache.Entry] = [:]
        entries.reserveCapacity(paths.count)
        for (path, entry) in zip(paths, read.map(\.1)) where entry != nil {
            entries[path] = entry
        }
        var all = Hasher128(), others = Hasher128(), chats = Hasher128()
        var byRoom: [String: Hasher128] = [:]
        // Links to folders are never read; only their names count.
        for link in links.sorted() {
            all.add(link)
            others.add(link)
        }
        for (path, hash) in zip(paths, hashes) {
            all.add(path)
            all.add(hash)
            if let room = transcriptRoom(of: path) {
                chats.add(path)
                chats.add(hash)
                byRoom[room, default: Hasher128()].add(path)
                byRoom[room, default: Hasher128()].add(hash)
            } else {
                others.add(path)
                others.add(hash)
            }
        }
        return SiteInputs(all: all.finish(), withoutTranscripts: others.finish(), transcripts: chats.finish(),
                          transcriptsByRoom: byRoom.mapValues { $0.finish() },
                          hashes: Dictionary(uniqueKeysWithValues: zip(paths, hashes)), cache: InputCache(entries: entries))
    }

    /// The room slug of a transcript path (`content/rooms/<slug>/chat/<name>.md`).
    static func transcriptRoom(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0] == "content", parts[1] == "rooms", parts[3] == "chat" else { return nil }
        return String(parts[2])
    }

    private static func collect(_ folder: String, into paths: inout [String], links: inout [String],
                                fileSystem: FileSystem) throws {
        for entry in try fileSystem.entries(of: folder) ?? [] {
            let path = folder + "/" + entry.name
            switch entry.kind {
            case .file: paths.append(path)
            case .directory: try collect(path, into: &paths, links: &links, fileSystem: fileSystem)
            case .folderLink, .outsideLink: links.append(path)
            }
        }
    }
}
