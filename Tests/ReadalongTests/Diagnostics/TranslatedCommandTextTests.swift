import XCTest
@testable import Readalong

/// What the commands say besides diagnostics, in each language.
final class TranslatedCommandTextTests: XCTestCase {
    func testARenameRefusalInCatalanAndSpanish() {
        let missing = RenameError.missing(.room, "tardr", suggestion: "tardor")
        XCTAssertEqual(missing.text.rendered(in: .catalan),
                       "no hi ha cap sala «tardr» (content/rooms/tardr no existeix); potser volíeu dir «tardor»?")
        XCTAssertEqual(missing.text.rendered(in: .spanish),
                       "no hay ninguna sala «tardr» (content/rooms/tardr no existe); ¿quería decir «tardor»?")
        XCTAssertEqual(missing.description, "no room 'tardr' (content/rooms/tardr does not exist); did you mean 'tardor'?")
    }

    func testAScaffoldRefusalInSpanish() {
        XCTAssertThrowsError(try Scaffold.checkName("Pedro Páramo")) { error in
            XCTAssertEqual((error as? Scaffold.Refusal)?.text.rendered(in: .spanish),
                           "«Pedro Páramo» no es un nombre válido: use minúsculas, cifras y guiones, por ejemplo «pedro-paramo»")
        }
    }

    func testWhatsAppImportTextsInSpanish() {
        let senders = ImportError.unknownSenders([
            ImportError.UnknownSender(name: "Rodrigo Peña", messages: 12, suggestion: "rodrigo"),
            ImportError.UnknownSender(name: "Lupita", messages: 1, suggestion: nil),
        ])
        XCTAssertEqual(senders.text.rendered(in: .spanish), """
            2 personas que escriben no constan como miembros:
              Rodrigo Peña (12 mensajes): --map "Rodrigo Peña=rodrigo"
              Lupita (1 mensaje): --map "Lupita=HANDLE"
            consejo: haga corresponder cada nombre con el nombre de archivo de un miembro con --map como se propone \
            (revise las propuestas), o añada el miembro a content/members/
            """)
        XCTAssertEqual(senders.description.components(separatedBy: "\n")[1], "  Rodrigo Peña (12 messages): --map \"Rodrigo Peña=rodrigo\"")
        let order = DateOrderChoice(order: .dayFirst, reason: .firstAbove12(line: 7))
        XCTAssertEqual(order.text.rendered(in: .catalan), "primer el dia (la línia 7 té una data amb el primer número més gran de 12)")
    }

    func testANewSitesCommentsAreInItsLanguage() throws {
        let starter = try SiteStarter(title: "Hojas del Tajo", language: "es", timeZone: "Europe/Madrid",
                                      baseURL: "https://club.example.org/", founderName: "Lucía Pérez", founderHandle: "lucia")
        let files = starter.files(today: LocalDate.parse("2026-11-22")!, version: "1.2.3")
        XCTAssertTrue(try XCTUnwrap(files["content/site.yml"]).hasPrefix(
            "# La configuración del club (docs/content.md, en el repositorio de Readalong, explica cada clave).\ntitle: "))
        XCTAssertTrue(try XCTUnwrap(files[".github/workflows/publish.yml"]).hasPrefix(
            "# Revisa el contenido en cada push y pull request, y publica main en GitHub Pages\n"))
        XCTAssertEqual(files[".gitignore"], "# Lo que escribe publish: el sitio y su carpeta de trabajo. No haga nunca commit de ellos.\n"
                       + "output/\n.output.staging/\n")
    }

    func testTheSummaryCountsInEachLanguage() {
        let formatter = HumanFormatter(colour: false)
        XCTAssertEqual(formatter.summary(errors: 1, warnings: 2, files: 1, language: .english), "checked 1 file: 1 error, 2 warnings")
        XCTAssertEqual(formatter.summary(errors: 0, warnings: 1, files: 30, language: .catalan),
                       "s’han revisat 30 fitxers: 0 errors, 1 avís")
        XCTAssertEqual(formatter.summary(errors: 2, warnings: 0, files: 30, language: .spanish),
                       "se han revisado 30 archivos: 2 errores, 0 avisos")
    }
}
