import Foundation
import XCTest

/// The files a build wrote, for comparing one build's output with another's.
enum OutputTree {
    /// Every file under `folder`, by path relative to it, with its bytes.
    static func files(under folder: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                found[path] = FileManager.default.contents(atPath: folder.path + "/" + path)
            }
        }
        return found
    }

    /// Asserts that `actual` holds the same files as `expected`, byte for byte.
    static func assertSame(_ actual: URL, as expected: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let wanted = try files(under: expected)
        let found = try files(under: actual)
        XCTAssertEqual(found.keys.sorted(), wanted.keys.sorted(), "the same files", file: file, line: line)
        for (path, data) in wanted where found[path] != data {
            XCTFail("\(path) differs from a full build", file: file, line: line)
        }
    }
}
