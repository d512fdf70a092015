import XCTest
@testable import Readalong

/// The YAML reader's own explanations (libyaml's, in English) are said in the run's
/// language: each one it can give has a sentence of the catalogue, and one it might give
/// some day that none knows is said in the language too, its English kept as a detail.
final class YAMLReaderMessagesTests: XCTestCase {
    private let spanish = ToolLanguageChoice.always(.spanish)

    func testEveryReaderExplanationHasASentenceInEveryLanguage() {
        for key in Set(LibYAMLProblem.known.values) {
            let english = ToolCatalogue.of(.english).entries["yaml.libyaml.\(key)"]
            XCTAssertNotNil(english, "en.json lacks yaml.libyaml.\(key)")
            for language in [ToolLanguage.catalan, .spanish] {
                let text = ToolCatalogue.of(language).entries["yaml.libyaml.\(key)"]
                XCTAssertNotNil(text, "\(language.rawValue).json lacks yaml.libyaml.\(key)")
                XCTAssertNotEqual(text, english, "\(language.rawValue).json copies the English of yaml.libyaml.\(key)")
            }
        }
        XCTAssertGreaterThan(LibYAMLProblem.known.count, 70, "every problem and context of libyaml's scanner, parser and reader")
    }

    func testBrokenYAMLIsExplainedInSpanishAtItsLineAndColumn() throws {
        let book = "---\ntitle: Nada\nauthors: [Carmen Laforet\ntopics: [guerra]\n---\n"
        let member = "---\nname: Marta\nlocation: \"Girona \\q\"\n---\n"
        let room = "---\nbook: solitud\nhost: marta\nmembers: *lectores\n---\n"
        let news = "---\ntitle: Hola\ndate: 2026-11-01\n  tags: [a]\n---\nText.\n"
        let result = try SiteFixture.check(["content/books/nada.md": book, "content/members/marta.md": member,
                                            "content/rooms/tardor/index.md": room, "content/news/hola.md": news], language: spanish)
        XCTAssertEqual(result.placed, ["E002 content/books/nada.md:4:7", "E002 content/members/marta.md:3:19",
                                       "E002 content/news/hola.md:4:7", "E002 content/rooms/tardor/index.md:4:10"])
        XCTAssertEqual(result.diagnostics.map(\.message), [
            "error de sintaxis YAML: se esperaba una `,` o un `]` y no está (al leer una lista entre corchetes)",
            "error de sintaxis YAML: hay una secuencia de escape `\\` desconocida (al leer un valor entre comillas)",
            "error de sintaxis YAML: aquí no puede haber un `clave: valor` (quizá faltan comillas o la sangría no es buena)",
            "error de sintaxis YAML: un `*` hace referencia a un ancla `&` que no se ha escrito antes",
        ])
    }

    /// Every text of the official YAML test suite that Readalong refuses is explained with a
    /// sentence of the catalogue, never with the reader's English quoted as a detail.
    func testEveryRefusalOfTheYAMLSuiteIsExplainedInTheLanguage() throws {
        guard let suite = try YAMLSuiteCase.loadAll() else {
            throw XCTSkip("../shared/realworld/yaml/ is absent: the YAML suite is not read")
        }
        var refused = 0
        for (id, yamlCase) in suite.sorted(by: { $0.key < $1.key }) {
            let log = DiagnosticLog()
            _ = SourceDocument.parse("case.yml", text: yamlCase.yaml, log: log)
            for error in log.entries where error.severity == .error {
                refused += 1
                let spanish = error.speaking(.spanish).message
                XCTAssertFalse(spanish.contains("detalle técnico"), "\(id): \(spanish)")
            }
        }
        XCTAssertGreaterThan(refused, 100, "the suite's invalid texts and deliberate refusals are read")
    }

    func testAnExplanationNoneKnowsIsSaidInTheLanguageWithItsDetailQuoted() {
        XCTAssertEqual(LibYAMLProblem.text("found a new kind of trouble").rendered(in: .spanish),
                       "el lector de YAML no puede seguir aquí (detalle técnico: «found a new kind of trouble»)")
        XCTAssertEqual(LibYAMLProblem.text("found a new kind of trouble", context: "while parsing a node").rendered(in: .catalan),
                       "el lector de YAML no pot continuar aquí (detall tècnic: «found a new kind of trouble») (en llegir un valor)")
    }

    func testATemplateThatDoesNotParseIsExplainedInSpanish() throws {
        let fileSystem = InMemoryFileSystem(["templates/footer-note.mustache": "<p>\n  Hecho por {{#site}}{{title}}\n</p>\n"])
        guard case .failure(let error) = try TemplateLibrary.load(from: fileSystem) else { return XCTFail("the template parses") }
        let diagnostic = SiteRenderer.templateDiagnostic(error).speaking(.spanish)
        XCTAssertEqual("\(diagnostic.location)", "templates/footer-note.mustache:2:13")
        XCTAssertEqual(diagnostic.message,
                       "la plantilla no se puede leer: la sección {{#site}} que se abre aquí no se cierra nunca con {{/site}}")
        XCTAssertEqual(diagnostic.hint, "compárela con la plantilla incorporada del mismo nombre (docs/templates.md) "
                       + "y cierre cada {{#section}} con {{/section}}")
    }
}
