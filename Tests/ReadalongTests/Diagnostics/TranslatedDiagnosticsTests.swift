import Foundation
import XCTest
@testable import Readalong

/// Real mistakes reported in Catalan and Spanish, word for word: the message, the hint and
/// the report around them.
final class TranslatedDiagnosticsTests: XCTestCase {
    private let outOfOrder: [String: String?] = ["content/rooms/tardor/chat/primera.md": """
        ---
        date: 2026-11-12
        event: debat-1
        ---
        18:05 marta: Benvinguts!
        18:02 joan: Hola.
        """]

    private let handWrittenDate: [String: String?] = ["content/rooms/tardor/schedule.yml": SiteFixture
        .files["content/rooms/tardor/schedule.yml"]!.replacingOccurrences(of: "2026-11-12 18:00", with: "03/12/2026 23:00")]

    func testAMessageOutOfOrderInEachLanguage() throws {
        let expected: [(ToolLanguage, String, String)] = [
            (.english, "E043 content/rooms/tardor/chat/primera.md:6:1: 18:02 comes before the previous message (18:05)",
             "this message is 3 minutes earlier than the one above it: correct its time, "
                + "or move it to its place so that the messages are in time order"),
            (.catalan, "E043 content/rooms/tardor/chat/primera.md:6:1: 18:02 és abans que el missatge anterior (18:05)",
             "aquest missatge és 3 minuts anterior al de sobre: corregiu-ne l’hora, "
                + "o poseu-lo al seu lloc perquè els missatges vagin per ordre d’hora"),
            (.spanish, "E043 content/rooms/tardor/chat/primera.md:6:1: 18:02 es antes que el mensaje anterior (18:05)",
             "este mensaje es 3 minutos anterior al de arriba: corrija su hora, "
                + "o póngalo en su sitio para que los mensajes vayan por orden de hora"),
        ]
        for (language, line, hint) in expected {
            XCTAssertReports(try SiteFixture.check(outOfOrder, language: .always(language)), [Report(line, hint: hint)])
        }
    }

    func testAHandWrittenDateGetsItsRewriteInSpanish() throws {
        XCTAssertReports(try SiteFixture.check(handWrittenDate, language: .always(.spanish)), [Report(
            "E013 content/rooms/tardor/schedule.yml:7:11: «03/12/2026 23:00» no es ni una fecha ni una fecha con hora",
            hint: "escriba `2026-12-03 23:00` (año-mes-día; se ha leído primero el día, que es lo que suele querer decir 03/12); "
                + "si 03 es el mes, escriba `2026-03-12 23:00`")])
    }

    func testLinksToNewsAndSitePathsInCatalan() throws {
        let page = "---\ntitle: Sobre nosaltres\nmenu: 1\n---\nVegeu [la notícia](@/news/festa.md) i [el racó](/raco/).\n"
        XCTAssertReports(try SiteFixture.check(["content/pages/sobre.md": page], language: .always(.catalan)), [
            Report("E050 content/pages/sobre.md:5:20: enllaç trencat: no hi ha cap notícia «festa»", hint: "comproveu que el nom coincideixi amb el del fitxer"),
            Report("E050 content/pages/sobre.md:5:49: enllaç trencat: el lloc no té cap pàgina a «/raco/»",
                   hint: "enllaceu una pàgina amb @/books/<nom>.md, @/rooms/<nom>/, @/news/<nom>.md i semblants, "
                       + "o una llista del lloc com /books/ o /rooms/"),
        ])
    }

    func testAPickClosingBeforeItOpensInSpanish() throws {
        let pick = SiteFixture.pick.replacingOccurrences(of: "closes: 2026-11-30", with: "closes: 2026-10-30")
        XCTAssertReports(try SiteFixture.check(["content/picks/tria.md": pick], language: .always(.spanish)), [Report(
            "E092 content/picks/tria.md:4:9: la votación se cierra (2026-10-30) antes de abrirse (2026-11-01)",
            hint: "«closes» tiene que ser posterior a «opens»; si en «closes» pone solo una fecha, significa al final de ese día"),
            Report("E097 content/picks/tria.md:13:7: la sala «tardor» lee «solitud», pero en la votación ganó «nada»",
                   hint: "ponga `book: nada` en content/rooms/tardor/index.md, o indique la sala que lo lee")])
    }

    func testATabInSiteYAMLInCatalan() throws {
        let tabbed: [String: String?] = ["content/site.yml": "title: Club\nbase_url: https://club.example.org/\nlanguage: ca\n\tcontact: [a]\n"]
        XCTAssertReports(try SiteFixture.check(tabbed, language: ToolLanguageChoice()), [Report(
            "E002 content/site.yml:4:1: error de sintaxi YAML: aquesta línia comença amb un tabulador, "
                + "i el YAML només se sagna amb espais",
            hint: "canvieu el tabulador per espais (dos per nivell), alineant la línia amb les del voltant")])
    }

    func testTheHumanReportIsCatalanThroughout() throws {
        let result = try SiteFixture.check(["content/rooms/tardor/index.md": "---\nbook: solitud\nhost: mrta\nmembers: [joan, anna]\n---\n"],
                                           language: ToolLanguageChoice())
        XCTAssertEqual(HumanFormatter(colour: false).format(result), """
            content/rooms/tardor/index.md:3:7: error[E022]: «host» anomena «mrta», que no és membre
                3 | host: mrta
                  |       ^
                  = consell: potser volíeu dir «marta»?
            s’han revisat 11 fitxers: 1 error, 0 avisos

            """)
    }

    func testJSONKeepsItsFieldsWithSpanishTexts() throws {
        let result = try SiteFixture.check(["content/members/pau.md": "---\nname: Pau Roca\ncolour: blue\n---\n"],
                                           language: .always(.spanish))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONFormatter.format(result).utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(Set(diagnostics[0].keys), ["severity", "code", "file", "line", "column", "message", "hint"])
        XCTAssertEqual(diagnostics[0]["severity"] as? String, "warning")
        XCTAssertEqual(diagnostics[0]["code"] as? String, "W001")
        XCTAssertEqual(diagnostics[0]["message"] as? String, "«colour» no es ninguna clave conocida para un miembro")
        XCTAssertEqual(diagnostics[0]["hint"] as? String, "las claves que admite un miembro son: name, avatar, location, joined, "
                           + "links, friends, verified, email, phone, forge, aliases, left, erase, shelves, editions")
    }
}
