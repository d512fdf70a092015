import XCTest
@testable import Readalong

final class ContactFinderTests: XCTestCase {
    private func found(_ text: String) -> [String] { ContactFinder.matches(in: text).map(\.text) }

    func testEmailAddresses() {
        XCTAssertEqual(found("Escriu-me a marta.puig@gmail.com!"), ["marta.puig@gmail.com"])
        XCTAssertEqual(found("<jordi_vila+club@correu.cat>, o a JORDI@Example.ORG."), ["jordi_vila+club@correu.cat", "JORDI@Example.ORG"])
        XCTAssertEqual(found("mailto:anna@example.org"), ["anna@example.org"])
    }

    func testThingsWithAnAtSignThatAreNotAddresses() {
        XCTAssertEqual(found("@marta diu que sí; ens veiem @ 19h; x@y; a@b.c; @/books/solitud.md"), [])
    }

    func testInternationalNumbers() {
        XCTAssertEqual(found("Truca al +34 612 345 678."), ["+34 612 345 678"])
        XCTAssertEqual(found("(+34) 972-12-34-56 o +34612345678"), ["+34) 972-12-34-56", "+34612345678"])
        XCTAssertEqual(found("US: +1 (555) 123-4567"), ["+1 (555) 123-4567"])
        XCTAssertEqual(found("+44 20 7946 0958"), ["+44 20 7946 0958"])
        XCTAssertEqual(found("0034 612 345 678 i 0034612345678"), ["0034 612 345 678", "0034612345678"])
    }

    func testSpanishAndCatalanNumbers() {
        XCTAssertEqual(found("mòbil 612345678"), ["612345678"])
        XCTAssertEqual(found("612 34 56 78"), ["612 34 56 78"])
        XCTAssertEqual(found("612 345 678"), ["612 345 678"])
        XCTAssertEqual(found("612-345-678"), ["612-345-678"])
        XCTAssertEqual(found("612.345.678"), ["612.345.678"])
        XCTAssertEqual(found("fix: 93 412 34 56, Girona 972 20 30 40, (93) 412 34 56"),
                       ["93 412 34 56", "972 20 30 40", "93) 412 34 56"])
        XCTAssertEqual(found("whatsapp 7 12 34 56 78? no; 712 34 56 78 sí"), ["712 34 56 78"])
    }

    func testNumbersThatAreNotTelephones() {
        let texts = [
            "ISBN 978-84-376-0494-7", "ISBN 9788437604947", "ISBN 84-376-0494-X", "ISBN 0-306-40615-2", "843760494X",
            "978 84 376 0494 7", "el 22/11/2026 a les 19:05", "2026-11-22 19:00", "22.11.2026", "22-11-2026 18:00",
            "capítols 1-10, 12–14 i 15-20", "pàgines 1-352", "llegim del 1936 al 1939", "1936 1939", "352 pàgines",
            "19:00-20:30", "de 9 a 14 h", "cap. 6-8 9-12 13-15", "123456789", "512 345 678", "6123456789",
            "el 612345678è lector", "A612345678", "3+612345678", "5.000.000 d'exemplars", "650.000.000 de lectors", "IBAN ES91 2100 0418 4502 0005 1332",
        ]
        for text in texts { XCTAssertEqual(found(text), [], text) }
    }

    func testContactURLs() {
        XCTAssertTrue(ContactFinder.isContactURL("mailto:anna@example.org"))
        XCTAssertTrue(ContactFinder.isContactURL("tel:+34612345678"))
        XCTAssertTrue(ContactFinder.isContactURL("https://wa.me/34612345678"))
        XCTAssertTrue(ContactFinder.isContactURL("https://example.org/form?email=anna@example.org"))
        XCTAssertFalse(ContactFinder.isContactURL("https://ca.wikipedia.org/wiki/Solitud_(novel·la)"))
        XCTAssertFalse(ContactFinder.isContactURL("https://www.example.org/llibre/9788437604947"))
    }

    func testPolicyAllowsTheClubsOwnDetailsInAnyShape() {
        let policy = ContactPolicy(allowed: ["club@fullsdelter.cat", "+34 972 20 30 40"])
        XCTAssertEqual(policy.redact("Escriu a CLUB@fullsdelter.cat o truca al 972 203 040; no a anna@example.org ni al 612345678"),
                       "Escriu a CLUB@fullsdelter.cat o truca al 972 203 040; no a \(String(repeating: "•", count: 16)) ni al •••••••••")
        XCTAssertEqual(policy.redact("0034972203040"), "0034972203040")
        XCTAssertFalse(policy.refuses(url: "mailto:club@fullsdelter.cat"))
        XCTAssertTrue(policy.refuses(url: "mailto:anna@example.org"))
        XCTAssertTrue(policy.refuses(url: "https://wa.me/34612345678"))
        XCTAssertFalse(policy.refuses(url: "https://wa.me/34972203040"))
    }

    func testAnyTextIsScannedSafelyAndRedactedTextHasNoDetailLeft() {
        // Fixed pieces glued in a deterministic order: digits, separators, @, letters, accents.
        let pieces = ["6", "12", "345", " ", ".", "-", "+", "00", "34", "@", "a", "x.org", "(", ")", "è", "X", "/", "\n", "ש"]
        var state: UInt64 = 14
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<24 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            for match in ContactFinder.matches(in: text) {
                XCTAssertEqual(String(decoding: Array(text.utf8)[match.bytes], as: UTF8.self), match.text)
            }
            let redacted = ContactPolicy(allowed: []).redact(text)
            XCTAssertEqual(ContactFinder.matches(in: redacted), [], "\(text) → \(redacted)")
        }
    }

    func testBidiControlsAreDropped() {
        XCTAssertEqual(BidiControls.drop(from: "Marta\u{202E}atraM\u{202C} i \u{2067}שרה\u{2069}"), "MartaatraM i שרה")
        let plain = "Només text – amb guions"
        XCTAssertEqual(BidiControls.drop(from: plain), plain)
    }
}
