import Foundation

extension SiteRename {
    /// Writes the rename into the site at `root` (the folder holding `content/`): a room's
    /// folder is moved as a whole (with any file the check does not read), a book or member
    /// file is written at its new name and the old one removed, and every edited file is
    /// replaced in one step each.
    public func write(toSite root: String) throws {
        let manager = FileManager.default
        let base = URL(fileURLWithPath: root)
        if kind == .room {
            try manager.moveItem(at: base.appendingPathComponent(kind.place(of: old)),
                                 to: base.appendingPathComponent(kind.place(of: new)))
        }
        try ContentFileWriter.write(written, toSite: root)
        if kind != .room {
            for path in removed { try manager.removeItem(at: base.appendingPathComponent(path)) }
        }
    }
}
