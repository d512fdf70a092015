import XCTest
@testable import Readalong

/// A language's view of a site: the translations' texts in place of the originals', and
/// which items fall back to the original.
final class SiteTranslationTests: XCTestCase {
    private func site(_ changes: [String: String?]) throws -> Site {
        var all = changes
        all["content/site.yml"] = TranslationRuleTests.multilingual + "description: Llegim junts\nfooter: Fet amb *cura*.\n"
        let result = try SiteFixture.check(all)
        XCTAssertDiagnostics(result, [])
        return try XCTUnwrap(result.site)
    }

    func testTranslatedTextsReplaceTheOriginalsInTheirLanguageOnly() throws {
        let site = try site([
            "content/site.es.yml": "title: Club de lectura en español\nfooter: Hecho con *cuidado*.\n",
            "content/books/solitud.es.md": "---\ntitle: Soledad\nsubtitle: Novela\n---\nUna mujer en la montaña.\n",
            "content/members/marta.es.md": "---\n---\nLectora de montaña.\n",
            "content/rooms/tardor/index.es.md": "---\ntitle: Otoño\n---\nLeemos *Soledad* juntos.\n",
            "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-1\n    title: Debate\n    notes: Capítulos 1 a 10\n    location: Biblioteca\n",
            "content/pages/sobre.es.md": "---\ntitle: Sobre nosotros\n---\n",
        ])
        let spanish = SiteTranslation.view(of: site, in: "es")
        let translated = spanish.site
        XCTAssertEqual(translated.config.title, "Club de lectura en español")
        XCTAssertEqual(translated.config.description, "Llegim junts", "a key the translation leaves out keeps the original's")
        XCTAssertEqual(translated.config.footer?.text, "Hecho con *cuidado*.")
        let book = try XCTUnwrap(translated.books.first { $0.slug == "solitud" })
        XCTAssertEqual([book.title.value, book.subtitle, book.body.text], ["Soledad", "Novela", "Una mujer en la montaña.\n"])
        XCTAssertEqual(book.authors, ["Víctor Català"], "facts stay the original's")
        XCTAssertEqual(book.titleKey, "soledad", "books are listed by the titles readers see")
        XCTAssertEqual(translated.members.first { $0.handle == "marta" }?.body.text, "Lectora de montaña.\n")
        let room = try XCTUnwrap(translated.rooms.first)
        XCTAssertEqual(room.title, "Otoño")
        XCTAssertEqual(room.resolvedBook?.title.value, "Soledad", "the room shows its book in the room's language")
        let events = try XCTUnwrap(room.schedule?.events)
        XCTAssertEqual(events.map(\.shownTitle), ["Inicio", "Debate", "Final"])
        XCTAssertEqual(events[1].notes?.text, "Capítulos 1 a 10")
        XCTAssertNil(events[1].location, "a location the original lacks is not added")
        let page = try XCTUnwrap(translated.pages.first)
        XCTAssertEqual(page.title, "Sobre nosotros")
        XCTAssertEqual(page.body.text, "Som un club.\n", "an empty body keeps the original's")
        XCTAssertEqual(spanish.translated, [.site, .book("solitud"), .member("marta"), .room("tardor"), .schedule("tardor")])
        XCTAssertTrue(spanish.isFallback(.page("sobre")), "a page whose body is not translated is read in the original")
        XCTAssertTrue(spanish.isFallback(.book("nada")))
        XCTAssertEqual(spanish.language(of: .book("nada")), "ca")
        XCTAssertEqual(spanish.language(of: .book("solitud")), "es")
        XCTAssertNil(spanish.titleLanguage(of: .page("sobre")), "its title is translated, though its body is not")
        XCTAssertEqual(spanish.titleLanguage(of: .book("nada")), "ca")
        XCTAssertNil(spanish.subtitleLanguage(of: .book("solitud")))
        XCTAssertNil(spanish.titleLanguage(of: .member("marta")), "a name is in no language")

        let english = SiteTranslation.view(of: site, in: "en")
        XCTAssertEqual(english.site.books.first { $0.slug == "solitud" }?.title.value, "Solitud")
        XCTAssertEqual(english.site.config.title, "Club de lectura")
        XCTAssertTrue(english.translated.isEmpty)
        XCTAssertEqual(english.titleLanguage(of: .book("solitud")), "ca")
        XCTAssertEqual(english.site.rooms.first?.schedule?.events.map(\.shownTitle), ["Start", "Discussion", "End"],
                       "untitled events are named in the language even without a translation")
        let catalan = SiteTranslation.view(of: site, in: "ca")
        XCTAssertEqual(catalan.site.rooms.first?.title, nil)
        XCTAssertEqual(catalan.site.rooms.first?.schedule?.events.map(\.shownTitle), ["Inici", "Debat", "Final"])
        XCTAssertFalse(catalan.isFallback(.book("solitud")))
        XCTAssertNil(catalan.titleLanguage(of: .book("solitud")), "the original's own pages mark nothing")
    }

    func testListAndPickNotesAreMatchedByBook() throws {
        let site = try site([
            "content/lists/classics.md": "---\ntitle: Clàssics\nbooks:\n  - book: solitud\n    note: Imprescindible\n  - book: nada\n    note: Barcelona\n---\n",
            "content/lists/classics.es.md": "---\ntitle: Clásicos\nbooks:\n  - book: nada\n    note: La Barcelona de posguerra\n---\n",
        ])
        let list = try XCTUnwrap(SiteTranslation.view(of: site, in: "es").site.lists.first)
        XCTAssertEqual(list.title, "Clásicos")
        XCTAssertEqual(list.entries.map(\.note), ["Imprescindible", "La Barcelona de posguerra"])
    }
}
