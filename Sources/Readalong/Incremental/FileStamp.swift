/// What `stat` tells of a file: enough to know, without reading it, that it is the same
/// file with the same bytes as when it was last hashed.
public struct FileStamp: Equatable, Sendable {
    /// Device and inode: which file it is.
    public let device: UInt64
    public let inode: UInt64
    /// Length in bytes.
    public let size: Int64
    /// Last change of the bytes, and last change of the bytes or attributes, in nanoseconds
    /// since the epoch.
    public let modified: Int64
    public let changed: Int64

    /// Creates a stamp.
    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// Whether a change to the file could leave this stamp as it is: it was taken too soon
    /// after the file's last change (file times tick coarsely, and a clock may be off), so
    /// another change in the same tick would not show. Such a file is read again each time.
    func isRacy(takenAt instant: Int64) -> Bool {
        max(modified, changed) >= instant - Self.racyMargin
    }

    /// Two seconds, in nanoseconds: more than any local file system's time tick.
    static let racyMargin: Int64 = 2_000_000_000
}
