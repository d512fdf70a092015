import Foundation
import XCTest

/// The files of a built `output/` folder, read back for byte comparisons.
enum OutputTree {
    /// Every file under `folder`, by path relative to it.
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
}
