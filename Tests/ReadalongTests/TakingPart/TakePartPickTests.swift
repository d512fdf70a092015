import XCTest
@testable import Readalong

/// `publish take-part` on picks: nominations and ballots inside the pick's one window.
final class TakePartPickTests: XCTestCase {
    private typealias Fixture = TakePartFixture

    private var pick: String { Fixture.files()[Fixture.pickPath]! }

    func testABallotIsSetAndReplacesAnEarlierOne() throws {
        let joan = try Fixture.plan(.vote(pick: "hivern", books: ["nada", "solitud"]), from: .forge("joanv"))
        XCTAssertEqual(joan.summary, "Joan Vila: ha votat a «Què llegim a l'hivern?»")
        XCTAssertEqual(joan.text, pick.replacingOccurrences(of: "  marta: [solitud, nada]\n", with: "  marta: [solitud, nada]\n  joan: [nada, solitud]\n"))
        let marta = try Fixture.plan(.vote(pick: "hivern", books: ["nada"]), from: .forge("martap"))
        XCTAssertEqual(marta.text, pick.replacingOccurrences(of: "  marta: [solitud, nada]\n", with: "  marta: [nada]\n"))
        // A ballot written as a block list is replaced whole.
        let block = pick.replacingOccurrences(of: "  marta: [solitud, nada]\n", with: "  marta:\n    - solitud\n    - nada\n  anna: [nada]\n")
        let again = try Fixture.plan(.vote(pick: "hivern", books: ["nada"]), from: .forge("martap"), extra: [Fixture.pickPath: block])
        XCTAssertEqual(again.text, pick.replacingOccurrences(of: "  marta: [solitud, nada]\n", with: "  marta: [nada]\n  anna: [nada]\n"))
    }

    func testBallotsAreRefusedOutsideTheRules() {
        XCTAssertEqual(Fixture.refusal(.vote(pick: "hivern", books: ["nada", "nada"])),
                       ["the ballot names 'nada' twice", "name each book once"])
        XCTAssertEqual(Fixture.refusal(.vote(pick: "hivern", books: ["mirall"])),
                       ["'mirall' is not nominated in «Què llegim a l'hivern?»", "vote for: solitud, nada"])
        XCTAssertEqual(Fixture.refusal(.vote(pick: "hivern", books: ["nada"]), now: "2026-12-01T12:00:00Z"),
                       ["«Què llegim a l'hivern?» has closed", "nominations and votes closed on 2026-11-30"])
        XCTAssertEqual(Fixture.refusal(.vote(pick: "hivern", books: ["nada"]), now: "2026-11-14T12:00:00Z"),
                       ["«Què llegim a l'hivern?» is not open yet", "nominations and votes open on 2026-11-15"])
        let plurality = pick.replacingOccurrences(of: "closes: 2026-11-30\n", with: "closes: 2026-11-30\nmethod: plurality\n")
            .replacingOccurrences(of: "[solitud, nada]", with: "[solitud]")
        XCTAssertEqual(Fixture.refusal(.vote(pick: "hivern", books: ["nada", "solitud"]), extra: [Fixture.pickPath: plurality]),
                       ["«Què llegim a l'hivern?» takes one book per ballot, and this one names 2", "vote for one book"])
        XCTAssertEqual(Fixture.refusal(.vote(pick: "hivrn", books: ["nada"])), ["there is no pick 'hivrn'", "did you mean 'hivern'?"])
    }

    func testANominationIsAppendedWithItsNoteAsOneString() throws {
        let note = "Rodoreda!\n---\ntitle: hacked\n  - book: nada \"quoted\" \\ # not a comment"
        let nominate = try Fixture.plan(.nominate(pick: "hivern", book: "mirall", note: SubmissionFields.freeText(note)),
                                        from: .forge("pau"))
        XCTAssertEqual(nominate.summary, "Pau Roca: proposa «Mirall trencat» a «Què llegim a l'hivern?»")
        XCTAssertEqual(nominate.text, pick.replacingOccurrences(of: "    by: joan\n", with: """
                by: joan
              - book: mirall
                by: pau
                note: "Rodoreda! --- title: hacked - book: nada \\"quoted\\" \\\\ # not a comment"

            """))
        // Read back, the note is the one string and nothing else was added.
        let fileSystem = InMemoryFileSystem(Fixture.files([Fixture.pickPath: nominate.text]))
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!)
        let result = try ContentPipeline.check(fileSystem: fileSystem, options: BuildOptions(clock: clock))
        XCTAssertDiagnostics(result, [])
        let loaded = try XCTUnwrap(result.site?.picks.first)
        XCTAssertEqual(loaded.title, "Què llegim a l'hivern?")
        XCTAssertEqual(loaded.candidates.map(\.book.value), ["solitud", "nada", "mirall"])
        XCTAssertEqual(loaded.candidates.last?.note, "Rodoreda! --- title: hacked - book: nada \"quoted\" \\ # not a comment")
    }

    func testABookMayBeNominatedByItsISBN() throws {
        let nominate = try Fixture.plan(.nominate(pick: "hivern", book: "978-84-664-0993-3", note: nil), from: .forge("pau"))
        XCTAssertTrue(nominate.text.contains("  - book: mirall\n    by: pau\nballots:"), nominate.text)
        XCTAssertEqual(Fixture.refusal(.nominate(pick: "hivern", book: "9780307474728", note: nil)),
                       ["no book of the site has the ISBN 9780307474728",
                        "the secretary adds it with publish import isbn 9780307474728; then nominate it by its slug"])
    }

    func testNominationsAreRefusedOutsideTheRules() {
        XCTAssertEqual(Fixture.refusal(.nominate(pick: "hivern", book: "nada", note: nil)),
                       ["«Nada» is already nominated in «Què llegim a l'hivern?»", "vote for it instead"])
        XCTAssertEqual(Fixture.refusal(.nominate(pick: "hivern", book: "mirall", note: nil), now: "2026-12-01T00:00:00Z"),
                       ["«Què llegim a l'hivern?» has closed", "nominations and votes closed on 2026-11-30"])
        XCTAssertEqual(Fixture.refusal(.nominate(pick: "hivern", book: "miral", note: nil)),
                       ["there is no book 'miral'", "did you mean 'mirall'?"])
    }
}
