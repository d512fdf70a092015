@testable import Readalong
import XCTest

/// What libyaml (inside Yams) gets wrong is refused at the place, with a message saying why;
/// what it refuses although YAML allows it, and Readalong can mend, is read.
final class YAMLStrictnessTests: XCTestCase {
    /// The diagnostics of `text` read as `case.yml`, as `CODE line:column message`.
    private func problems(_ text: String) -> [String] {
        let log = DiagnosticLog()
        _ = SourceDocument.parse("case.yml", text: text, log: log)
        return log.entries.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    private func value(_ text: String) -> YAMLNode? {
        let log = DiagnosticLog()
        let document = SourceDocument.parse("case.yml", text: text, log: log)
        XCTAssertEqual(log.entries, [], text)
        return document?.yaml
    }

    private func firstValue(_ text: String) -> String? {
        guard case .mapping(let pairs)? = value(text)?.content else { return nil }
        return pairs.first?.value.scalarText
    }

    func testAHashStuckToAValueIsNoComment() {
        let stuck = "E002 %@ YAML syntax error: a `#` comment needs a blank before it"
        XCTAssertEqual(problems("key: \"value\"# note\n"), [stuck.replacingOccurrences(of: "%@", with: "1:13")])
        XCTAssertEqual(problems("block: >#note\n  text\n"), [stuck.replacingOccurrences(of: "%@", with: "1:9")])
        XCTAssertEqual(problems("%YAML 1.1#note\n---\na: 1\n"), [stuck.replacingOccurrences(of: "%@", with: "1:10")])
        XCTAssertEqual(problems("a: [b, c]#note\n"), [stuck.replacingOccurrences(of: "%@", with: "1:10")])
        XCTAssertEqual(problems("a: [b,#note\n  c]\n"), [stuck.replacingOccurrences(of: "%@", with: "1:7")])
        XCTAssertEqual(firstValue("key: \"value\" # note\n"), "value")
        XCTAssertEqual(firstValue("key: a#b # note\n"), "a#b")
        XCTAssertEqual(firstValue("block: > # note\n  text\n"), "text\n")
    }

    func testContinuationLinesGoFurtherInThanTheirKey() {
        XCTAssertEqual(problems("quoted: \"a\nb\"\n"), ["E002 2:1 YAML syntax error: this line continues a quoted value "
            + "opened above but is not indented more than the key or `- ` it belongs to"])
        XCTAssertEqual(problems("list:\n  - [a,\n  b]\n"), ["E002 3:3 YAML syntax error: this line continues a list in "
            + "brackets opened above but is not indented more than the key or `- ` it belongs to"])
        XCTAssertEqual(firstValue("quoted: \"a\n b\"\n"), "a b")
        XCTAssertNotNil(value("list:\n  - [a,\n    b]\n"))
    }

    func testBareIndicatorsInBracketsAndAnchorsWithAColon() {
        let bare = "YAML syntax error: a value in brackets may not start with a bare `-` or `?`"
        XCTAssertEqual(problems("a: [-]\n"), ["E002 1:5 " + bare])
        XCTAssertEqual(problems("a: [?x]\n"), ["E002 1:5 " + bare])
        XCTAssertEqual(problems("key: &an:chor value\n"),
                       ["E002 1:6 YAML syntax error: the anchor name '&an:chor' holds a `:`, which the YAML reader cannot take"])
        XCTAssertNotNil(value("a: [-1, ? x : y]\nkey: &anchor value\nother: *anchor\n"))
        // Inside a plain value a `?`, a `-` or a quote is text (found by the differential fuzz target).
        guard case .mapping(let pairs)? = value("tags: [amist,taf ?amília , a -, it 's, {\"k\":v}]\n")?.content,
              case .sequence(let items) = pairs[0].value.content else { return XCTFail("not read") }
        XCTAssertEqual(items.compactMap(\.scalarText), ["amist", "taf ?amília", "a -", "it 's"])
        XCTAssertEqual(problems("k: [a\\\"b]\nnext: [c,\n  d]\n"), [])
    }

    func testBlankLinesOpeningABlockAreNotLongerThanItsText() {
        XCTAssertEqual(problems("b: >\n   \n # note\nc: 1\n"), ["E002 2:2 YAML syntax error: this blank line opening a block "
            + "has more spaces than the block's first line of text"])
        XCTAssertEqual(firstValue("b: >\n  \n  x\n"), "\nx\n")
    }

    func testBlocksThatLibyamlRefusesOrCutShortAreRead() {
        XCTAssertEqual(firstValue("foo: |-\n \tbar\n"), "\tbar")
        XCTAssertEqual(firstValue("foo: |\n \t\nbar: 1\n"), "\t\n")
        XCTAssertEqual(firstValue("foo: |\n  x\n   "), "x\n \n")
    }

    func testRepeatedKeysAndSeveralDocumentsAreNamed() {
        XCTAssertEqual(problems("{ &a [a, b]: 1, *a : 2}\n"), ["E009 1:3 key '[a, b]' is written twice"])
        let second = "YAML syntax error: a second YAML document starts here; a content file holds only one"
        XCTAssertEqual(problems("a: 1\n---\nb: 2\n"), ["E002 2:1 " + second])
        XCTAssertEqual(problems("a: 1\n...\n# next\nb: 2\n"), ["E002 4:1 " + second])
    }

    func testTheDumpShowsTheTreeOrTheError() {
        XCTAssertEqual(YAMLDump.json(path: "a.yml", bytes: Array("k: [x, \"y\"]\n".utf8)),
                       #"{"file":"a.yml","value":{"column":1,"line":1,"map":[[{"column":1,"line":1,"scalar":"k","#
                           + #""style":"plain"},{"column":4,"line":1,"list":[{"column":5,"line":1,"scalar":"x","style":"plain"},"#
                           + #"{"column":8,"line":1,"scalar":"y","style":"quoted"}]}]]}}"#)
        XCTAssertEqual(YAMLDump.json(path: "b.md", bytes: Array("---\na: 1\na: 2\n---\n".utf8)),
                       #"{"error":{"code":"E009","column":1,"line":3,"message":"key 'a' is written twice"},"file":"b.md"}"#)
        XCTAssertEqual(YAMLDump.json(path: "c.yml", bytes: []), #"{"file":"c.yml","value":null}"#)
    }
}
