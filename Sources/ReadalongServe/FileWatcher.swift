import Readalong

/// Notices edits below the site's `content/` and `templates/` folders: through inotify on
/// Linux (one watch per folder, added as folders appear), or by comparing a walk of file
/// stamps once a second where inotify is missing or fails. A failure of inotify (the
/// watch limit reached, a broken descriptor, a lost queue) falls back to the walk and
/// counts as a change, so no edit goes unnoticed.
public final class FileWatcher {
    private let siteRoot: String
    private let folders: [String]
    #if os(Linux)
    private var inotify: InotifyWatch?
    #endif
    private var walk: StampWalk?

    /// Watches `folders` (names inside `siteRoot`, such as `content` and `templates`);
    /// folders that do not exist yet are watched once they are made.
    public init(siteRoot: String, folders: [String]) {
        self.siteRoot = siteRoot
        self.folders = folders
        #if os(Linux)
        inotify = InotifyWatch(siteRoot: siteRoot, folders: folders)
        #endif
        if !usesInotify { walk = StampWalk(siteRoot: siteRoot, folders: folders) }
    }

    /// Whether changes are seen through inotify (rather than by walking the folders).
    public var usesInotify: Bool {
        #if os(Linux)
        inotify != nil
        #else
        false
        #endif
    }

    /// Blocks until something changed, then until nothing more changed for `settle`
    /// seconds (an editor saving several files), and returns.
    public func waitForChanges(settle: Double = 0.15) {
        while !changed(within: 1) {}
        while changed(within: settle) {}
    }

    /// Whether a change showed within `seconds`.
    private func changed(within seconds: Double) -> Bool {
        #if os(Linux)
        if let watch = inotify {
            if let changed = watch.changed(within: seconds) { return changed }
            // The descriptor failed: walk from now on, and say so as a change.
            inotify = nil
            walk = StampWalk(siteRoot: siteRoot, folders: folders)
            return true
        }
        #endif
        return walk?.changed(after: seconds) ?? false
    }
}
