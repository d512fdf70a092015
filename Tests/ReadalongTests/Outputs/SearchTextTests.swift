@testable import Readalong
import XCTest

/// The words search reads from a rendered message, and the n-grams it files them under: the
/// quick paths (bytes for text below U+0300, numbers for runs) give what the general ones give.
final class SearchTextTests: XCTestCase {
    func testTagsEntitiesAndWhiteSpaceOfLatinText() {
        XCTAssertEqual(SearchText.plain(fromHTML: "<p>L'àvia <em>llegeix</em>\r\n  a\u{A0}la\u{85}plaça &amp; &lt;riu&gt;</p>\n"),
                       "L'àvia llegeix a la plaça & <riu>")
        XCTAssertEqual(SearchText.plain(fromHTML: "<p>a<br>b</p>"), "a b", "a tag separates words")
        XCTAssertEqual(SearchText.plain(fromHTML: "<p> </p>\n"), "")
        XCTAssertEqual(SearchText.plain(fromHTML: "<p>Ve <label class=\"spoiler\"><input>el final</label> demà</p>"), "Ve demà",
                       "a spoiler is dropped with its cover")
    }

    func testACombiningMarkAfterATagEndKeepsItsCharacter() {
        // `>` followed by U+0301 is one character, not the end of the tag: as before, the
        // text runs on inside the tag until a `>` of its own.
        XCTAssertEqual(SearchText.plain(fromHTML: "<p>\u{301}amagat</p><p>vist</p>"), "vist")
        XCTAssertEqual(SearchText.plain(fromHTML: "<p>e\u{301}s \u{2003} ara</p>"), "e\u{301}s ara")
    }

    func testGramsOfSeveralTextsAreTheUnionOfEachText() {
        let texts = ["Llibre de la ciutat", "l'àvia ΟΔΟΣ", "本を読む", "𠀀𠀁x", ""]
        let each = texts.reduce(into: Set<String>()) { $0.formUnion(SearchTerms.grams(of: $1)) }
        XCTAssertEqual(SearchTerms.grams(of: texts, folding: .common), each)
        XCTAssertEqual(SearchTerms.grams(of: "𠀀𠀁x"), ["𠀀", "𠀁", "𠀀𠀁", "𠀀𠀁x", "𠀁x"], "code points past U+FFFF")
        XCTAssertEqual(SearchTerms.grams(of: ["ab", "cd"], folding: .common), ["ab", "cd"], "no run spans two texts")
    }

    func testFoldingLatinTextCodePointByCodePoint() {
        XCTAssertEqual(SearchTerms.fold("The LEFT Hand, 1969!"), "the left hand, 1969!")
        XCTAssertEqual(SearchTerms.fold("L'ÀVIA Über Ǖ İ Œ ß"), "l'avia uber u i œ ß")
        XCTAssertEqual(SearchTerms.fold("L'ÀVIA Über Ǖ İ Œ ß ΟΔΟΣ"), "l'avia uber u i œ ß οδοσ", "the same with Greek")
        XCTAssertEqual(SearchTerms.lookupForm("ΟΔΟΣ οδος"), "οδοσ οδοσ")
    }
}
