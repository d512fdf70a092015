import XCTest
@testable import Readalong

/// Which language a run speaks: `--lang`, else the site's language, else the locale, else English.
final class ToolLanguageTests: XCTestCase {
    func testTagsAndLocalesNameTheirLanguage() {
        XCTAssertEqual(ToolLanguage(tag: "es-MX"), .spanish)
        XCTAssertEqual(ToolLanguage(tag: "ca_ES.UTF-8@valencia"), .catalan)
        XCTAssertEqual(ToolLanguage(tag: "EN_gb"), .english)
        XCTAssertNil(ToolLanguage(tag: "fr_FR.UTF-8"))
        XCTAssertNil(ToolLanguage(tag: "C.UTF-8"))
        XCTAssertNil(ToolLanguage(tag: "POSIX"))
    }

    func testTheFirstLocaleVariableSetDecides() {
        XCTAssertEqual(ToolLanguage.ofLocale(["LC_ALL": "ca_ES.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US.UTF-8"]), .catalan)
        XCTAssertEqual(ToolLanguage.ofLocale(["LC_ALL": "", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "ca_ES.UTF-8"]), .spanish)
        XCTAssertEqual(ToolLanguage.ofLocale(["LANG": "es_AR.UTF-8"]), .spanish)
        XCTAssertNil(ToolLanguage.ofLocale(["LC_ALL": "fr_FR.UTF-8", "LANG": "es_ES.UTF-8"]), "French is set, and not spoken")
        XCTAssertNil(ToolLanguage.ofLocale([:]))
    }

    func testLangBeatsTheSiteWhichBeatsTheLocaleWhichBeatsEnglish() {
        XCTAssertEqual(ToolLanguageChoice(requested: .english, locale: .spanish).language(siteTag: "ca"), .english)
        XCTAssertEqual(ToolLanguageChoice(requested: nil, locale: .spanish).language(siteTag: "ca"), .catalan)
        XCTAssertEqual(ToolLanguageChoice(requested: nil, locale: .spanish).language(siteTag: "es-MX"), .spanish)
        XCTAssertEqual(ToolLanguageChoice(requested: nil, locale: .catalan).language(siteTag: "fr"), .catalan,
                       "a site language the tools do not speak falls to the locale")
        XCTAssertEqual(ToolLanguageChoice(requested: nil, locale: .catalan).language(siteTag: nil), .catalan)
        XCTAssertEqual(ToolLanguageChoice().language(siteTag: nil), .english)
    }

    func testTheSiteLanguageIsReadFromSiteYAML() {
        XCTAssertEqual(SiteLanguage.tag(inYAML: "title: Club\nlanguage: es  # castellano\n"), "es")
        XCTAssertEqual(SiteLanguage.tag(inYAML: "title: Club\nlanguage: \"ca\"\n"), "ca")
        XCTAssertEqual(SiteLanguage.tag(inYAML: "title: Club\nlanguages: [es, ca]\n"), "es")
        XCTAssertEqual(SiteLanguage.tag(inYAML: "languages:\n  - ca\n  - en\n"), "ca")
        XCTAssertEqual(SiteLanguage.tag(inYAML: "title: x\n\tbad: tab\nlanguage: ca\n"), "ca", "read past a YAML mistake")
        XCTAssertNil(SiteLanguage.tag(inYAML: "title: Club\nlinks:\n  language: es\n"), "only a top-level key counts")
        XCTAssertNil(SiteLanguage.tag(inYAML: "title: Club\n"))
    }

    func testACheckSpeaksTheSiteLanguageUnlessAskedOtherwise() throws {
        let broken: [String: String?] = ["content/rooms/tardor/index.md": "---\nbook: solitud\nhost: mrta\nmembers: [joan, anna]\n---\n"]
        let catalan = try SiteFixture.check(broken, language: ToolLanguageChoice(locale: .spanish))
        XCTAssertEqual(catalan.language, .catalan)
        XCTAssertEqual(catalan.diagnostics.map(\.message), ["«host» anomena «mrta», que no és membre"])
        let asked = try SiteFixture.check(broken, language: ToolLanguageChoice(requested: .spanish, locale: .catalan))
        XCTAssertEqual(asked.diagnostics.map(\.message), ["«host» nombra a «mrta», que no es miembro"])
        let noSiteLanguage = broken.merging(["content/site.yml": "title: Club\nbase_url: https://club.example.org/\n"]) { $1 }
        let byLocale = try SiteFixture.check(noSiteLanguage, language: ToolLanguageChoice(locale: .spanish))
        XCTAssertEqual(byLocale.diagnostics.map(\.hint), ["¿quería decir «marta»?"])
        let english = try SiteFixture.check(noSiteLanguage, language: ToolLanguageChoice())
        XCTAssertEqual(english.diagnostics.map(\.hint), ["did you mean 'marta'?"])
    }
}
