import Foundation
import XCTest
@testable import Readalong

/// The editions fixture site (`scripts/quality/editions/site/`): one book in three editions
/// with its notes, read by a finished room, an active anonymous one and an unlisted one.
enum EditionsFixture {
    /// The build clock the fixture is made for: the anonymous room is active.
    static let now = "2026-11-28T12:00:00Z"

    /// Every file of the fixture's `content/`, by site-relative path, with `changes`
    /// applied (a `nil` text removes the file).
    static func files(_ changes: [String: String?] = [:]) throws -> [String: String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/quality/editions/site")
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent("content"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard !url.hasDirectoryPath else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        for (path, text) in changes { files[path] = text }
        return files
    }

    /// The fixture built into memory, each output file as text.
    static func render(_ changes: [String: String?] = [:]) throws -> [String: String] {
        try SiteFixture.renderFiles(site: files(changes), now: now).mapValues { String(decoding: $0, as: UTF8.self) }
    }
}
