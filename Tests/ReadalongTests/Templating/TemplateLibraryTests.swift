import XCTest
@testable import Readalong

/// Site templates in `templates/` replace built-ins; their mistakes are E060 at file, line
/// and column.
final class TemplateLibraryTests: XCTestCase {
    private func loadError(_ templates: [String: String], file: StaticString = #filePath, line: UInt = #line) throws -> TemplateLibrary.TemplateError? {
        switch try TemplateLibrary.load(from: InMemoryFileSystem(templates)) {
        case .success: XCTFail("loaded", file: file, line: line); return nil
        case .failure(let error): return error
        }
    }

    func testUnclosedSectionIsReportedAtItsLineAndColumn() throws {
        let error = try XCTUnwrap(loadError(["templates/footer-note.mustache": "<p>\n  Fet per «{{#site}}{{title}}\n</p>\n"]))
        XCTAssertEqual(error.description, "templates/footer-note.mustache:2:12: the section {{#site}} opened here is never closed with {{/site}}")
        let diagnostic = SiteRenderer.templateDiagnostic(error)
        XCTAssertEqual(diagnostic.code, .templateError)
        XCTAssertEqual(diagnostic.location, SourceLocation(path: "templates/footer-note.mustache", line: 2, column: 12))
    }

    func testIncludingATemplateNobodyDefinesIsAnError() throws {
        let error = try XCTUnwrap(loadError(["templates/footer-note.mustache": "<p>\n{{> footer-links}}\n</p>\n"]))
        XCTAssertEqual(error.description, "templates/footer-note.mustache:2:1: there is no template named \"footer-links\" to include")
        XCTAssertEqual(SiteRenderer.templateDiagnostic(error).hint,
                       "add templates/footer-links.mustache, or include a built-in template (`publish templates list` names them)")
    }

    func testTemplatesThatIncludeThemselvesAreAnError() throws {
        let direct = try XCTUnwrap(loadError(["templates/footer-note.mustache": "<p>{{#site}}\n{{> footer-note}}{{/site}}</p>\n"]))
        XCTAssertEqual(direct.description, "templates/footer-note.mustache:2:1: including \"footer-note\" leads back to \"footer-note\": a template cannot include itself, even through others")
        // Through a built-in template: room-card includes member-chip.
        let indirect = try XCTUnwrap(loadError(["templates/member-chip.mustache": "<span>{{> room-card}}</span>\n"]))
        XCTAssertEqual(indirect.description, "templates/member-chip.mustache:1:7: including \"room-card\" leads back to \"member-chip\": a template cannot include itself, even through others")
    }

    func testOverridesReplaceBuiltInsAndMayAddPartials() throws {
        let fileSystem = InMemoryFileSystem(["templates/footer-note.mustache": "<p>{{> credits}}</p>\n",
                                             "templates/credits.mustache": "{{site.title}}"])
        let library = try TemplateLibrary.load(from: fileSystem).get()
        XCTAssertEqual(library.overridden.sorted(), ["credits", "footer-note"])
        let html = String(decoding: try library.render(["site": ["title": "Club <b>"]] as TemplateValue, template: "footer-note"), as: UTF8.self)
        XCTAssertEqual(html, "<p>Club &lt;b&gt;</p>\n")
    }
}
