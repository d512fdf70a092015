import XCTest
@testable import Readalong

/// The Markdown a forge makes of an issue form, read into a submission; values typed to
/// break out of their field stay in it or are refused.
final class IssueFormReaderTests: XCTestCase {
    private func form(_ fields: [(String, String)]) -> String {
        fields.map { "### \($0.0)\n\n\($0.1)" }.joined(separator: "\n\n") + "\n"
    }

    func testEachActionIsRead() throws {
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "reply"), ("Room", "tardor"), ("Event", "sopar"), ("Answer", "Potser")])),
                       .reply(room: "tardor", event: "sopar", answer: .maybe))
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "reply"), ("Room", "tardor"), ("Event", "sopar"), ("Answer", "I’ll come")])),
                       .reply(room: "tardor", event: "sopar", answer: .going))
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "nominate"), ("Pick", "hivern"), ("Book", "mirall"), ("Note", "_No response_")])),
                       .nominate(pick: "hivern", book: "mirall", note: nil))
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "vote"), ("Pick", "hivern"), ("Books", "nada\n\nsolitud ")])),
                       .vote(pick: "hivern", books: ["nada", "solitud"]))
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "join"), ("Room", "tardor")])), .join(room: "tardor"))
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "report"), ("Room", "tardor"), ("Transcript", "primera"),
                                                      ("Message", "#m-20261112-180300"), ("Reason", "Insults.\nTwice.")])),
                       .report(room: "tardor", transcript: "primera", message: "m-20261112-180300", reason: "Insults. Twice."))
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "rate"), ("Room", "estiu"), ("Rating", "5")]).replacingOccurrences(of: "\n", with: "\r\n")),
                       .rate(room: "estiu", stars: 5))
    }

    func testAHeadingTypedIntoAFieldStaysInIt() throws {
        let note = "Good.\n### Book\n\nnada\n### Action\n\njoin"
        XCTAssertEqual(try IssueFormReader.read(form([("Action", "nominate"), ("Pick", "hivern"), ("Book", "mirall"), ("Note", note)])),
                       .nominate(pick: "hivern", book: "mirall", note: "Good. ### Book nada ### Action join"))
    }

    private func refusal(_ body: String) -> String {
        do {
            let submission = try IssueFormReader.read(body)
            return "read as \(submission)"
        } catch {
            return error.description
        }
    }

    func testHostileOrBrokenFormsAreRefused() {
        XCTAssertEqual(refusal(form([("Action", "join"), ("Room", "tardor\nmembers: [pau]")])),
                       "'tardor members: [pau]' in Room is not a name")
        XCTAssertEqual(refusal(form([("Action", "reply"), ("Room", "tardor"), ("Event", "sopar"), ("Answer", "going\nabsent: [marta]")])),
                       "'going absent: [marta]' is not an answer")
        XCTAssertEqual(refusal(form([("Action", "vote"), ("Pick", "hivern"), ("Books", "nada\n- solitud\n---")])),
                       "'- solitud' in Books is not a book's slug")
        XCTAssertEqual(refusal(form([("Action", "rate"), ("Room", "estiu"), ("Rating", "6")])), "'6' is not a rating")
        XCTAssertEqual(refusal(form([("Action", "join"), ("Room", "_No response_")])), "the field 'Room' is empty")
        XCTAssertEqual(refusal(form([("Action", "join"), ("Rooms", "tardor")])), "'join ### Rooms tardor' is not an action")
        XCTAssertEqual(refusal(form([("Action", "rate"), ("Rating", "4"), ("Room", "estiu")])),
                       "the form has no '### Room' field where it was expected")
        XCTAssertEqual(refusal(form([("Action", "delete"), ("Room", "tardor")])), "'delete' is not an action")
        XCTAssertEqual(refusal("I want to join tardor"), "this is not a taking-part form: it has no '### Action' field")
        XCTAssertEqual(refusal(form([("Action", "report"), ("Room", "tardor"), ("Transcript", "../../site"), ("Message", "m-1"), ("Reason", "")])),
                       "'../../site' in Transcript is not a name")
    }
}
