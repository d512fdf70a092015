import Foundation
@testable import Readalong
import XCTest

/// Pages are rendered on every core at once; Markdown must come out the same on each.
final class ConcurrentMarkdownTests: XCTestCase {
    func testAutolinksSurviveParsesOnOtherThreads() {
        let renderer = MarkdownRenderer(resolve: { _ in nil }, filter: TextFilter(moderation: Moderation(blockedWords: []), contacts: nil), spoilerLabel: "spoiler")
        let text = "Els dibuixos: https://example.org/dibuixos i www.example.org, ~~tatxat~~.\n\nMés text sense enllaços."
        let expected = renderer.html(text)
        XCTAssertTrue(expected.contains("<a href=\"https://example.org/dibuixos\">"), expected)
        XCTAssertTrue(expected.contains("<a href=\"http://www.example.org\">"), expected)
        let results = Array(repeating: text, count: 4_000).parallelMap { renderer.html($0) }
        XCTAssertEqual(results.count { $0 != expected }, 0, "every parse sees the autolink and strikethrough characters")
    }
}
