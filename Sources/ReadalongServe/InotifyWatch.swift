#if os(Linux)
/// Watches folders recursively with inotify: one watch per folder, and new watches for
/// folders created (or moved in) later.
final class InotifyWatch {
    private let descriptor: Int32
    private let siteRoot: String
    private let folders: Set<String>
    /// The folder of each watch.
    private var watched: [Int32: String] = [:]
    private var rootWatch: Int32?

    /// `nil` when inotify cannot be opened or a folder cannot be watched (limit reached).
    init?(siteRoot: String, folders: [String]) {
        guard let descriptor = Platform.inotifyOpen() else { return nil }
        self.descriptor = descriptor
        self.siteRoot = siteRoot
        self.folders = Set(folders)
        // The root is watched only for the arrival of a watched folder.
        rootWatch = Platform.inotifyWatch(descriptor, folder: siteRoot, mask: Platform.createdFlags)
        guard rootWatch != nil, folders.allSatisfy({ watchTree(siteRoot + "/" + $0) }) else {
            Platform.closeDescriptor(descriptor)
            return nil
        }
    }

    deinit {
        Platform.closeDescriptor(descriptor)
    }

    /// Whether anything changed within `seconds`; `nil` when the descriptor failed or
    /// events were lost and watches could not be set again.
    func changed(within seconds: Double) -> Bool? {
        guard Platform.waitReadable(descriptor, milliseconds: Int32(seconds * 1000)) else { return false }
        guard let events = Platform.inotifyRead(descriptor) else { return nil }
        var changed = false
        for event in events {
            if event.mask & Platform.overflowFlag != 0 {
                // The kernel dropped events: folders made meanwhile may lack watches.
                guard folders.allSatisfy({ watchTree(siteRoot + "/" + $0) }) else { return nil }
                changed = true
                continue
            }
            if event.mask & Platform.ignoredFlag != 0 {
                watched[event.watch] = nil
                continue
            }
            if event.watch == rootWatch {
                guard folders.contains(event.name) else { continue }
                guard watchTree(siteRoot + "/" + event.name) else { return nil }
                changed = true
                continue
            }
            guard let folder = watched[event.watch] else { continue }
            if event.mask & Platform.folderFlag != 0, event.mask & Platform.createdFlags != 0 {
                guard watchTree(folder + "/" + event.name) else { return nil }
            }
            changed = true
        }
        return changed
    }

    /// Watches `folder` and every folder below it; `false` when a watch could not be added
    /// (a folder that vanished meanwhile is no failure).
    private func watchTree(_ folder: String) -> Bool {
        guard Platform.isFolder(folder) else { return true }
        guard let watch = Platform.inotifyWatch(descriptor, folder: folder, mask: Platform.watchedEvents) else {
            return !Platform.isFolder(folder)
        }
        watched[watch] = folder
        return Platform.subfolders(of: folder).allSatisfy { watchTree(folder + "/" + $0) }
    }
}
#endif
