import XCTest

/// `--help` on the real binary in every language: the commands' own texts and the words
/// the argument parser adds (headings, defaults, the `--help` line), chosen like every
/// other message: `--lang`, else the site's language, else the locale.
final class HelpLanguageTests: SiteFolderTestCase {
    func testHelpInSpanishWhenAsked() throws {
        let help = try SiteFolder.output(ofExactly: ["check", "--help", "--lang", "es", "--site", site.path],
                                         environment: ["LANG": "ca_ES.UTF-8"])
        XCTAssertTrue(help.hasPrefix("DESCRIPCIÓN: Comprueba todos los archivos de content/ con las reglas del contenido\ne"), help)
        XCTAssertTrue(help.contains("\nUSO: publish check [--lang <lang>]"), help)
        XCTAssertTrue(help.contains("\nOPCIONES:\n"), help)
        XCTAssertTrue(help.contains("  --strict                Falla (código 1) también si hay avisos.\n"), help)
        XCTAssertTrue(help.contains("  -h, --help              Muestra esta ayuda.\n"), help)
        XCTAssertTrue(help.contains("(por defecto: .)"), help)
        XCTAssertFalse(help.contains("OPTIONS:") || help.contains("Show help information"), help)
    }

    func testHelpInCatalanFromTheSitesLanguage() throws {
        let help = try SiteFolder.output(ofExactly: ["new", "--help", "--site", site.path],
                                         environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_ES.UTF-8"])
        XCTAssertTrue(help.hasPrefix("DESCRIPCIÓ: Crea un lloc nou, o un llibre, membre, sala, transcripció, notícia,\n"), help)
        XCTAssertTrue(help.contains("\nÚS: publish new [<opcions>] <kind> [<slug>]\n"), help)
        XCTAssertTrue(help.contains("\nARGUMENTS:\n  <kind>                  Què es crea: site, book, member,"), help)
        XCTAssertTrue(help.contains("(valors: site, book,"), help)
        XCTAssertTrue(help.contains("  --isbn <isbn>           Per a un llibre: el porta d’Open Library amb aquest"), help)
    }

    func testHelpInEnglishWhenAskedOrWhenNothingElseNamesALanguage() throws {
        let asked = try SiteFolder.output(ofExactly: ["import", "isbn", "--help", "--lang", "en", "--site", site.path], environment: [:])
        XCTAssertTrue(asked.hasPrefix("OVERVIEW: Create book files and covers from Open Library by ISBN, skipping\nbooks"), asked)
        XCTAssertTrue(asked.contains("\nARGUMENTS:\n  <inputs>                ISBNs, or files listing them.\n"), asked)
        try write("content/site.yml", "title: Club\nbase_url: https://club.example.org/\ntimezone: Europe/Madrid\n")
        let root = try SiteFolder.output(ofExactly: ["--help"], environment: ["LC_ALL": "C"], in: site)
        XCTAssertTrue(root.contains("\nSUBCOMMANDS:\n  build (default)         Check the content and build the site into output/"), root)
        let spanish = try SiteFolder.output(ofExactly: ["take-part", "--help", "--site", site.path], environment: ["LC_ALL": "es_MX.UTF-8"])
        XCTAssertTrue(spanish.hasPrefix("DESCRIPCIÓN: Aplica a content/ la respuesta, propuesta, voto, solicitud de"), spanish)
        XCTAssertTrue(spanish.contains("Código de salida: 0 hecho, 1 rechazado"), spanish)
    }

    func testAMistakeOnTheCommandLineIsSaidInTheLanguage() throws {
        let spanish = try publish(["check", "--format", "xml", "--site", site.path, "--lang", "es"])
        XCTAssertEqual(spanish.status, 2)
        XCTAssertTrue(spanish.err.hasPrefix("error: «xml» no es un valor de --format <format>; use uno de estos: human, json, github\n"
                                            + "ayuda:  --format <format>  Formato del informe: human, json o github.\n"
                                            + "uso: publish check "), spanish.err)
        XCTAssertTrue(spanish.err.hasSuffix("  vea «publish check --help» para más información\n"), spanish.err)
        let catalan = try publish(["build", "--base-url", "ftp://x", "--site", site.path, "--lang", "ca"])
        XCTAssertTrue(catalan.err.hasPrefix("error: --base-url ha de ser una adreça completa que comenci per http:// o https://\nús: "),
                      catalan.err)
        let english = try publish(["check", "--bogus", "--site", site.path, "--lang", "en"])
        XCTAssertTrue(english.err.hasPrefix("Error: Unknown option '--bogus'\nUsage: publish check "), english.err)
    }
}
