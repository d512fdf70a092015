import XCTest
@testable import Readalong

/// The Mustache rules page templates rely on, rendered from text to bytes.
final class TemplateRendererTests: XCTestCase {
    private func render(_ text: String, _ model: TemplateValue, partials: [String: String] = [:]) throws -> String {
        String(decoding: try renderer(text, partials: partials).render("main", with: model), as: UTF8.self)
    }

    private func renderer(_ text: String, partials: [String: String] = [:]) throws -> TemplateRenderer {
        var templates = try partials.mapValues { try TemplateParser.parse($0) }
        templates["main"] = try TemplateParser.parse(text)
        return TemplateRenderer(templates: templates)
    }

    func testValuesAreEscapedUnlessTripleOrAmpersand() throws {
        let model: TemplateValue = ["v": "<a href=\"x\">'&'</a>", "n": 42, "b": true]
        XCTAssertEqual(try render("{{v}}|{{{v}}}|{{&v}}|{{n}}|{{b}}|{{f}}|{{missing}}", model.adding(["f": false])),
                       "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;|<a href=\"x\">'&'</a>|<a href=\"x\">'&'</a>|42|||",
                       "a flag written as a value prints nothing, never the word true or false")
        // A quote followed by a combining accent is still a quote.
        XCTAssertEqual(try render("<p title=\"{{v}}\">", ["v": "\"\u{301}x"]), "<p title=\"&quot;\u{301}x\">")
        XCTAssertEqual(try render("{{v}}", ["v": "Ç😀 é"]), "Ç😀 é")
    }

    func testSectionsRepeatShowOrSkip() throws {
        let model: TemplateValue = ["items": [["n": "a"], ["n": "b"]], "none": [], "yes": true, "no": false,
                                    "text": "", "map": ["n": "m"], "zero": 0]
        XCTAssertEqual(try render("{{#items}}<{{n}}>{{/items}}", model), "<a><b>")
        XCTAssertEqual(try render("{{#none}}x{{/none}}{{^none}}empty{{/none}}", model), "empty")
        XCTAssertEqual(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}not{{/no}}{{^yes}}!{{/yes}}", model), "Ynot")
        XCTAssertEqual(try render("{{#text}}shown{{/text}}{{#zero}}0{{/zero}}{{#missing}}m{{/missing}}{{^missing}}gone{{/missing}}", model), "shown0gone")
        XCTAssertEqual(try render("{{#map}}{{n}}{{/map}}{{^map}}x{{/map}}", model), "m")
        XCTAssertEqual(try render("{{#list}}{{.}},{{/list}}", ["list": ["x", "y"]]), "x,y,")
    }

    func testNamesAreLookedUpOutwardsAndFollowedDown() throws {
        let model: TemplateValue = ["title": "page", "site": ["title": "site", "nav": ["label": "N"]],
                                    "items": [["name": "a"], ["name": "b", "title": "own"]]]
        XCTAssertEqual(try render("{{#items}}{{name}}:{{title}} {{/items}}", model), "a:page b:own ")
        XCTAssertEqual(try render("{{site.nav.label}}|{{site.missing.label}}|{{#site}}{{title}}{{/site}}", model), "N||site")
        // A dotted name found at one level is not looked for further out.
        XCTAssertEqual(try render("{{#site}}{{nav.title}}{{/site}}", model), "")
        // A leading dot looks in the current value only.
        XCTAssertEqual(try render("{{#items}}{{.title}};{{/items}}", model), ";own;")
    }

