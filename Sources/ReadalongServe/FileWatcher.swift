import Dispatch
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
    /// The shortest wait between two walks of the fallback, in seconds.
    private let walkInterval: Double

    /// Watches `folders` (names inside `siteRoot`, such as `content` and `templates`);
    /// folders that do not exist yet are watched once they are made.
    public convenience init(siteRoot: String, folders: [String]) {
        self.init(siteRoot: siteRoot, folders: folders, inotify: true, walkInterval: 1)
    }

    /// With `inotify` false, the folders are walked even where inotify works.
    init(siteRoot: String, folders: [String], inotify useInotify: Bool, walkInterval: Double) {
        self.siteRoot = siteRoot
        self.folders = folders
        self.walkInterval = walkInterval
        #if os(Linux)
        inotify = useInotify ? InotifyWatch(siteRoot: siteRoot, folders: folders) : nil
        #endif
        if !usesInotify { walk = StampWalk(siteRoot: siteRoot, folders: folders, interval: walkInterval) }
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
    /// seconds (an editor saving several files). `false` when nothing changed within
    /// `limit` seconds.
    @discardableResult
    public func waitForChanges(settle: Double = 0.15, limit: Double = .infinity) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        var left = limit
        while !changed(within: min(1, left)) {
            left = limit - Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if left <= 0 { return false }
        }
        while changed(within: settle) {}
        return true
    }

    /// Whether a change showed within `seconds` (within the walk's interval for the walk).
    private func changed(within seconds: Double) -> Bool {
        #if os(Linux)
        if let watch = inotify {
            if let changed = watch.changed(within: seconds) { return changed }
            // The descriptor failed: walk from now on, and say so as a change.
            inotify = nil
            walk = StampWalk(siteRoot: siteRoot, folders: folders, interval: walkInterval)
            return true
        }
        #endif
        return walk?.changed() ?? false
    }
}
