import XCTest
@testable import Readalong

/// Translations published: each language's pages show its translations, and the originals
/// where there is none, marked as such; chats keep each message's own language.
final class TranslatedPagesTests: XCTestCase {
    func testEachLanguageShowsItsTranslationsAndMarksTheFallbacks() throws {
        let files = try SiteFixture.render([
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/books/solitud.es.md": "---\ntitle: Soledad\n---\nUna mujer en la montaña.\n",
            "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-1\n    title: Primer debate\n",
        ])
        let spanish = try XCTUnwrap(files["es/books/solitud/index.html"])
        XCTAssertTrue(spanish.contains("<h1 dir=\"auto\">Soledad</h1>"), spanish)
        XCTAssertTrue(spanish.contains("Una mujer en la montaña."))
        XCTAssertFalse(spanish.contains("translation-note"))
        let english = try XCTUnwrap(files["en/books/solitud/index.html"])
        XCTAssertTrue(english.contains("lang=\"ca\">Solitud</h1>"), english)
        XCTAssertTrue(english.contains("class=\"translation-note\""))
        XCTAssertTrue(try XCTUnwrap(files["es/books/nada/index.html"]).contains("class=\"translation-note\""))
        let catalan = try XCTUnwrap(files["books/solitud/index.html"])
        XCTAssertTrue(catalan.contains("<h1 dir=\"auto\">Solitud</h1>") && !catalan.contains("Soledad"), catalan)
        XCTAssertTrue(try XCTUnwrap(files["es/rooms/tardor/index.html"]).contains("Primer debate"))
        XCTAssertFalse(try XCTUnwrap(files["rooms/tardor/index.html"]).contains("Primer debate"))
        for prefix in ["", "es/", "en/"] {
            let chat = try XCTUnwrap(files[prefix + "rooms/tardor/chat/primera/index.html"])
            XCTAssertTrue(chat.contains("lang=\"ca\" dir=\"auto\"><p>Benvinguts!"), "\(prefix): the chat keeps its language")
        }
    }

    func testAHeadingCarriesTheOriginalsLanguageOnlyWhenItIsTheOriginalsText() throws {
        let files = try SiteFixture.render([
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/books/nada.md": "---\ntitle: Nada\nsubtitle: Novel·la\nauthor: Carmen Laforet\n---\nBarcelona, 1940.\n",
            "content/books/nada.es.md": "---\ntitle: Nada (es)\n---\n",
            "content/pages/sobre.es.md": "---\n---\nSomos un club.\n",
        ])
        let book = try XCTUnwrap(files["es/books/nada/index.html"])
        XCTAssertTrue(book.contains("class=\"translation-note\""), "the body is the original's")
        XCTAssertTrue(book.contains(#"<h1 dir="auto">Nada (es)</h1>"#), book)
        XCTAssertTrue(book.contains(#"<p class="subtitle" dir="auto" lang="ca">Novel·la</p>"#), book)
        XCTAssertTrue(book.contains(#"<section class="prose" dir="auto" lang="ca"><p>Barcelona, 1940.</p>"#), book)
        let page = try XCTUnwrap(files["es/pages/sobre/index.html"])
        XCTAssertFalse(page.contains("translation-note"), "the body is translated")
        XCTAssertTrue(page.contains(#"<h1 dir="auto" lang="ca">Sobre nosaltres</h1>"#), page)
        XCTAssertTrue(page.contains(#"<div dir="auto"><p>Somos un club.</p>"#), page)
        let english = try XCTUnwrap(files["en/books/nada/index.html"])
        XCTAssertTrue(english.contains(#"<h1 dir="auto" lang="ca">Nada</h1>"#), english)
        XCTAssertTrue(english.contains(#"<p class="subtitle" dir="auto" lang="ca">Novel·la</p>"#), english)
        let catalan = try XCTUnwrap(files["books/nada/index.html"])
        XCTAssertTrue(catalan.contains(#"<h1 dir="auto">Nada</h1>"#) && catalan.contains(#"<p class="subtitle" dir="auto">Novel·la</p>"#))
    }

    func testAnUntranslatedTitleInAListCarriesTheOriginalsLanguage() throws {
        let files = try SiteFixture.render([
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/books/solitud.es.md": "---\ntitle: Soledad\n---\n",
            "content/news/avis.md": "---\ntitle: Avís\ndate: 2026-11-01\n---\nEns veiem.\n",
            "content/lists/classics.md": "---\ntitle: Clàssics\nbooks: [nada, solitud]\n---\n",
            "content/picks/tria.md": SiteFixture.pick,
        ])
        let books = try XCTUnwrap(files["es/books/index.html"])
        XCTAssertTrue(books.contains(#"<h3 class="book-title"><a href="/es/books/nada/" dir="auto" lang="ca">Nada</a></h3>"#), books)
        XCTAssertTrue(books.contains(#"<h3 class="book-title"><a href="/es/books/solitud/" dir="auto">Soledad</a></h3>"#), books)
        let rooms = try XCTUnwrap(files["es/rooms/index.html"])
        XCTAssertTrue(rooms.contains(#"<h3 class="room-title"><a href="/es/rooms/tardor/" dir="auto">Soledad</a></h3>"#),
                      "a room without a title is named by its book, here translated: \(rooms)")
        let english = try XCTUnwrap(files["en/rooms/index.html"])
        XCTAssertTrue(english.contains(#"<h3 class="room-title"><a href="/en/rooms/tardor/" dir="auto" lang="ca">Solitud</a></h3>"#), english)
        XCTAssertTrue(english.contains(#"<p class="room-book"><a href="/en/books/solitud/" dir="auto" lang="ca">Solitud</a>"#), english)
        XCTAssertTrue(try XCTUnwrap(files["es/news/index.html"]).contains(#"<h3><a href="/es/news/avis/" dir="auto" lang="ca">Avís</a></h3>"#))
        XCTAssertTrue(try XCTUnwrap(files["es/lists/index.html"]).contains(#"<a href="/es/lists/classics/" dir="auto" lang="ca">Clàssics</a>"#))
        XCTAssertTrue(try XCTUnwrap(files["es/picks/index.html"]).contains(#"<a href="/es/picks/tria/" dir="auto" lang="ca">Tria</a></h3>"#))
        for page in ["books/index.html", "rooms/index.html", "news/index.html", "lists/index.html", "picks/index.html"] {
            let catalan = try XCTUnwrap(files[page])
            XCTAssertFalse(catalan.contains(#"dir="auto" lang="#), "the original's own pages mark no title: \(page)")
        }
    }

    func testATranslationFollowsItsOriginalsDraft() throws {
        let changes: [String: String?] = [
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\ndraft: true\n---\nSom un club.\n",
            "content/pages/sobre.es.md": "---\ntitle: Sobre nosotros\n---\nSomos un club.\n",
        ]
        let published = try SiteFixture.render(changes)
        XCTAssertNil(published["pages/sobre/index.html"])
        XCTAssertNil(published["es/pages/sobre/index.html"])
        let drafts = try SiteFixture.render(changes, drafts: true)
        XCTAssertTrue(try XCTUnwrap(drafts["es/pages/sobre/index.html"]).contains("Sobre nosotros"))
    }
}
