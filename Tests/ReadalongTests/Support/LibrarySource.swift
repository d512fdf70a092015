import Foundation
import XCTest

/// The library's own source, for tests that say where in it something may be done.
enum LibrarySource {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Readalong")

    /// Every line of the Swift files under `folders` of `Sources/Readalong` that matches
    /// `pattern`, as `folder/path: line` with the line trimmed, sorted.
    static func lines(in folders: [String], matching pattern: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        var found: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: base.path))
            while let path = walker.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let code = String(line)
                    if expression.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                        found.append("\(folder)/\(path): \(code.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        return found.sorted()
    }
}
