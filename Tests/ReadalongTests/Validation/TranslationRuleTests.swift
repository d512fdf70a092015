import XCTest
@testable import Readalong

/// Translations as content: which files are translations, what they may hold, and the
/// rules that tie them to their originals and to the site's languages.
final class TranslationRuleTests: XCTestCase {
    /// The fixture's site in Catalan, Spanish and English.
    static let multilingual = "title: Club de lectura\nbase_url: https://club.example.org/\nlanguages: [ca, es, en]\ntimezone: Europe/Madrid\n"

    private func check(_ changes: [String: String?]) throws -> CheckResult {
        var all = changes
        if all["content/site.yml"] == nil { all["content/site.yml"] = Self.multilingual }
        return try SiteFixture.check(all)
    }

    func testTranslationsOfEveryKindAreFoundAndRead() throws {
        let result = try check([
            "content/site.es.yml": "title: Club de lectura\nfooter: Hecho con *cariño*.\ntranslated: 2026-11-20\n",
            "content/books/solitud.es.md": "---\ntitle: Soledad\nsubtitle: Una novela\n---\nUna mujer en la montaña.\n",
            "content/members/marta.en.md": "---\ntranslated: 2026-11-01\n---\nA reader.\n",
            "content/rooms/tardor/index.es.md": "---\ntitle: Otoño\n---\nLeemos *Solitud* juntos.\n",
            "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-1\n    title: Debate\n    notes: Capítulos 1 a 10\n",
            "content/pages/sobre.es.md": "---\ntitle: Sobre nosotros\ndescription: Quiénes somos\n---\nSomos un club.\n",
        ])
        XCTAssertDiagnostics(result, [])
        let site = try XCTUnwrap(result.site)
        XCTAssertEqual(site.translations.map(\.path), [
            "content/books/solitud.es.md", "content/members/marta.en.md", "content/pages/sobre.es.md",
            "content/rooms/tardor/index.es.md", "content/rooms/tardor/schedule.es.yml", "content/site.es.yml",
        ])
        XCTAssertEqual(site.translations.map(\.file.originalPath), [
            "content/books/solitud.md", "content/members/marta.md", "content/pages/sobre.md",
            "content/rooms/tardor/index.md", "content/rooms/tardor/schedule.yml", "content/site.yml",
        ])
        XCTAssertEqual(site.translations.map(\.language), ["es", "en", "es", "es", "es", "es"])
        XCTAssertEqual(site.translations.map(\.kind), [.book, .member, .page, .room, .schedule, .site])
        XCTAssertEqual(site.translations[5].translated?.value.description, "2026-11-20")
        XCTAssertEqual(site.translations[4].events.map { "\($0.id.value) \($0.title ?? "") \($0.notes?.text ?? "")" },
                       ["debat-1 Debate Capítulos 1 a 10"])
    }

    func testOnlyTheSpecsNamesAreTranslations() throws {
        let result = try check([
            "content/rooms/tardor/chat/notes.es.md": "---\ndate: 2026-11-12\n---\n18:02 marta: Hola\n",
            "content/rooms/tardor/notes.es.md": "---\ntitle: Notes\n---\n",
            "content/books/solitud.ES.md": "---\ntitle: Soledad\n---\n",
            "content/books/solitud.v2.md": "---\ntitle: Solitud, segona edició\nauthor: Víctor Català\n---\n",
        ])
        XCTAssertReports(result, [
            Report("E006 content/books/solitud.ES.md:1:1: the language 'ES' in this file name is not written in lower case",
                   hint: "rename the file solitud.es.md"),
            Report("E006 content/books/solitud.v2.md:1:1: book slug 'solitud.v2' breaks the naming rule",
                   hint: "use lower-case letters, digits and hyphens, e.g. 'solitud-v2'"),
            Report("E006 content/rooms/tardor/chat/notes.es.md:1:1: transcript name 'notes.es' breaks the naming rule",
                   hint: "use lower-case letters, digits and hyphens, e.g. 'notes-es'"),
            Report("W002 content/rooms/tardor/notes.es.md:1:1: 'content/rooms/tardor/notes.es.md' fits no rule of the content layout and is ignored",
                   hint: "move it to content/assets/ to publish it as is, or remove it"),
        ])
        XCTAssertEqual(result.site?.translations.count, nil)
    }

