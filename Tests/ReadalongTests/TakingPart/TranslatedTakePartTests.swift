import XCTest
@testable import Readalong

/// `publish take-part` in Catalan and Spanish: the member's line follows the site's
/// language, a refusal and its hint the run's.
final class TranslatedTakePartTests: XCTestCase {
    private typealias Fixture = TakePartFixture

    func testTheMembersLineFollowsTheSitesLanguage() {
        let date = LocalDate(year: 2026, month: 11, day: 28)
        let reply = TakePartOutcome.reply(.maybe, event: "Sopar de club", date: date)
        XCTAssertEqual(reply.line(name: "Marta Puig", language: "es"), "Marta Puig: quizá irá a «Sopar de club», 28 de noviembre de 2026")
        XCTAssertEqual(reply.line(name: "Marta Puig", language: "ca"), "Marta Puig: potser anirà a «Sopar de club», 28 de novembre de 2026")
        XCTAssertEqual(reply.line(name: "Marta Puig", language: "en"), "Marta Puig: maybe going to «Sopar de club», November 28, 2026")
        XCTAssertEqual(TakePartOutcome.rate(room: "Nada", stars: 4).line(name: "Joan Vila", language: "es-MX"),
                       "Joan Vila: valora «Nada» con 4 de 5")
    }

    func testARefusalInCatalanAndSpanish() throws {
        do {
            _ = try Fixture.plan(.join(room: "tardr"), from: .forge("martap"))
            XCTFail("a room that does not exist was joined")
        } catch let error as TakePartError {
            XCTAssertEqual(error.text.rendered(in: .catalan), "no hi ha cap sala «tardr»")
            XCTAssertEqual(error.hintText?.rendered(in: .catalan), "potser volíeu dir «tardor»?")
            XCTAssertEqual(error.text.rendered(in: .spanish), "no hay ninguna sala «tardr»")
        }
        XCTAssertEqual(TakePartError.cannotEdit(path: "content/picks/hivern.md", what: ToolText("takePart.what.key", ["key": "ballots"]))
                        .text.rendered(in: .spanish),
                       "content/picks/hivern.md: «ballots» está escrito de una manera que esta orden no sabe editar")
    }
}
