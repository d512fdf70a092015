import XCTest
@testable import Readalong

/// An independent check of issue 29: a dozen mistakes a club makes, each checked in
/// Catalan, Spanish and English. Every diagnostic is at the right line and column, and its
/// message and hint are in the chosen language: once names, codes, paths, YAML and the
/// examples to copy are set aside (they are the same in every language), no word of
/// another language is left.
final class ClubMistakesInEveryLanguageTests: XCTestCase {
    /// One mistake: the files it changes, and where each diagnostic must be (`CODE path:line:column`).
    private struct Mistake {
        let name: String
        let changes: [String: String?]
        let placed: [String]
    }

    private static let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!
    private static let room = SiteFixture.files["content/rooms/tardor/index.md"]!

    private let mistakes: [Mistake] = [
        Mistake(name: "a host who is not a member",
                changes: ["content/rooms/tardor/index.md": room.replacingOccurrences(of: "host: marta", with: "host: mrta")],
                placed: ["E022 content/rooms/tardor/index.md:3:7"]),
        Mistake(name: "a date written the way people write it",
                changes: ["content/rooms/tardor/schedule.yml": schedule.replacingOccurrences(of: "2026-11-12 18:00", with: "12/11/2026 18:00")],
                placed: ["E013 content/rooms/tardor/schedule.yml:7:11"]),
        Mistake(name: "a book without authors",
                changes: ["content/books/mirall.md": "---\ntitle: Mirall trencat\n---\nUna família.\n"],
                placed: ["E005 content/books/mirall.md:1:1"]),
        Mistake(name: "a mistyped ISBN",
                changes: ["content/books/mirall.md": "---\ntitle: Mirall trencat\nauthors: [Mercè Rodoreda]\nisbn: 978-84-9759-329-9\n---\n"],
                placed: ["E019 content/books/mirall.md:4:7"]),
        Mistake(name: "a key in the club's language",
                changes: ["content/books/mirall.md": "---\ntitol: Mirall trencat\ntitle: Mirall trencat\nauthors: [Mercè Rodoreda]\n---\n"],
                placed: ["W001 content/books/mirall.md:2:1"]),
        Mistake(name: "messages out of order",
                changes: ["content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:05 marta: Hola!\n18:02 joan: Bon vespre.\n"],
                placed: ["E043 content/rooms/tardor/chat/primera.md:6:1"]),
        Mistake(name: "a sender who is not in the room",
                changes: ["content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:05 marta: Hola!\n18:06 pau: Bon vespre.\n"],
                placed: ["E044 content/rooms/tardor/chat/primera.md:6:7"]),
        Mistake(name: "a zone misspelt",
                changes: ["content/rooms/tardor/schedule.yml": schedule.replacingOccurrences(of: "timezone: Europe/Madrid", with: "timezone: Europe/Madird")],
                placed: ["E012 content/rooms/tardor/schedule.yml:1:11"]),
        Mistake(name: "a key written twice",
                changes: ["content/members/pau.md": "---\nname: Pau Roca\nname: Pau\n---\n"],
                placed: ["E009 content/members/pau.md:3:1"]),
        Mistake(name: "a list never closed",
                changes: ["content/members/pau.md": "---\nname: Pau Roca\nfriends: [joan, anna\n---\n"],
                placed: ["E002 content/members/pau.md:4:1"]),
        Mistake(name: "a link to a book the site lacks",
                changes: ["content/pages/qui-som.md": "---\ntitle: Qui som\n---\nLlegim [La plaça](@/books/placa.md).\n"],
                placed: ["E050 content/pages/qui-som.md:4:19"]),
        Mistake(name: "example text left in a new file",
                changes: ["content/members/pau.md": "---\nname: Pau Roca\n---\nUnas palabras sobre este lector o lectora, en Markdown.\n"],
                placed: ["W015 content/members/pau.md:4:1"]),
        Mistake(name: "a reader who is not a member",
                changes: ["content/rooms/tardor/index.md": room.replacingOccurrences(of: "members: [joan, anna]", with: "members: [joan, anna, lupita]")],
                placed: ["E022 content/rooms/tardor/index.md:5:23"]),
    ]

