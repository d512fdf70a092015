import Foundation
import XCTest

/// No Swift file of `Sources/` is over 400 lines, and no type is over 400 lines across its
/// declaration and its extensions (nested types count for the type around them).
final class SourceSizeTests: XCTestCase {
    static let limit = 400
    private static let sources = LibrarySource.root.deletingLastPathComponent()

    /// Each Swift file under `Sources/`, by path, with its lines.
    private func swiftFiles() throws -> [(path: String, lines: [Substring])] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.sources.path))
        var files: [(path: String, lines: [Substring])] = []
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)))
        }
        XCTAssertGreaterThan(files.count, 100, "the scan found the sources")
        return files
    }

    func testNoSwiftFileIsOver400Lines() throws {
        let long = try swiftFiles().filter { $0.lines.count > Self.limit }.map { "\($0.path): \($0.lines.count) lines" }
        XCTAssertEqual(long, [])
    }

    func testNoTypeIsOver400LinesAcrossItsExtensions() throws {
        var totals: [String: Int] = [:]
        for file in try swiftFiles() {
            for (name, lines) in Self.topLevelBlocks(file.lines) { totals[name, default: 0] += lines }
        }
        XCTAssertGreaterThan(totals["SitePlan"] ?? 0, 100, "the scan measures types")
        XCTAssertEqual(totals.filter { $0.value > Self.limit }.map { "\($0.key): \($0.value) lines" }.sorted(), [])
    }

    func testTheScanCountsATypeWithItsExtensions() {
        let source = ["/// A type.", "struct Box {", "    let a: Int", "}", "", "extension Box: Equatable {", "    func b() {}", "}",
                      "public final class Other {}"]
        XCTAssertEqual(Self.topLevelBlocks(source[...].map { Substring($0) }).map { "\($0.name) \($0.lines)" },
                       ["Box 3", "Box 3"])
    }

    /// The top-level declarations and extensions of a file (written at the start of a line
    /// and closed by a `}` alone at the start of a line), with the lines each spans. A
    /// declaration on one line is left out.
    static func topLevelBlocks(_ lines: [Substring]) -> [(name: String, lines: Int)] {
        let declaration = #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|final|open|indirect)\s+)*(?:struct|class|enum|actor|protocol|extension)\s+([A-Za-z_]\w*)/#
        var blocks: [(name: String, lines: Int)] = []
        var open: (name: String, start: Int)?
        for (index, line) in lines.enumerated() {
            if let current = open {
                if line == "}" {
                    blocks.append((current.name, index - current.start + 1))
                    open = nil
                }
            } else if let match = line.prefixMatch(of: declaration), !line.hasSuffix("}") {
                open = (String(match.output.1), index)
            }
        }
        return blocks
    }
}
