import Foundation

/// Where rendered files go: the staging tree on disk, or memory in tests.
protocol OutputSink: Sendable {
    /// Keeps the file of the previous build at `path` when it was made from the same inputs
    /// (`key`); `false` when the file must be rendered.
    func reuse(_ path: String, key: ContentHash) throws -> Bool
    /// Writes one rendered file at a path inside the output.
    func write(_ data: Data, to path: String, key: ContentHash) throws
    /// The fingerprint of the bytes written or reused at a path by this build, `nil` when
    /// there is none.
    func fingerprint(of path: String) -> ContentHash?
}