    func testStandaloneTagsTakeTheirLine() throws {
        let text = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n  {{! a note }}\n</ul>\n"
        XCTAssertEqual(try render(text, ["items": ["a", "b"]]), "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
        XCTAssertEqual(try render("a {{#yes}}b{{/yes}} c\n", ["yes": true]), "a b c\n")
        XCTAssertEqual(try render("x\r\n{{#yes}}\r\ny\r\n{{/yes}}\r\n", ["yes": true]), "x\r\ny\r\n")
    }

    func testPartialsAreIndentedLikeTheirTag() throws {
        let html = try render("<div>\n  {{> item}}\n</div>\n", ["name": "n"], partials: ["item": "<p>\n{{name}}\n</p>\n"])
        XCTAssertEqual(html, "<div>\n  <p>\n  n\n  </p>\n</div>\n")
        // Every line, including the lines of every pass of a section; values are not indented inside.
        let list = try render("<nav>\n  {{> list}}\n</nav>\n", ["items": ["a", "b\nc"]],
                              partials: ["list": "<ul>\n{{#items}}\n<li>{{.}}</li>\n{{/items}}\n</ul>\n"])
        XCTAssertEqual(list, "<nav>\n  <ul>\n  <li>a</li>\n  <li>b\nc</li>\n  </ul>\n</nav>\n")
        XCTAssertEqual(try render("[{{> item}}]", ["name": "n"], partials: ["item": "{{name}}"]), "[n]")
        XCTAssertEqual(try render("[{{> nobody}}]", [:]), "[]")
    }

    func testParentsFillBlocksAndTheOutermostFillingWins() throws {
        let layout = "<title>{{$title}}Site{{/title}}</title>\n{{$content}}empty{{/content}}\n"
        let page = "{{< layout}}\n{{$content}}\n<p>{{text}}</p>\n{{/content}}\n{{/layout}}\n"
        XCTAssertEqual(try render(page, ["text": "hi"], partials: ["layout": layout]), "<title>Site</title>\n<p>hi</p>\n\n")
        let middle = "{{< layout}}{{$title}}Middle{{/title}}{{$content}}middle{{/content}}{{/layout}}"
        let outer = "{{< middle}}{{$title}}Outer{{/title}}{{/middle}}"
        XCTAssertEqual(try render(outer, [:], partials: ["layout": layout, "middle": middle]), "<title>Outer</title>\nmiddle\n")
    }

    func testABlockAloneOnItsLineIsIndentedLikeItsDefault() throws {
        let layout = "<main>\n{{$content}}\n  <p>none</p>\n  <p>yet</p>\n{{/content}}\n</main>\n"
        // The default is written as it stands; a filling takes the default's indentation.
        XCTAssertEqual(try render("{{< layout}}{{/layout}}", [:], partials: ["layout": layout]),
                       "<main>\n  <p>none</p>\n  <p>yet</p>\n</main>\n")
        XCTAssertEqual(try render("{{< layout}}{{$content}}\n<h1>{{t}}</h1>\n<p>x</p>\n{{/content}}{{/layout}}", ["t": "T"],
                                  partials: ["layout": layout]),
                       "<main>\n  <h1>T</h1>\n  <p>x</p>\n</main>\n")
        // An indented tag: its default is not indented twice.
        let indented = "<main>\n  {{$content}}\n  <p>a</p>\n  <p>b</p>\n  {{/content}}\n</main>\n"
        XCTAssertEqual(try render("{{< layout}}{{/layout}}", [:], partials: ["layout": indented]),
                       "<main>\n  <p>a</p>\n  <p>b</p>\n</main>\n")
        // A filling that renders nothing leaves no blanks behind.
        XCTAssertEqual(try render("{{< layout}}{{$content}}{{#no}}x{{/no}}{{/content}}{{/layout}}", ["no": false],
                                  partials: ["layout": indented]),
                       "<main>\n</main>\n")
        // An empty default: the tag's own blanks are the indentation.
        XCTAssertEqual(try render("{{< layout}}{{$content}}\n<p>a</p>\n<p>b</p>\n{{/content}}{{/layout}}", [:],
                                  partials: ["layout": "<main>\n    {{$content}}\n    {{/content}}\n</main>\n"]),
                       "<main>\n    <p>a</p>\n    <p>b</p>\n</main>\n")
    }

    func testABlockFillingThatHoldsItsOwnBlockGetsTheDefaultThere() throws {
        let layout = "[{{$content}}default{{/content}}]"
        XCTAssertEqual(try render("{{<layout}}{{$content}}A{{$content}}B{{/content}}{{/content}}{{/layout}}", [:], partials: ["layout": layout]), "[AB]")
        XCTAssertEqual(try render("{{<layout}}{{$content}}<{{<layout}}{{/layout}}>{{/content}}{{/layout}}", [:], partials: ["layout": layout]), "[<[default]>]")
    }

    func testBlanksThatEndATemplateAreKept() throws {
        XCTAssertEqual(try render("a\n  ", [:]), "a\n  ")
        XCTAssertEqual(try render("a\n  {{! note }}", [:]), "a\n")
    }

    func testDelimitersCanBeChanged() throws {
        XCTAssertEqual(try render("{{=<% %>=}}<%v%> {{v}} <%={{ }}=%>{{v}}", ["v": "x"]), "x {{v}} x")
    }

    func testTypedModelsGiveTheirNamesAndFalseForAbsentValues() throws {
        struct Chip: KeyedTemplateModel {
            enum Key: String, CaseIterable { case name, url, handle, tags }
            let name: String
            let url: String?
            let handle: String?
            let tags: [String]

            var templateValue: TemplateValue {
                fields([.name: .text(name), .url: url.orFalse, .handle: handle?.templateValue, .tags: tags.orFalseWhenEmpty])
            }
        }
        let bare = Chip(name: "Anna", url: nil, handle: nil, tags: [])
        guard case .map(let map) = bare.templateValue else { return XCTFail("not a map") }
        XCTAssertEqual(map.names.sorted(), ["name", "tags", "url"], "a nil value left out, an absent optional false")
        let page: TemplateValue = ["url": "/page/", "handle": "page", "chips": [bare.templateValue,
                                   Chip(name: "Pau", url: "/pau/", handle: "pau", tags: ["a", "b"]).templateValue]]
        // An absent url is false, so the chip does not borrow the page's; a left-out handle does.
        XCTAssertEqual(try render("{{#chips}}{{name}}:{{#url}}{{url}}{{/url}}{{^url}}-{{/url}}:{{handle}}:{{#tags}}{{.}}{{/tags}} {{/chips}}", page),
                       "Anna:-:page: Pau:/pau/:pau:ab ")
    }

    func testCheckedRenderingNamesWhatIsMissing() throws {
        let model: TemplateValue = ["title": "T", "items": [["n": "a"]], "no": false, "page": ["url": "/"]]
        let good = "{{title}}{{#items}}{{n}}{{title}}{{.}}{{/items}}{{^no}}{{page.url}}{{/no}}"
        XCTAssertEqual(String(decoding: try renderer(good).renderChecked("main", with: model), as: UTF8.self), "TaT/")
        // A misspelt name, a name followed down to nothing, and a section over nothing fail.
        let bad = "{{titel}}{{#items}}{{m}}{{/items}}{{page.ulr}}{{#nothing}}x{{/nothing}}{{^no}}{{titel}}{{/no}}"
        XCTAssertThrowsError(try renderer(bad).renderChecked("main", with: model)) { error in
            XCTAssertEqual(error as? MissingTemplateNames, MissingTemplateNames(names: [
                MissingTemplateName(template: "main", name: "titel"), MissingTemplateName(template: "main", name: "m"),
                MissingTemplateName(template: "main", name: "page.ulr"), MissingTemplateName(template: "main", name: "nothing"),
            ]))
            XCTAssertEqual("\(error)", "main.mustache names \"titel\", which the page's values do not have; "
                           + "main.mustache names \"m\", which the page's values do not have; "
                           + "main.mustache names \"page.ulr\", which the page's values do not have; "
                           + "main.mustache names \"nothing\", which the page's values do not have")
        }
        // Unchecked, the same template renders the missing names as nothing.
        XCTAssertEqual(try render(bad, model), "")
    }

    func testCheckedRenderingNamesThePartialOrTheFillingTemplate() throws {
        let renderer = try renderer("{{< layout}}{{$content}}{{> chip}}{{contnet}}{{/content}}{{/layout}}",
                                    partials: ["layout": "<main>{{$content}}{{/content}}{{sitle}}</main>", "chip": "{{nmae}}"])
        XCTAssertThrowsError(try renderer.renderChecked("main", with: ["name": "n"])) { error in
            XCTAssertEqual((error as? MissingTemplateNames)?.names, [
                MissingTemplateName(template: "chip", name: "nmae"), MissingTemplateName(template: "main", name: "contnet"),
                MissingTemplateName(template: "layout", name: "sitle"),
            ])
        }
    }
}
