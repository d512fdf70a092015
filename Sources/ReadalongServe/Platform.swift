#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls of the preview server, in one place: real paths, and (on Linux) the
/// kernel's change notifications through inotify.
enum Platform {
    /// The canonical path of `path`, every symbolic link resolved; `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` (links followed) is a folder.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The size of `path` when it is a regular file (links followed).
    static func regularFileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The names of the folders directly inside `path` (not following links).
    static func subfolders(of path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            if Int32(entry.pointee.d_type) == Int32(DT_DIR) { names.append(name) }
        }
        return names
    }

    /// Waits up to `milliseconds` for `descriptor` to be readable.
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    #if os(Linux)
    /// What inotify reports: creations, deletions, writes, renames and attribute changes.
    static let watchedEvents = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
                                      | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
    static let folderFlag = UInt32(IN_ISDIR)
    static let overflowFlag = UInt32(IN_Q_OVERFLOW)
    static let ignoredFlag = UInt32(IN_IGNORED)
    static let createdFlags = UInt32(IN_CREATE | IN_MOVED_TO)

    /// A new non-blocking inotify descriptor, or `nil`.
    static func inotifyOpen() -> Int32? {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        return descriptor >= 0 ? descriptor : nil
    }

    /// Watches one folder; the watch number, or `nil` (folder gone, or the watch limit reached).
    static func inotifyWatch(_ descriptor: Int32, folder: String, mask: UInt32) -> Int32? {
        let watch = inotify_add_watch(descriptor, folder, mask | UInt32(IN_ONLYDIR))
        return watch >= 0 ? watch : nil
    }

    /// The events waiting on the descriptor; `nil` on an error other than "nothing yet".
    static func inotifyRead(_ descriptor: Int32) -> [InotifyEvent]? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EAGAIN || errno == EINTR ? [] : nil }
        var events: [InotifyEvent] = []
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + Int(event.len))]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            events.append(InotifyEvent(watch: event.wd, mask: event.mask, name: name))
            offset += header + Int(event.len)
        }
        return events
    }
    #endif

    /// Ends both directions of a connection, leaving its descriptor open.
    static func endConnection(_ descriptor: Int32) {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes a descriptor this module opened.
    static func closeDescriptor(_ descriptor: Int32) {
        close(descriptor)
    }
}

/// One inotify event: which watch, what happened, and the name inside the watched folder.
struct InotifyEvent {
    let watch: Int32
    let mask: UInt32
    let name: String
}
