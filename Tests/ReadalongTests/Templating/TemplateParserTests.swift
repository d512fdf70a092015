import XCTest
@testable import Readalong

/// Template mistakes are reported with a reason and the place of the tag at fault.
final class TemplateParserTests: XCTestCase {
    /// Where a template fails and why, in English.
    private struct Said: Equatable {
        let offset: Int
        let reason: String
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Said? {
        do {
            _ = try TemplateParser.parse(text)
            XCTFail("parsed: \(text)", file: file, line: line)
            return nil
        } catch {
            return Said(offset: error.offset, reason: error.reason.english)
        }
    }

    func testUnclosedSectionPointsAtItsOpeningTag() {
        XCTAssertEqual(failure("<ul>\n{{#items}}\n<li>\n"),
                       .init(offset: 5, reason: "the section {{#items}} opened here is never closed with {{/items}}"))
    }

    func testClosingTagOfAnotherName() {
        XCTAssertEqual(failure("{{#a}}{{#b}}{{/a}}{{/b}}"),
                       .init(offset: 12, reason: "{{/a}} closes a section of another name: the open one is {{#b}}"))
        XCTAssertEqual(failure("x {{/a}}"), .init(offset: 2, reason: "{{/a}} closes a section that was never opened"))
    }

    func testUnfinishedTags() {
        let unclosed = "a tag is not closed with }}, or its name has a character names cannot have"
        XCTAssertEqual(failure("Hi {{name"), .init(offset: 3, reason: unclosed))
        XCTAssertEqual(failure("Hi {{first name}}"), .init(offset: 3, reason: unclosed))
        XCTAssertEqual(failure("{{"), .init(offset: 0, reason: unclosed))
        XCTAssertEqual(failure("{{{html}}"), .init(offset: 0, reason: "a {{{…}}} tag is not closed with }}}"))
        XCTAssertEqual(failure("{{! never ends"), .init(offset: 0, reason: "a comment is not closed with }}"))
    }

    func testNestingIsLimited() throws {
        XCTAssertNoThrow(try TemplateParser.parse(String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100)))
        XCTAssertEqual(failure(String(repeating: "{{#a}}", count: 5000)), .init(offset: 600, reason: "sections are nested more than 100 deep"))
    }

    func testTagsNeedANameOrADot() throws {
        let reason = "a tag has no name: write the value it shows, such as {{title}}, or {{.}} for the current one"
        XCTAssertEqual(failure("<p>{{ }}</p>"), .init(offset: 3, reason: reason))
        XCTAssertEqual(failure("{{#}}x{{/}}"), .init(offset: 0, reason: reason))
        XCTAssertEqual(failure("{{> }}"), .init(offset: 0, reason: reason))
        XCTAssertNoThrow(try TemplateParser.parse("{{#items}}{{.}}{{/items}}"))
    }

    func testUnsupportedTags() {
        XCTAssertEqual(failure("{{upper(name)}}"), .init(offset: 0, reason: "transforms such as {{name(value)}} are not supported"))
        XCTAssertEqual(failure("{{>*dynamic}}"), .init(offset: 0, reason: "dynamic partials ({{>*name}}) are not supported"))
        XCTAssertEqual(failure("{{%PRAGMA}}"), .init(offset: 0, reason: "pragmas ({{%…}}) are not supported"))
        XCTAssertEqual(failure("{{=<% %>}}"), .init(offset: 0, reason: "a {{=… …=}} delimiter change is malformed"))
        XCTAssertEqual(failure("{{< layout}}{{name}}{{/layout}}"),
                       .init(offset: 0, reason: "only {{$block}}…{{/block}} sections may go inside {{<layout}}"))
    }
}