    func testFactsLiveInTheOriginal() throws {
        let result = try check([
            "content/books/solitud.es.md": "---\ntitle: Soledad\nisbn: 978-84-9759-329-8\ntitel: Soledad\n---\nTexto.\n",
            "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-1\n    date: 2026-11-13 18:00\n    location: https://meet.example.org/x\n",
            "content/members/marta.es.md": "---\nname: Marta\n---\nLectora.\n",
        ])
        XCTAssertReports(result, [
            Report("E163 content/books/solitud.es.md:3:1: 'isbn' cannot be translated: facts live in the original",
                   hint: "remove this line (content/books/solitud.md holds it); a translation holds only: title, subtitle, translated"),
            Report("E163 content/books/solitud.es.md:4:1: a translation has no key 'titel'", hint: "did you mean 'title'?"),
            Report("E163 content/members/marta.es.md:2:1: 'name' cannot be translated: facts live in the original",
                   hint: "remove this line (content/members/marta.md holds it); a translation holds only: translated"),
            Report("E163 content/rooms/tardor/schedule.es.yml:3:5: 'date' cannot be translated: facts live in the original",
                   hint: "remove this line (content/rooms/tardor/schedule.yml holds it); a translation holds only: id, title, notes, location"),
            Report("E163 content/rooms/tardor/schedule.es.yml:4:15: a link cannot be translated: it lives in the original",
                   hint: "translate only a place written as text; the link stays in content/rooms/tardor/schedule.yml"),
        ])
    }

    func testATranslationNeedsItsOriginalAndOneOfTheSitesOtherLanguages() throws {
        let result = try check([
            "content/books/solitut.es.md": "---\ntitle: Soledad\n---\n",
            "content/books/solitud.fr.md": "---\ntitle: Solitude\n---\n",
            "content/books/nada.ca.md": "---\ntitle: Res\n---\n",
            "content/rooms/tardor/index.es.md": "---\ntitle: Otoño\n---\n",
        ])
        XCTAssertReports(result, [
            Report("E165 content/books/nada.ca.md:1:1: a translation into 'ca', the language the originals are written in",
                   hint: "write this text in content/books/nada.md itself, and remove this file"),
            Report("E165 content/books/solitud.fr.md:1:1: a translation into 'fr', which is not one of the site's languages (ca, es, en)",
                   hint: "add fr to languages: in site.yml, or name the file with one of ca, es, en"),
            Report("E164 content/books/solitut.es.md:1:1: this translation has no original: there is no content/books/solitut.md",
                   hint: "a translation sits beside its original and is named after it; write content/books/solitut.md first, or rename this file after an existing one"),
        ])
        let single = try SiteFixture.check(["content/books/solitud.es.md": "---\ntitle: Soledad\n---\n"])
        XCTAssertReports(single, [
            Report("E165 content/books/solitud.es.md:1:1: a translation into 'es', but site.yml names no languages",
                   hint: "list the site's languages in site.yml, the original's first: languages: [ca, es] (instead of language:)"),
        ])
    }

    func testTranslatedEventsAndNotesMustBeInTheOriginal() throws {
        let result = try check([
            "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-2\n    title: Debate\n  - id: end-2026-12-01\n    title: Fin\n",
            "content/lists/classics.md": "---\ntitle: Clàssics\nbooks:\n  - book: solitud\n    note: Imprescindible\n---\n",
            "content/lists/classics.es.md": "---\ntitle: Clásicos\nbooks:\n  - book: solitud\n    note: Imprescindible\n  - book: nada\n    note: Otra\n---\n",
        ])
        XCTAssertReports(result, [
            Report("E166 content/lists/classics.es.md:6:11: content/lists/classics.md does not name the book 'nada'",
                   hint: "translate the notes of the original's books: solitud"),
            Report("E166 content/rooms/tardor/schedule.es.yml:2:9: content/rooms/tardor/schedule.yml has no event 'debat-2'",
                   hint: "did you mean 'debat-1'?"),
        ])
    }

    func testLinksAndImagesOfTranslationsAreChecked() throws {
        let result = try check([
            "content/books/solitud.es.md": "---\ntitle: Soledad\n---\nVed [Nada](@/books/nadaa.md) y ![portada](@/assets/no.png).\n",
            "content/site.es.yml": "footer: \"[Sobre](@/pages/sobr.md)\"\n",
        ])
        XCTAssertDiagnostics(result, ["E050 content/books/solitud.es.md:4:12", "E074 content/books/solitud.es.md:4:43",
                                      "E050 content/site.es.yml:1:18"])
    }

    func testContactDetailsInTranslationsAreReported() throws {
        let result = try check([
            "content/books/solitud.es.md": "---\ntitle: Soledad\n---\nEscribid a marta@example.org.\n",
            "content/rooms/tardor/schedule.es.yml": "events:\n  - id: debat-1\n    notes: Llamad al 612 345 678\n",
        ])
        XCTAssertDiagnostics(result, ["W009 content/books/solitud.es.md:4:12", "W009 content/rooms/tardor/schedule.es.yml:3:22"])
    }
}
