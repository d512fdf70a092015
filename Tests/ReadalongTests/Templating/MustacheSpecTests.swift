import XCTest
@testable import Readalong

/// The official Mustache specification as an oracle for the template engine: every case of
/// the core files and of template inheritance renders exactly as the spec expects. The two
/// optional modules Readalong leaves out are checked to fail the way docs/templates.md says.
final class MustacheSpecTests: XCTestCase {
    func testComments() throws { try assertPasses("comments", cases: 12) }
    func testDelimiters() throws { try assertPasses("delimiters", cases: 14) }
    func testInterpolation() throws { try assertPasses("interpolation", cases: 42) }
    func testInvertedSections() throws { try assertPasses("inverted", cases: 22) }
    func testPartials() throws { try assertPasses("partials", cases: 12) }
    func testSections() throws { try assertPasses("sections", cases: 34) }
    func testInheritance() throws { try assertPasses("~inheritance", cases: 27) }

    /// Dynamic names (`{{>*name}}`) are refused when a site's templates load: error E060 at
    /// the tag, whichever of the case's templates holds it.
    func testDynamicNamesAreTemplateErrors() throws {
        let spec = try MustacheSpecFile.load("~dynamic-names")
        XCTAssertEqual(spec.tests.count, 21, "~dynamic-names.json has the cases it had when copied")
        for test in spec.tests {
            var files = ["templates/spec-case.mustache": test.template]
            for (name, text) in test.partials ?? [:] { files["templates/\(name).mustache"] = text }
            guard case .failure(let error) = try TemplateLibrary.load(from: InMemoryFileSystem(files)) else {
                XCTFail("~dynamic-names › \(test.name): the templates load")
                continue
            }
            let diagnostic = SiteRenderer.templateDiagnostic(error)
            XCTAssertEqual(diagnostic.code, .templateError, "~dynamic-names › \(test.name)")
            XCTAssertEqual(diagnostic.message, "the template does not parse: dynamic partials ({{>*name}}) are not supported",
                           "~dynamic-names › \(test.name)")
            XCTAssertEqual(SourceLocation(path: error.path, line: error.line, column: error.column),
                           firstInclude(in: error.text, path: error.path), "~dynamic-names › \(test.name)")
        }
    }

    /// Lambdas are values that are code. Their tags are ordinary tags, which parse; what
    /// cannot exist is the value: page values are text, numbers, flags, lists and maps, so
    /// the spec's data has no page-value form.
    func testLambdasHaveNoPageValueForm() throws {
        let spec = try MustacheSpecFile.load("~lambdas")
        XCTAssertEqual(spec.tests.count, 10, "~lambdas.json has the cases it had when copied")
        for test in spec.tests {
            XCTAssertNoThrow(try TemplateParser.parse(test.template), "~lambdas › \(test.name)")
            XCTAssertThrowsError(try test.data.templateValue(), "~lambdas › \(test.name)") { error in
                XCTAssertEqual(error as? JSONValue.Unsupported, JSONValue.Unsupported(path: "data.lambda"), "~lambdas › \(test.name)")
            }
        }
    }

    /// The spec's data converts as page models do.
    func testSpecDataConvertsToPageValues() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"a": [1, 2.5, "x", true, null], "b": {"c": false}}"#.utf8))
        guard case .map(let map) = try value.templateValue(), case .list(let items)? = map[TemplateKey("a")],
              case .map(let inner)? = map[TemplateKey("b")] else { return XCTFail("not a map of a list and a map") }
        XCTAssertEqual(items.count, 5)
        guard case .number(1) = items[0], case .text("2.5") = items[1], case .text("x") = items[2],
              case .flag(true) = items[3], case .flag(false) = items[4], case .flag(false)? = inner[TemplateKey("c")] else {
            return XCTFail("converted as \(items), \(inner)")
        }
    }

    // MARK: - Running a file

    /// Renders every case of a spec file and compares it with the expected output; each
    /// failure names the file and the case.
    private func assertPasses(_ file: String, cases count: Int, line: UInt = #line) throws {
        let spec = try MustacheSpecFile.load(file)
        XCTAssertEqual(spec.tests.count, count, "\(file).json has the cases it had when copied", line: line)
        for test in spec.tests {
            let label = "\(file) › \(test.name) (\(test.desc))"
            do {
                let output = try render(test)
                XCTAssertEqual(output, test.expected, label, line: line)
            } catch let failure as TemplateParser.Failure {
                XCTFail("\(label): does not parse at byte \(failure.offset): \(failure.reason.english)", line: line)
            } catch {
                XCTFail("\(label): \(error)", line: line)
            }
        }
    }

    private func render(_ test: MustacheSpecFile.Case) throws -> String {
        var templates: [String: Template] = [:]
        for (name, text) in test.partials ?? [:] { templates[name] = try TemplateParser.parse(text) }
        // Parentheses never occur in a partial's name, so the case cannot include itself by name.
        templates["(case)"] = try TemplateParser.parse(test.template)
        let output = TemplateRenderer(templates: templates).render("(case)", with: try test.data.templateValue())
        return String(decoding: output, as: UTF8.self)
    }

    /// Where the first `{{>` or `{{<` tag of `text` starts, with the column in Unicode scalars.
    private func firstInclude(in text: String, path: String) -> SourceLocation? {
        guard let tag = [text.range(of: "{{>"), text.range(of: "{{<")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
        else { return nil }
        // By bytes: a "\r\n" is one Character, and would hide its line break.
        let before = text.utf8[..<tag.lowerBound]
        let lineStart = before.lastIndex(of: 0x0A).map(before.index(after:)) ?? before.startIndex
        return SourceLocation(path: path, line: before.filter { $0 == 0x0A }.count + 1,
                              column: String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1)
    }
}
