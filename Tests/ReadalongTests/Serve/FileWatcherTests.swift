@testable import ReadalongServe
import XCTest

/// The watcher sees edits in folders made after it started, with inotify and with the walk.
final class FileWatcherTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/books"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: file)
    }

    private func checkSeesEdits(_ watcher: FileWatcher) throws {
        XCTAssertFalse(watcher.waitForChanges(settle: 0.05, limit: 0.3), "nothing changed yet")
        try write("content/books/a.md")
        XCTAssertTrue(watcher.waitForChanges(settle: 0.05, limit: 3))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/rooms/new"), withIntermediateDirectories: true)
        XCTAssertTrue(watcher.waitForChanges(settle: 0.05, limit: 3))
        try write("content/rooms/new/index.md")
        XCTAssertTrue(watcher.waitForChanges(settle: 0.05, limit: 3), "a file in a folder made after the start")
        try write("templates/page.mustache")
        XCTAssertTrue(watcher.waitForChanges(settle: 0.05, limit: 3), "templates/ made after the start")
        try write("templates/partials/card.mustache")
        XCTAssertTrue(watcher.waitForChanges(settle: 0.05, limit: 3))
        try write("README.md")
        XCTAssertFalse(watcher.waitForChanges(settle: 0.05, limit: 1.2), "other files of the site root do not count")
    }

    func testInotifySeesEditsInNewFolders() throws {
        let watcher = FileWatcher(siteRoot: root.path, folders: ["content", "templates"])
        #if os(Linux)
        XCTAssertTrue(watcher.usesInotify)
        #endif
        try checkSeesEdits(watcher)
    }

    func testTheStampWalkSeesEditsInNewFolders() throws {
        let watcher = FileWatcher(siteRoot: root.path, folders: ["content", "templates"], inotify: false, walkInterval: 0.05)
        XCTAssertFalse(watcher.usesInotify)
        try checkSeesEdits(watcher)
    }
}
