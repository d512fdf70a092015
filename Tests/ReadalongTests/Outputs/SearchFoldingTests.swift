import XCTest
@testable import Readalong

/// Each language's search folding (the same strings `fold` in readalong.js gives).
final class SearchFoldingTests: XCTestCase {
    func testSpanishDropsAccentsButKeepsEnye() {
        let spanish = SearchFolding(language: "es")
        XCTAssertEqual(spanish.fold("AÑO Niño canción"), "año niño cancion")
        XCTAssertEqual(spanish.fold("Año"), spanish.fold("AÑO"))
        XCTAssertNotEqual(spanish.fold("año"), spanish.fold("ano"))
        XCTAssertEqual(SearchFolding(language: "es-MX").fold("Pequeño Ñandú 漢字"), "pequeño ñandu 漢字")
        // n, a combining acute, then a tilde: the tilde is not right after the n.
        XCTAssertEqual(spanish.fold("n\u{301}\u{303}"), "n")
    }

    func testCatalanReadsTheElaGeminadaAsADoubleL() {
        let catalan = SearchFolding(language: "ca")
        XCTAssertEqual(catalan.fold("COL·LECCIÓ"), "colleccio")
        XCTAssertEqual(catalan.fold("col‧lecció"), "colleccio")
        XCTAssertEqual(catalan.fold("l·l·l Ñ"), "ll·l n", "left to right, without overlaps, as the page's regular expression")
        XCTAssertEqual(catalan.fold("plaça"), "placa")
    }

    func testOtherLanguagesFoldEveryAccent() {
        XCTAssertEqual(SearchFolding(language: "en").fold("Año col·lecció"), "ano col·leccio")
        XCTAssertEqual(SearchFolding(language: "en").fold("L'ÀVIA Über"), SearchTerms.fold("L'ÀVIA Über"))
    }

    func testSpanishNgramsFindEnyeWordsWithAndWithoutAccents() {
        let grams = SearchTerms.grams(of: "El capítulo del año", folding: .spanish)
        for word in ["capitulo", "capítulo", "año"] {
            let query = SearchFolding.spanish.fold(word)
            XCTAssertTrue(SearchTerms.queryGrams(of: query).allSatisfy(grams.contains), word)
        }
        XCTAssertFalse(grams.contains("ano"), "año is not ano")
    }
}
