import Foundation
import XCTest
@testable import Readalong

/// Each format's escaping, character by character, and the rule that nothing else in the
/// sources escapes text.
final class EscapingTests: XCTestCase {
    func testHTMLEscapesFiveCharactersWherever() {
        XCTAssertEqual(Escaping.html("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        // A quote followed by a combining accent is one character to Swift, and still a quote.
        XCTAssertEqual(Escaping.html("\"\u{301}x"), "&quot;\u{301}x")
        XCTAssertEqual(Escaping.html("Ç😀 é\u{0}\n"), "Ç😀 é\u{0}\n")
        var bytes = Array("kept ".utf8)
        Escaping.appendHTML("<b>", to: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "kept &lt;b&gt;")
    }

    func testUnescapeHTMLReadsBackWhatHTMLWrote() {
        let text = "<a href=\"x\">Tom & 'Jerry'</a> &lt;"
        XCTAssertEqual(Escaping.unescapeHTML(Escaping.html(text)), text)
        XCTAssertEqual(Escaping.unescapeHTML("&amp;lt; &nbsp;"), "&lt; &nbsp;")
    }

    /// The one-pass reader against replacing each entity in turn, `&amp;` last, on strings
    /// made of pieces of entities.
    func testUnescapingAgreesWithReplacingEachEntityInTurn() {
        let pieces = ["&", "amp;", "lt;", "gt;", "quot;", "#39;", "#38;", ";", "a", "é", "<", " ", "l", "&amp"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var expected = text
            for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
                expected = expected.replacingOccurrences(of: entity, with: character)
            }
            XCTAssertEqual(Escaping.unescapeHTML(text), expected, "for \(text.debugDescription)")
        }
    }

    func testXMLUsesAposAndDropsForbiddenControls() {
        XCTAssertEqual(Escaping.xml("<a b=\"c\">'&'</a>"), "&lt;a b=&quot;c&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
        XCTAssertEqual(Escaping.xml("a\u{1}b\u{1F}c\td\ne\r"), "abc\td\ne")
        XCTAssertEqual(Escaping.xml("\"\u{301}"), "&quot;\u{301}")
    }

    func testJSONStrings() {
        XCTAssertEqual(Escaping.jsonString("a\"b\\c\nd\u{1}é"), "\"a\\\"b\\\\c\\nd\\u0001é\"")
        XCTAssertEqual(Escaping.jsonString("\r\t\u{1F}\u{2028}\u{2029}/<"), "\"\\r\\t\\u001f\\u2028\\u2029/<\"")
        XCTAssertEqual(Escaping.jsonString("/a</script>", inScript: true), "\"/a\\u003c/script>\"")
        XCTAssertEqual(Escaping.jsonString(""), "\"\"")
        // What it writes, JSON reads back as the same text.
        let nasty = "\"\\\n\r\t\u{0}\u{7F}\u{2028}😀</script>"
        for inScript in [false, true] {
            let literal = Escaping.jsonString(nasty, inScript: inScript)
            XCTAssertEqual(try JSONDecoder().decode(String.self, from: Data(literal.utf8)), nasty)
        }
    }

    func testICSText() {
        XCTAssertEqual(Escaping.icsText("a,b;c\\d\ne\r\nf\u{7}\tg"), "a\\,b\\;c\\\\d\\ne\\nf\tg")
    }

    func testQueryValueKeepsOnlyUnreservedASCII() {
        XCTAssertEqual(Escaping.queryValue("a&b=c+d?e/f g~h-i_j.k·ñ\n"), "a%26b%3Dc%2Bd%3Fe%2Ff%20g~h-i_j.k%C2%B7%C3%B1%0A")
        XCTAssertEqual(Escaping.queryValue(""), "")
    }

    func testYAMLDoubleQuotedReadsBack() throws {
        XCTAssertEqual(Escaping.yamlDoubleQuoted("a \"b\" \\ c"), "\"a \\\"b\\\" \\\\ c\"")
        let text = "L'\"àvia\" \\ # : - [x]"
        guard case .success(let node?) = YAMLLoader.load("title: " + Escaping.yamlDoubleQuoted(text) + "\n", firstLine: 1),
              case .mapping(let pairs) = node.content else { return XCTFail("not a map") }
        XCTAssertEqual(pairs.first?.value.scalarText, text)
    }

    func testWorkflowCommands() {
        XCTAssertEqual(Escaping.workflowMessage("100% a:b,c\r\nd"), "100%25 a:b,c%0D%0Ad")
        XCTAssertEqual(Escaping.workflowProperty("a,b:c%\n"), "a%2Cb%3Ac%25%0A")
    }

    /// Entities and backslash escapes are written (and read back) in
    /// `Formatting/Escaping.swift` only.
    func testNoOtherFileEscapes() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
        var escaping: [String] = []
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".swift"), path != "Readalong/Formatting/Escaping.swift" else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            if ["&amp;", "&lt;", "&quot;", "&#39;", "&apos;", "%0A", "\\\\u00"].contains(where: text.contains) {
                escaping.append(path)
            }
        }
        XCTAssertEqual(escaping, [], "these files escape text themselves instead of calling Escaping")
    }
}