    func testEveryMistakeIsPlacedRightAndSaidInTheChosenLanguage() throws {
        XCTAssertGreaterThanOrEqual(mistakes.count, 10)
        for mistake in mistakes {
            for language in ToolLanguage.allCases {
                let result = try SiteFixture.check(mistake.changes, language: .always(language))
                XCTAssertEqual(result.placed, mistake.placed, "\(mistake.name) (\(language.rawValue))")
                for diagnostic in result.diagnostics {
                    for (part, text) in [("message", diagnostic.message), ("hint", diagnostic.hint ?? "")] {
                        let foreign = Self.foreignWords(in: text, for: language)
                        XCTAssertEqual(foreign, [], "\(mistake.name) (\(language.rawValue)), \(part): \(text)")
                    }
                }
            }
        }
    }

    func testAHintFollowedLiterallyFixesTheMistakeInEveryLanguage() throws {
        let path = "content/rooms/tardor/schedule.yml"
        let wrong = Self.schedule.replacingOccurrences(of: "2026-11-12 18:00", with: "12/11/2026 18:00")
        for language in ToolLanguage.allCases {
            let hint = try XCTUnwrap(try SiteFixture.check([path: wrong], language: .always(language)).diagnostics.first?.hint)
            let written = try XCTUnwrap(hint.firstMatch(of: /`([^`]+)`/)?.1, hint)
            let fixed = wrong.replacingOccurrences(of: "12/11/2026 18:00", with: String(written))
            XCTAssertEqual(try SiteFixture.check([path: fixed], language: .always(language)).placed, [], "\(language.rawValue): \(hint)")
        }
    }

    func testTheWordListsTellTheLanguagesApart() {
        XCTAssertEqual(Self.foreignWords(in: "the file `title: x` is missing its «date»", for: .spanish), ["the", "file", "is", "missing", "its"])
        XCTAssertEqual(Self.foreignWords(in: "falta la clau «authors» al fitxer content/books/x.md", for: .english), ["falta", "clau", "fitxer"])
        XCTAssertEqual(Self.foreignWords(in: "hi falta la clau obligatòria «authors»", for: .catalan), [])
    }

    /// Words of English in a Catalan or Spanish text, or of Catalan or Spanish in an English
    /// one, once what is the same in every language is removed: text in backticks, in «»
    /// or '' quotes, paths, codes and numbers.
    static func foreignWords(in text: String, for language: ToolLanguage) -> [String] {
        var plain = text
        for pattern in [/`[^`]*`/, /«[^»]*»/, /'[^']*'/, /\S*[\/@.:=]\S*/] {
            plain = plain.replacing(pattern, with: " ")
        }
        let words = plain.lowercased().split { !$0.isLetter && $0 != "’" }.map(String.init)
        let foreign = language == .english ? romance : english
        return words.filter(foreign.contains)
    }

    /// Common English words that are not Catalan or Spanish words.
    private static let english: Set<String> = [
        "the", "is", "are", "was", "were", "not", "with", "for", "and", "of", "to", "this", "that", "which", "write",
        "add", "remove", "must", "should", "cannot", "does", "did", "have", "there", "it", "be", "an", "from", "your",
        "you", "mean", "missing", "unknown", "member", "book", "file", "line", "here", "only", "one", "but", "or", "by",
        "at", "as", "its", "than", "after", "before", "when", "where", "who", "what", "name", "date", "time", "room",
        "key", "list", "message", "messages", "example", "replace", "zone", "chapters", "comes", "previous",
    ]

    /// Common Catalan and Spanish words that are not English words.
    private static let romance: Set<String> = [
        "que", "els", "los", "les", "una", "és", "està", "está", "hay", "hi", "fitxer", "archivo", "llibre", "libro",
        "membre", "miembro", "escriviu", "escriba", "línia", "línea", "del", "amb", "con", "per", "para", "sala",
        "falta", "missatge", "mensaje", "clau", "clave", "aquí", "cap", "ningún", "ninguna",
    ]
}
