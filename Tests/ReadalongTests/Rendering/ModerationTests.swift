import XCTest
@testable import Readalong

final class ModerationTests: XCTestCase {
    func testWholeWordsIgnoringCaseAndAccents() {
        let moderation = Moderation(blockedWords: ["merda", "Collons"])
        XCTAssertEqual(moderation.clean("Quina MÈRDA, merda! «collons»"), "Quina •••••, •••••! «•••••••»")
        XCTAssertEqual(moderation.clean("merdós i emmerdat no"), "merdós i emmerdat no")
        XCTAssertEqual(moderation.clean("me\u{300}rda"), "•••••", "a combining accent is still the word")
        XCTAssertEqual(moderation.clean(""), "")
    }

    func testAccentedBlockedWordsAndLettersBeyondLatin() {
        let moderation = Moderation(blockedWords: ["cabrón", "дурак", "ñoño"])
        XCTAssertEqual(moderation.clean("Cabron! CABRÓN, cabro\u{301}n cabrones"), "••••••! ••••••, •••••• cabrones")
        XCTAssertEqual(moderation.clean("Ти ДУРАК, дурака."), "Ти •••••, дурака.")
        XCTAssertEqual(moderation.clean("NOÑO Ñoño nono"), "•••• •••• ••••")
        // Every Latin letter folds as Foundation folds it, with or without the table.
        for word in ["àÀáÁâÂäÄãÃåÅ", "çÇñÑøØ", "èÉêËìÍîÏòÓôÖùÚûÜýÿ", "ĀāĂăĄąĆćČčĎďĒēĘęĚěĞğĪīĮįŁłŃńŇňŌōŐőŒœŘřŚśŠšŢţŤťŪūŮůŰűŸŹźŻżŽž"] {
            XCTAssertEqual(Moderation(blockedWords: [word]).clean(word.uppercased() + " " + word.lowercased()),
                           String(repeating: "•", count: word.count) + " " + String(repeating: "•", count: word.count), word)
        }
    }

    func testMiddleDotsAndStackedAccents() {
        let moderation = Moderation(blockedWords: ["merda"])
        XCTAssertEqual(moderation.clean("merda· i merda·merda"), "•••••· i merda·merda")
        XCTAssertEqual(moderation.clean("m\u{301}\u{301}e\u{301}\u{301}r\u{301}\u{301}d\u{301}\u{301}a\u{301}\u{301}!"), "•••••!")
    }

    func testNothingBlocked() {
        let moderation = Moderation(blockedWords: [])
        XCTAssertFalse(moderation.isActive)
        XCTAssertEqual(moderation.clean("merda"), "merda")
        XCTAssertFalse(Moderation(blockedWords: [" ", ""]).isActive)
    }
}

final class UIStringsTests: XCTestCase {
    func testEveryLanguageHasEveryKey() {
        let english = UIStrings.load("en")
        XCTAssertGreaterThan(english.count, 100)
        // Place names of zones (`zonename.`) are optional: a language lists those it writes
        // its own way, but must list every one English does, or the English name would show.
        let interface = { (table: [String: String]) in Set(table.keys.filter { !$0.hasPrefix("zonename.") }) }
        let englishPlaces = Set(english.keys).subtracting(interface(english))
        for language in ["ca", "es"] {
            let table = UIStrings.load(language)
            XCTAssertEqual(interface(table), interface(english), language)
            XCTAssertTrue(englishPlaces.isSubset(of: Set(table.keys)), language)
        }
        XCTAssertEqual(UIStrings(languageTag: "es-MX")["room.host"], "Anfitrión")
        XCTAssertEqual(UIStrings(languageTag: "fr")["room.host"], "Host")
        XCTAssertEqual(UIStrings(languageTag: "ca").count(1, "member"), "1 membre")
        XCTAssertEqual(UIStrings(languageTag: "ca").count(3, "member"), "3 membres")
    }
}

final class ExcerptTests: XCTestCase {
    func testPlainTextWithoutSpoilersLinksOrMarkup() {
        let markdown = "# Títol\nLlegim *[Solitud](@/books/solitud.md)* amb **ganes**. ||La Mila marxa|| <b>x</b> `codi`\nSegona línia."
        XCTAssertEqual(Excerpt.of(markdown, fallback: "-"), "Llegim Solitud amb ganes. … x codi Segona línia.")
        XCTAssertEqual(Excerpt.of("", fallback: "res"), "res")
        XCTAssertEqual(Excerpt.of(String(repeating: "a", count: 300), fallback: "-").count, 160)
    }
}
