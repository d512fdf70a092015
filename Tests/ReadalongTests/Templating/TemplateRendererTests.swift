import XCTest
@testable import Readalong

/// The Mustache rules page templates rely on, rendered from text to bytes.
final class TemplateRendererTests: XCTestCase {
    private func render(_ text: String, _ model: [String: Any], partials: [String: String] = [:]) throws -> String {
        var templates = try partials.mapValues { try TemplateParser.parse($0) }
        templates["main"] = try TemplateParser.parse(text)
        return String(decoding: TemplateRenderer(templates: templates).render("main", with: TemplateValue.from(model)!), as: UTF8.self)
    }

    func testValuesAreEscapedUnlessTripleOrAmpersand() throws {
        let model: [String: Any] = ["v": "<a href=\"x\">'&'</a>", "n": 42, "b": true]
        XCTAssertEqual(try render("{{v}}|{{{v}}}|{{&v}}|{{n}}|{{b}}|{{f}}|{{missing}}", model.merging(["f": false]) { $1 }),
                       "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;|<a href=\"x\">'&'</a>|<a href=\"x\">'&'</a>|42|||",
                       "a flag written as a value prints nothing, never the word true or false")
        // A quote followed by a combining accent is still a quote.
        XCTAssertEqual(try render("<p title=\"{{v}}\">", ["v": "\"\u{301}x"]), "<p title=\"&quot;\u{301}x\">")
        XCTAssertEqual(try render("{{v}}", ["v": "Ç😀 é"]), "Ç😀 é")
    }

    func testSectionsRepeatShowOrSkip() throws {
        let model: [String: Any] = ["items": [["n": "a"], ["n": "b"]], "none": [[String: Any]](), "yes": true, "no": false,
                                    "text": "", "map": ["n": "m"], "zero": 0]
        XCTAssertEqual(try render("{{#items}}<{{n}}>{{/items}}", model), "<a><b>")
        XCTAssertEqual(try render("{{#none}}x{{/none}}{{^none}}empty{{/none}}", model), "empty")
        XCTAssertEqual(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}not{{/no}}{{^yes}}!{{/yes}}", model), "Ynot")
        XCTAssertEqual(try render("{{#text}}shown{{/text}}{{#zero}}0{{/zero}}{{#missing}}m{{/missing}}{{^missing}}gone{{/missing}}", model), "shown0gone")
        XCTAssertEqual(try render("{{#map}}{{n}}{{/map}}{{^map}}x{{/map}}", model), "m")
        XCTAssertEqual(try render("{{#list}}{{.}},{{/list}}", ["list": ["x", "y"]]), "x,y,")
    }

    func testNamesAreLookedUpOutwardsAndFollowedDown() throws {
        let model: [String: Any] = ["title": "page", "site": ["title": "site", "nav": ["label": "N"]],
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

    func testModelValuesConvert() throws {
        let optional: String? = nil
        let present: String? = "here"
        let value = TemplateValue.from(["a": optional as Any, "b": present as Any, "c": 2.5, "d": ["x", 1] as [Any]])
        XCTAssertEqual(try render("{{a}}|{{^a}}none{{/a}}|{{b}}|{{c}}|{{#d}}{{.}};{{/d}}",
                                  ["a": optional as Any, "b": present as Any, "c": 2.5, "d": ["x", 1] as [Any]]),
                       "|none|here|2.5|x;1;")
        guard case .map(let map) = value else { return XCTFail("not a map") }
        XCTAssertNil(map["a"])
    }
}
