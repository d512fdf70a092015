import Foundation
import XCTest
@testable import Readalong

/// The catalogues of the tools' sentences: complete in every language, with the same
/// placeholders as the English, and holding every key the sources use.
final class ToolCatalogueTests: XCTestCase {
    private let english = ToolCatalogue.of(.english).entries

    func testEveryLanguageHasEveryKeyAndNoOther() {
        XCTAssertGreaterThan(english.count, 300, "the English catalogue is read")
        for language in ToolLanguage.allCases where language != .english {
            let entries = ToolCatalogue.of(language).entries
            let missing = Set(english.keys).subtracting(entries.keys).sorted()
            let extra = Set(entries.keys).subtracting(english.keys).subtracting(codeKeys).sorted()
            XCTAssertEqual(missing, [], "\(language.rawValue).json lacks these keys")
            XCTAssertEqual(extra, [], "\(language.rawValue).json has keys English does not")
        }
    }

    func testEveryTranslationKeepsThePlaceholdersOfTheEnglish() {
        for language in ToolLanguage.allCases where language != .english {
            for (key, text) in ToolCatalogue.of(language).entries {
                guard let original = english[key] else { continue }
                XCTAssertEqual(Set(ToolCatalogue.placeholders(in: text)), Set(ToolCatalogue.placeholders(in: original)),
                               "\(language.rawValue).json, \(key): «\(text)»")
            }
        }
    }

    func testEveryDiagnosticCodeHasASummaryInEveryLanguage() {
        for language in ToolLanguage.allCases where language != .english {
            let entries = ToolCatalogue.of(language).entries
            for code in DiagnosticCode.all {
                let summary = entries["code.\(code.id)"]
                XCTAssertNotNil(summary, "\(language.rawValue).json has no summary for \(code.id)")
                XCTAssertNotEqual(summary, code.summary, "\(language.rawValue).json copies the English summary of \(code.id)")
            }
        }
        XCTAssertEqual(DiagnosticCode.unknownMember.summary(in: .spanish), ToolCatalogue.of(.spanish).entries["code.E022"])
        XCTAssertEqual(DiagnosticCode.unknownMember.summary(in: .english), "unknown member")
    }

    /// Every `ToolText("key"` written in the sources names a key of the catalogue (keys
    /// built from a value, such as `alias.own.\(kind)`, are checked by the rules' tests).
    func testEveryKeyTheSourcesNameIsInTheCatalogue() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var named = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /ToolText\("([^"\\]+)"/) {
                named += 1
                XCTAssertNotNil(english[String(match.1)], "\(file.lastPathComponent) names '\(match.1)', which en.json lacks")
            }
        }
        XCTAssertGreaterThan(named, 300)
    }

    /// A Catalan or Spanish entry equal to the English is an entry nobody translated, unless
    /// it holds no words (`%{url}: %{reason}`) or its words are the same in that language.
    func testNoTranslationCopiesTheEnglish() {
        let sameWords: [ToolLanguage: Set<String>] = [
            .catalan: ["error", "errors", "ARGUMENTS", "true", "false", "site", "yml"],
            .spanish: ["error", "true", "false", "site", "yml"],
        ]
        for language in [ToolLanguage.catalan, .spanish] {
            for (key, text) in ToolCatalogue.of(language).entries where text == english[key] {
                let words = text.replacing(/%\{[^}]*\}/, with: " ").split { !$0.isLetter }.map(String.init)
                XCTAssertTrue(words.allSatisfy { sameWords[language]!.contains($0) },
                              "\(language.rawValue).json, \(key) is the English: «\(text)»")
            }
        }
    }

    func testAMissingValueShowsItsPlaceholderAndNestedSentencesFollowTheLanguage() {
        let text = ToolText("field.unknownKey", ["key": "titol"], texts: ["what": ToolText("what.book")])
        XCTAssertEqual(text.rendered(in: .english), "unknown key 'titol' in a book")
        XCTAssertEqual(text.rendered(in: .catalan), "«titol» no és cap clau coneguda per a un llibre")
        XCTAssertEqual(text.rendered(in: .spanish), "«titol» no es ninguna clave conocida para un libro")
        XCTAssertEqual(ToolText("field.missing").english, "required key '%{key}' is missing")
        XCTAssertEqual(ToolCatalogue.placeholders(in: "a %{x} b %{y}"), ["x", "y"])
    }

    private var codeKeys: Set<String> { Set(DiagnosticCode.all.map { "code.\($0.id)" }) }
}
