import Foundation
@testable import Readalong
import XCTest

/// The fast YAML reader must give exactly Yams's tree, positions included, or decline.
final class SimpleYAMLTests: XCTestCase {
    private func yams(_ text: String, firstLine: Int = 2) -> YAMLNode? {
        guard case .success(let node) = YAMLLoader.loadWithYams(text, firstLine: firstLine) else { return nil }
        return node
    }

    func testGivesYamsTreeForThePlainShapes() throws {
        let samples = [
            "title: Nada\nyear: 1945\n",
            "title: \"Amistat açò año 0\"\nauthors: [\"Ursula K. Le Guin\", 'Mercè Rodoreda']\ntopics: []\n",
            "title: 'L''àvia i el \"mar\"'\nnote: \"cita \\\"dins\\\" i barra \\\\ \"\n",
            "  indented: true\n  second: 2\n",
            "name: Àlex Puig\nlocation: Lleida, Catalunya\nurl: https://example.org/a?b=c\nverified: false\n",
            "ratings: {member-00239: 0, member-00647: 3, k: \"x, y\"}\nempty: {}\n",
            "tags: [amistat, família , novel·la]\n",
            "timezone: Europe/Madrid\nevents:\n  - id: start\n    kind: start\n    date: 2025-06-12\n  - id: week-1\n    date: 2025-06-19 19:00\n    chapters: 1-7\n",
            "events:\n- id: a\n  title: Un\n- id: b\n",
            "list:\n  - one\n  - \"two\"\n  - [three, four]\nnext: x\n",
            "moderation:\n  blocked_words: [merda, collons]\n  nested:\n    deeper: yes\nlast: 1\n",
            "items:\n  -   id: wide\n      more: 2\n",
            "a: 1\n\n\nb:   spaced value   \n",
            "- solo\n- \"llista\"\n",
            "em: 😄 emoji i ñ\nafter: [😄, \"ñ\"]\n",
            "x: a,b {c} [d]\n",
            "key:\n- one\n- two\nother: 3\n",
            "seq:\n  - key:\n    - nested\n    - list\n",
        ]
        for sample in samples {
            let fast = SimpleYAML.parse(sample, firstLine: 2)
            XCTAssertNotNil(fast, "reads: \(sample)")
            XCTAssertEqual(fast, yams(sample), "the same tree as Yams for: \(sample)")
        }
    }

    func testLeavesEverythingElseToYams() {
        let samples = [
            "", "\n  \n",
            "title: Nada # a comment\n", "# a comment\ntitle: x\n",
            "body: |\n  block\n", "body: >\n  folded\n",
            "title: long\n  continued\n", "title: \"open\n  quote\"\n",
            "a: &anchor x\nb: *anchor\n", "a: !tag x\n",
            "a:\n", "a:\nb: 1\n", "a: 1\na: 2\n", "m: {a: 1, a: 2}\n",
            "a:\tx\n", "a: x\r\n", "a: \u{85}x\n", "a: x\u{2028}y\n", "\u{FEFF}a: x\n",
            "a: [x, [y]]\n", "a: [x,]\n", "a: [x\n", "a: {x: [1]}\n", "a: {x:1}\n", "a: {\"quoted\": 1}\n",
            "a: b: c\n", "a: b:\n", "\"quoted key\": 1\n", "-a: 1\n",
            "a: \"\\n escape\"\n", "a: -1\n", "a: @x\n", "a: `x`\n", "a: %x\n",
            "- - nested\n", "-\n  x: 1\n", "plain text\n", "a: 1\n- b\n",
            "a:\n    b: 1\n  c: 2\n", "a: 1\n b: 2\n",
            "a: \"x\" trailing\n", "a: [x] y\n", "? complex\n: key\n",
        ]
        for sample in samples {
            XCTAssertNil(SimpleYAML.parse(sample, firstLine: 2), "leaves to Yams: \(sample)")
        }
        let deep = (0..<20).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        XCTAssertNil(SimpleYAML.parse(deep, firstLine: 1), "too deep")
    }

    /// Yams takes a key as a key only up to 1,024 characters; the fast reader declines longer
    /// ones, in block and flow maps alike. (Found while writing the differential fuzz target:
    /// the fast reader used to accept them and give a tree where Yams gives an error.)
    func testKeysLongerThanYamsAllowsAreLeftToYams() throws {
        for (length, fast) in [(1024, true), (1025, false)] {
            let key = String(repeating: "k", count: length)
            for sample in ["\(key): v\n", "- \(key): v\n", "a: {\(key): v}\n", "a: { x: 1, \(key): v}\n"] {
                XCTAssertEqual(SimpleYAML.parse(sample, firstLine: 2) != nil, fast, "\(length): \(sample.prefix(8))")
                if fast {
                    XCTAssertEqual(SimpleYAML.parse(sample, firstLine: 2), yams(sample), "\(length): \(sample.prefix(8))")
                } else {
                    XCTAssertNil(yams(sample), "Yams refuses it: \(sample.prefix(8))")
                }
            }
        }
    }

    /// Brackets inside a plain value are text to both readers, however many there are. (The
    /// differential fuzz target's first finding: the loader's depth guard counts them as
    /// nesting, so the comparison is with Yams itself.)
    func testBracketsInsideAPlainValueAreText() throws {
        let sample = "a1: 1{c}" + String(repeating: "[", count: 70) + " x\n"
        let fast = try XCTUnwrap(SimpleYAML.parse(sample, firstLine: 2))
        guard case .success(let node?) = YAMLLoader.composeWithYams(sample, firstLine: 2) else { return XCTFail("Yams refuses it") }
        XCTAssertEqual(fast, node)
        XCTAssertEqual(fast, YAMLNode(content: .mapping([YAMLPair(key: YAMLNode(content: .scalar("a1", .plain), line: 2, column: 1),
                                                                  value: YAMLNode(content: .scalar(String(sample.dropFirst(4).dropLast()), .plain),
                                                                                  line: 2, column: 5))]),
                                     line: 2, column: 1))
    }

    /// Every front matter and YAML file of the sample site: read alike, and most of them by
    /// the fast reader.
    func testAgreesWithYamsOnTheSampleSite() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content")
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var read = 0, total = 0
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".md") || path.hasSuffix(".yml") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let yaml: String, firstLine: Int
            if path.hasSuffix(".yml") {
                (yaml, firstLine) = (text, 1)
            } else {
                guard case .success(let split) = FrontMatter.split(text) else { continue }
                (yaml, firstLine) = (split.yaml, split.yamlFirstLine)
            }
            total += 1
            guard let fast = SimpleYAML.parse(yaml, firstLine: firstLine) else { continue }
            read += 1
            XCTAssertEqual(fast, yams(yaml, firstLine: firstLine), path)
        }
        XCTAssertGreaterThan(total, 20)
        XCTAssertGreaterThan(read, total / 2, "most files take the fast way")
    }
}
