import XCTest
@testable import Readalong

/// Submissions sent by e-mail: the subject names the action, the body may add a note or a
/// reason, in the encodings real mail programs use.
final class EmailSubmissionTests: XCTestCase {
    private func read(_ message: String) throws -> (Submission, String?) {
        let (submission, sender) = try EmailSubmissionReader.read(message.replacingOccurrences(of: "\n", with: "\r\n"))
        return (submission, sender)
    }

    func testAPlainMessage() throws {
        let (submission, sender) = try read("""
        From: Marta Puig <Marta@Example.org>
        To: club@example.org
        Subject: [take-part] reply tardor/sopar maybe
        Content-Type: text/plain; charset=utf-8

        Hi!
        """)
        XCTAssertEqual(submission, .reply(room: "tardor", event: "sopar", answer: .maybe))
        XCTAssertEqual(sender, "Marta@Example.org")
    }

    func testAnEncodedSubjectAndAQuotedPrintableNote() throws {
        let (submission, _) = try read("""
        From: pau@example.org
        Subject: =?UTF-8?Q?Re=3A_=5Btake-part=5D_nominate?=
         =?UTF-8?B?IGhpdmVybiBtaXJhbGw=?=
        MIME-Version: 1.0
        Content-Type: text/plain; charset="UTF-8"
        Content-Transfer-Encoding: quoted-printable

        note: Una novel=C2=B7la de Rodoreda que=
         ens faltava.

        > On Monday the club wrote:
        > note: ignored
        """)
        XCTAssertEqual(submission, .nominate(pick: "hivern", book: "mirall", note: "Una novel·la de Rodoreda que ens faltava."))
    }

    func testTheTextPartOfAMultipartMessageInBase64() throws {
        let reason = Data("reason: Revela el final.\n\nGràcies,\nPau\n".utf8).base64EncodedString()
        let (submission, _) = try read("""
        From: "joan@example.org" <pau@example.org>
        Subject: [take-part] report tardor/primera#m-20261112-180300
        Content-Type: multipart/alternative; boundary="b1"

        --b1
        Content-Type: text/plain; charset=utf-8
        Content-Transfer-Encoding: base64

        \(reason)
        --b1
        Content-Type: text/html; charset=utf-8

        <p>reason: html</p>
        --b1--
        """)
        XCTAssertEqual(submission, .report(room: "tardor", transcript: "primera", message: "m-20261112-180300", reason: "Revela el final."))
    }

    func testTheSenderIsTheAddressNotTheDisplayName() throws {
        let (_, sender) = try read("From: \"joan@example.org\" <pau@example.org>\nSubject: [take-part] join tardor\n\n")
        XCTAssertEqual(sender, "pau@example.org")
        let (_, commented) = try read("From: pau@example.org (Pau Roca)\nSubject: [take-part] join tardor\n\n")
        XCTAssertEqual(commented, "pau@example.org")
        let (_, latin) = try read("From: =?ISO-8859-1?Q?Jos=E9?= <jose@example.org>\nSubject: [take-part] rate estiu 4\n\n")
        XCTAssertEqual(latin, "jose@example.org")
    }

    func testSubjectsOutOfShapeAreRefused() {
        func refusal(_ subject: String) -> String {
            do {
                _ = try read("From: pau@example.org\nSubject: \(subject)\n\n")
                return "read"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(refusal("Can I join?"), "the message's subject has no [take-part] in it")
        XCTAssertEqual(refusal("[take-part] reply tardor going"), "the subject does not read '[take-part] reply ROOM/EVENT ANSWER'")
        XCTAssertEqual(refusal("[take-part] vote hivern"), "the subject does not read '[take-part] vote PICK BOOK1 BOOK2 …'")
        XCTAssertEqual(refusal("[take-part] rate estiu lots"), "'lots' is not a rating")
        XCTAssertEqual(refusal("[take-part] join tardor:\nmembers"), "'tardor:' in Room is not a name")
    }

    func testEitherFormatIsRecognised() throws {
        let (email, sender) = try SubmissionReader.read("From: joan@example.org\nSubject: [take-part] join tardor\n\n", login: nil)
        XCTAssertEqual(email, .join(room: "tardor"))
        XCTAssertEqual(sender, .email("joan@example.org"))
        let (form, login) = try SubmissionReader.read("### Action\n\njoin\n\n### Room\n\ntardor\n", login: "joanv")
        XCTAssertEqual(form, .join(room: "tardor"))
        XCTAssertEqual(login, .forge("joanv"))
        XCTAssertNil(try SubmissionReader.read("### Action\n\njoin\n\n### Room\n\ntardor\n", login: nil).sender)
    }
}
