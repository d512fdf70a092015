import XCTest

/// `--lang` on the real binary: every command takes it, and it beats the site's language
/// and the locale, as the site's language beats the locale.
final class LanguageOptionTests: SiteFolderTestCase {
    private let commands = [["build"], ["check"], ["serve"], ["new", "site"], ["new", "book"], ["new", "member"],
                            ["new", "room"], ["templates", "list"], ["templates", "eject"], ["import", "whatsapp"],
                            ["import", "goodreads"], ["import", "isbn"], ["rename"], ["yaml-dump"]]

    func testEveryCommandTakesLang() throws {
        for command in commands {
            let help = try publish(command + ["--help", "--lang", "en"])
            XCTAssertTrue(help.out.contains("--lang <lang>"), "publish \(command.joined(separator: " ")) --help:\n\(help.out)")
        }
    }

    func testLangBeatsTheSiteWhichBeatsTheLocale() throws {
        try write("content/rooms/tardor/index.md", "---\nbook: solitud\nhost: mrta\nmembers: [joan, anna]\n---\n")
        let spanishLocale = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_ES.UTF-8"]
        let bySite = try SiteFolder.output(ofExactly: ["check", "--site", site.path], environment: spanishLocale)
        XCTAssertTrue(bySite.contains("error[E022]: «host» anomena «mrta», que no és membre\n"), bySite)
        XCTAssertTrue(bySite.hasSuffix("s’han revisat 11 fitxers: 1 error, 0 avisos\n"), bySite)
        let asked = try publish(["check", "--site", site.path, "--lang", "es", "--format", "json"], environment: ["LANG": "ca_ES.UTF-8"])
        XCTAssertTrue(asked.out.contains("\"message\": \"«host» nombra a «mrta», que no es miembro\""), asked.out)
        try write("content/site.yml", "title: Club\nbase_url: https://club.example.org/\ntimezone: Europe/Madrid\n")
        let byLocale = try SiteFolder.output(ofExactly: ["check", "--site", site.path], environment: spanishLocale)
        XCTAssertTrue(byLocale.contains("¿quería decir «marta»?"), byLocale)
        let english = try SiteFolder.output(ofExactly: ["check", "--site", site.path], environment: ["LC_ALL": "C", "LANG": "es_ES.UTF-8"])
        XCTAssertTrue(english.contains("hint: did you mean 'marta'?"), english)
    }

    func testAnUnknownLanguageIsAUsageError() throws {
        let run = try publish(["check", "--site", site.path, "--lang", "fr"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.contains("--lang"), run.err)
    }
}
