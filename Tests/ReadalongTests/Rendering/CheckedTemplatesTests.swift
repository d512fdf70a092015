import XCTest
@testable import Readalong

/// Every built-in template names only values its page models give: rendered checked over
/// the sample site and the fixture, no page names a missing value.
final class CheckedTemplatesTests: XCTestCase {
    /// Renders every page of the site in `fileSystem` checked: the failures by output path,
    /// and the templates the pages used, directly or through others.
    private func renderChecked(_ fileSystem: FileSystem) throws -> (failures: [String: String], used: Set<String>) {
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        let options = BuildOptions.english(clock: clock)
        let site = try XCTUnwrap(try ContentPipeline.check(fileSystem: fileSystem, options: options).site)
        let library = try TemplateLibrary.load(from: fileSystem).get()
        let plan = SitePlan(site: site, options: options, baseURL: site.config.baseURL)
        var failures: [String: String] = [:]
        var used = Set<String>()
        for file in plan.files {
            guard case .page(let request) = file.source else { continue }
            used.insert(request.template)
            do {
                let model = try XCTUnwrap(plan.pages.model(for: request), "\(request)")
                _ = try library.renderer.renderChecked(request.template, with: model.templateValue)
            } catch {
                failures[file.path] = "\(error)"
            }
        }
        var queue = Array(used)
        while let name = queue.popLast() {
            for include in library.renderer.templates[name]?.includes ?? [] where used.insert(include.name).inserted {
                queue.append(include.name)
            }
        }
        return (failures, used)
    }

    func testEveryPageOfTheSampleSiteNamesOnlyValuesItHas() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let (failures, used) = try renderChecked(DiskFileSystem(root: root.path))
        XCTAssertEqual(failures, [:])
        // Its rooms have too few chats and readers for the paged lists: ListPagingTests
        // render those through the fixture, checked too (`SiteFixture.renderFiles`).
        XCTAssertEqual(used, Set(TemplateLibrary.builtInNames).subtracting(["chats", "roster"]),
                       "the sample site uses every other built-in template")
    }

    func testEveryPageOfTheFixtureNamesOnlyValuesItHas() throws {
        let (failures, used) = try renderChecked(InMemoryFileSystem(SiteFixture.files([:])))
        XCTAssertEqual(failures, [:])
        XCTAssertTrue(used.isSuperset(of: ["layout", "home", "room", "transcript", "member", "book", "calendar-page", "event"]),
                      "\(used.sorted())")
    }

    func testASiteTemplateNamingAMisspeltValueFailsTheCheckedBuild() throws {
        XCTAssertThrowsError(try SiteFixture.render(["templates/footer-note.mustache": "<p>{{site.titel}} · {{site.title}}</p>\n"])) { error in
            XCTAssertTrue("\(error)".hasSuffix("footer-note.mustache names \"site.titel\", which the page's values do not have"), "\(error)")
        }
        // The same template renders in an ordinary build, the misspelt name as nothing.
        let fileSystem = InMemoryFileSystem(SiteFixture.files(["templates/footer-note.mustache": "<p>{{site.titel}} · {{site.title}}</p>\n"]))
        let library = try TemplateLibrary.load(from: fileSystem).get()
        let html = String(decoding: try library.render(["site": ["title": "Club"]] as TemplateValue, template: "footer-note"), as: UTF8.self)
        XCTAssertEqual(html, "<p> · Club</p>\n")
    }
}
